import { chatArchive } from '../../chat/personal-data';
import { mailArchive } from '../../mail/personal-data';
import { calendarArchive } from '../../calendar/personal-data';
import { kanbanArchive } from '../../kanban/personal-data';
import { blogArchive } from '../../blog/personal-data';
import { filesArchive } from '../../files/personal-data';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  auditLog,
  authAccount,
  authSession,
  authUser,
  carts,
  shopCheckouts,
  invoiceLines,
  invoices,
  notifications,
  orderFiles,
  orderHistory,
  orderLines,
  orders,
  outboxEmails,
  pharmacies,
  pharmacyInvitations,
  pharmacyStaff,
  shipperPharmacies,
  shippers,
  slugRedirects,
  userRole,
  users,
} from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { getPreferences } from '../repository/preferences';

export const ARCHIVE_FORMAT = 'pharmalink-personal-data/1';

/** A prescription file in the archive: its row, and where its bytes are in the ZIP. */
export interface ArchiveFile {
  id: string;
  orderId: string;
  name: string;
  mimeType: string;
  size: number;
  uploadedAt: Date;
  uploadedBy: string | null;
  /** Path inside the ZIP (`files/<reference>/<id>-<name>`). */
  path: string;
  /** Internal: where the bytes are stored; never written to data.json. */
  storageKey: string;
}

export type PersonalArchive = Awaited<ReturnType<typeof collectArchive>>;

/**
 * Everything the platform holds about one person (GDPR art. 15 and 20), as plain data for `data.json`: no secret
 * (password hashes, tokens, session tokens) and no other person's words (audit entries the person wrote about
 * others keep their action, time and entity, not their details). personal-data-map.ts names the section of each table.
 */
export async function collectArchive(db: Db, uid: string) {
  const [profileRow] = await db.select().from(users).where(eq(users.uid, uid));
  if (!profileRow) throw notFound('No such account.');
  const { searchText: _search, avatarKey, ...profile } = profileRow;
  const [account] = await db
    .select({ name: authUser.name, email: authUser.email, emailVerified: authUser.emailVerified, image: authUser.image, createdAt: authUser.createdAt, updatedAt: authUser.updatedAt })
    .from(authUser)
    .where(eq(authUser.id, uid));

  const orderRows = await db.select().from(orders).where(eq(orders.customerId, uid)).orderBy(asc(orders.createdAt), asc(orders.id));
  const orderIds = orderRows.map((o) => o.id);
  const emails = [...new Set([profile.email, ...orderRows.map((o) => o.email)].map((e) => e.toLowerCase()).filter(Boolean))];
  const [lines, history, fileRows] = orderIds.length
    ? await Promise.all([
        db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position)),
        db.select().from(orderHistory).where(inArray(orderHistory.orderId, orderIds)).orderBy(asc(orderHistory.at), asc(orderHistory.id)),
        // The prescriptions of the person's orders, whoever uploaded them; never the files a staff member uploaded for others.
        db.select().from(orderFiles).where(inArray(orderFiles.orderId, orderIds)).orderBy(asc(orderFiles.createdAt), asc(orderFiles.id)),
      ])
    : [[], [], []];
  // The person's invoices as the pharmacy issued them (drafts too): what they were billed, under which number.
  const invoiceRows = await db.select().from(invoices).where(eq(invoices.customerId, uid)).orderBy(asc(invoices.createdAt), asc(invoices.id));
  const invoiceLineRows = invoiceRows.length
    ? await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceRows.map((i) => i.id))).orderBy(asc(invoiceLines.position))
    : [];
  const [cart] = await db.select({ pharmacyId: carts.pharmacyId, items: carts.items, updatedAt: carts.updatedAt }).from(carts).where(eq(carts.customerId, uid));
  // A checkout's Idempotency-Key and request hash are technical guards, the provider's page a spent link.
  const checkouts = (await db.select().from(shopCheckouts).where(eq(shopCheckouts.customerId, uid)).orderBy(asc(shopCheckouts.createdAt))).map(
    ({ idempotencyKey: _k, requestHash: _h, checkoutUrl: _u, ...checkout }) => checkout,
  );
  const chatMessages = await chatArchive(db, uid);
  const mail = await mailArchive(db, uid);
  const calendar = { events: await calendarArchive(db, uid) };
  const kanban = await kanbanArchive(db, uid);
  const blog = await blogArchive(db, uid);
  const myFiles = await filesArchive(db, uid);
  const referenceOf = new Map(orderRows.map((o) => [o.id, o.reference]));
  const files: ArchiveFile[] = fileRows.map((f) => ({
    id: f.id,
    orderId: f.orderId,
    name: f.name,
    mimeType: f.mimeType,
    size: f.size,
    uploadedAt: f.createdAt,
    uploadedBy: f.uploadedBy,
    path: `files/${referenceOf.get(f.orderId) ?? f.orderId}/${f.id}-${f.name}`,
    storageKey: f.storageKey,
  }));

  const about = or(
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, uid)),
    ...(orderIds.length ? [and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, orderIds))] : []),
  );
  const [audit, sessions, methods, roles, oldSlugs, bell, mails, invited, sentInvitations, staffOf, shipper, deliversFor, preferences] = await Promise.all([
    db.select({ at: auditLog.at, actorId: auditLog.actorId, action: auditLog.action, entityType: auditLog.entityType, entityId: auditLog.entityId, detail: auditLog.detail, about: sql<boolean>`${about!}` })
      .from(auditLog)
      .where(or(about, eq(auditLog.actorId, uid)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    db.select({ createdAt: authSession.createdAt, updatedAt: authSession.updatedAt, expiresAt: authSession.expiresAt, ipAddress: authSession.ipAddress, userAgent: authSession.userAgent }).from(authSession).where(eq(authSession.userId, uid)),
    db.select({ provider: authAccount.providerId, accountId: authAccount.accountId, scope: authAccount.scope, createdAt: authAccount.createdAt, updatedAt: authAccount.updatedAt }).from(authAccount).where(eq(authAccount.userId, uid)),
    db.select({ role: userRole.roleId }).from(userRole).where(eq(userRole.userId, uid)),
    db.select({ slug: slugRedirects.slug, createdAt: slugRedirects.createdAt }).from(slugRedirects).where(and(eq(slugRedirects.kind, 'user'), eq(slugRedirects.targetId, uid))),
    db.select({ kind: notifications.kind, params: notifications.params, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt }).from(notifications).where(eq(notifications.userId, uid)).orderBy(asc(notifications.createdAt)),
    db.select({ to: outboxEmails.toAddress, template: outboxEmails.template, language: outboxEmails.language, params: outboxEmails.params, status: outboxEmails.status, createdAt: outboxEmails.createdAt, sentAt: outboxEmails.sentAt }).from(outboxEmails).where(inArray(sql`lower(${outboxEmails.toAddress})`, emails)).orderBy(asc(outboxEmails.createdAt)),
    db.select({ pharmacyId: pharmacyInvitations.pharmacyId, email: pharmacyInvitations.email, invitedBy: pharmacyInvitations.invitedBy, createdAt: pharmacyInvitations.createdAt, expiresAt: pharmacyInvitations.expiresAt, acceptedAt: pharmacyInvitations.acceptedAt, revokedAt: pharmacyInvitations.revokedAt }).from(pharmacyInvitations).where(inArray(sql`lower(${pharmacyInvitations.email})`, emails)),
    // Invitations the person sent: when and where, not the colleague's address (someone else's data).
    db.select({ pharmacyId: pharmacyInvitations.pharmacyId, createdAt: pharmacyInvitations.createdAt, acceptedAt: pharmacyInvitations.acceptedAt, revokedAt: pharmacyInvitations.revokedAt }).from(pharmacyInvitations).where(eq(pharmacyInvitations.invitedBy, uid)),
    db.select({ pharmacyId: pharmacyStaff.pharmacyId, pharmacy: pharmacies.name, since: pharmacyStaff.createdAt }).from(pharmacyStaff).innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId)).where(eq(pharmacyStaff.userId, uid)),
    db.select({ phone: shippers.phone, vehicle: shippers.vehicle, available: shippers.available, updatedAt: shippers.updatedAt }).from(shippers).where(eq(shippers.userId, uid)),
    db.select({ pharmacyId: shipperPharmacies.pharmacyId, isStaff: shipperPharmacies.isStaff, since: shipperPharmacies.createdAt }).from(shipperPharmacies).where(eq(shipperPharmacies.shipperId, uid)),
    getPreferences(db, uid),
  ]);

  return {
    format: ARCHIVE_FORMAT,
    exportedAt: new Date(),
    profile: { ...profile, avatar: avatarKey ? 'avatar.webp' : null },
    account: account ?? null,
    roles: roles.map((r) => r.role),
    signInMethods: methods,
    sessions,
    oldSlugs,
    notificationPreferences: preferences,
    pharmacies: staffOf,
    shipper: shipper[0] ? { ...shipper[0], pharmacies: deliversFor } : null,
    // The handover code is a one-time secret (an admin may produce the archive), not data about the person.
    orders: orderRows.map(({ searchText: _s, handoverCode: _h, wrongCodeAttempts: _w, wrongCodeAt: _a, ...order }) => ({
      ...order,
      lines: lines.filter((l) => l.orderId === order.id),
      history: history.filter((h) => h.orderId === order.id),
      files: files.filter((f) => f.orderId === order.id).map(({ storageKey: _k, ...f }) => f),
    })),
    invoices: invoiceRows.map(({ createdBy: _c, ...invoice }) => ({
      ...invoice,
      lines: invoiceLineRows.filter((l) => l.invoiceId === invoice.id).map(({ invoiceId: _i, ...line }) => line),
    })),
    cart: cart ?? null,
    checkouts,
    chatMessages,
    mail,
    calendar,
    kanban,
    blog,
    files: myFiles.data,
    notifications: bell,
    emails: mails,
    invitations: invited,
    sentInvitations,
    auditEntries: audit.map(({ about: isAbout, detail, ...entry }) => ({ ...entry, ...(isAbout ? { detail } : {}) })),
    /** Internal: the bytes to put beside data.json; removed before writing it. */
    storage: { avatarKey, files, myFiles: myFiles.blobs },
  };
}
