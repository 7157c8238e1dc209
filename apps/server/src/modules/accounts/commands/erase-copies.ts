import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  auditLog,
  authVerification,
  carts,
  shopCheckouts,
  idempotencyKeys,
  invoices,
  notifications,
  orderFiles,
  orderHistory,
  orders,
  outboxEmails,
  pharmacyInvitations,
  rateLimitCounters,
  shippers,
} from '../../../db/schema';
import { refreshSearchText } from '../../orders/repository';
import { eraseDetail } from './erase-detail';
import { eraseChat } from '../../chat/personal-data';
import { eraseMail } from '../../mail/personal-data';
import { eraseCalendar } from '../../calendar/personal-data';
import { eraseKanban } from '../../kanban/personal-data';
import { eraseBlog } from '../../blog/personal-data';
import { eraseFiles } from '../../files/personal-data';

export interface PersonToErase {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  phone: string;
  address: string;
}

/** What an anonymised order shows in place of the patient (the account shows the same). */
const FORMER_PATIENT = { firstName: 'Former', lastName: 'user' } as const;

/**
 * Erases the copies of a person's data held outside their profile, in the caller's transaction (anonymise.ts).
 * Returns the storage keys of the prescription files to remove once the transaction has committed.
 *
 * What stays on their orders is what a pharmacy must keep about a dispensing (Belgian pharmacists keep their
 * dispensing records for years): the lines (what), the dates and statuses (when), the history's actor ids and the
 * proof of handover's time and courier (by whom). Everything the person typed or that names them goes: names,
 * contact details, address, national number, eID number, RIDs, the mandated person, comments, requests and the
 * free-text notes and reasons (they may quote the person).
 *
 * Prescription files of their orders are deleted, rows and bytes: an uploaded photo is a convenience copy, while the legal original
 * (the paper prescription or the Recip-e record behind the RID) stays with the prescriber's and the pharmacy's own
 * systems. Keeping pictures of a forgotten person's prescriptions would keep the very health data they asked us to drop.
 */
export async function eraseCopies(tx: Db, person: PersonToErase): Promise<string[]> {
  const own = await tx
    .select({ id: orders.id, email: orders.email, reference: orders.reference })
    .from(orders)
    .where(eq(orders.customerId, person.uid))
    .for('update');
  const orderIds = own.map((o) => o.id);
  const emails = [...new Set([person.email, ...own.map((o) => o.email)].map((e) => e.trim().toLowerCase()).filter(Boolean))];

  const fileKeys = [...(await eraseChat(tx, person.uid, orderIds)), ...(await eraseMail(tx, person.uid)), ...(await eraseOrders(tx, orderIds))];
  await eraseCalendar(tx, person.uid);
  fileKeys.push(...(await eraseKanban(tx, person.uid)));
  await eraseBlog(tx, person.uid);
  fileKeys.push(...(await eraseFiles(tx, person.uid)));
  await eraseMessages(tx, person, emails, own.map((o) => o.reference));
  await eraseAudit(tx, person, orderIds, emails);
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, person.uid));
  await tx.delete(carts).where(eq(carts.customerId, person.uid));
  await tx
    .update(shopCheckouts)
    .set({
      street: '',
      postalCode: '',
      city: '',
      phone: '',
      billing: sql`${shopCheckouts.billing} || jsonb_build_object('name', ${`${FORMER_PATIENT.firstName} ${FORMER_PATIENT.lastName}`}::text, 'street', '', 'postalCode', '', 'city', '', 'email', null, 'vatNumber', null)`,
      updatedAt: sql`now()`,
    })
    .where(eq(shopCheckouts.customerId, person.uid));
  // Issued invoices stay as issued (the VAT Code keeps them 10 years); a draft has no number and forgets the buyer.
  await tx
    .update(invoices)
    .set({
      buyer: sql`${invoices.buyer} || jsonb_build_object('name', ${`${FORMER_PATIENT.firstName} ${FORMER_PATIENT.lastName}`}::text, 'street', '', 'postalCode', '', 'city', '', 'email', null, 'vatNumber', null)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.customerId, person.uid), eq(invoices.status, 'draft')));
  // A courier's working phone is theirs; the pharmacies they delivered for stay (ids only: who delivered).
  await tx.update(shippers).set({ phone: '', available: false, updatedAt: sql`now()` }).where(eq(shippers.userId, person.uid));
  // Limits counted per account (key `<limit>:<uid>`); those per network address expire with their window.
  await tx.delete(rateLimitCounters).where(sql`strpos(${rateLimitCounters.key}, ${person.uid}) > 0`);
  // Any token still pointing at the account (reset links are keyed by the uid, other flows by the e-mail).
  await tx.delete(authVerification).where(or(eq(authVerification.value, person.uid), inArray(sql`lower(${authVerification.identifier})`, emails)));
  return fileKeys;
}

async function eraseOrders(tx: Db, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  // The prescriptions of their orders, whoever uploaded them (not those a staff member uploaded for other patients).
  const files = await tx.delete(orderFiles).where(inArray(orderFiles.orderId, orderIds)).returning({ key: orderFiles.storageKey });
  await tx
    .update(orders)
    .set({
      ...FORMER_PATIENT,
      email: '',
      phone: '',
      street: '',
      postalCode: '',
      city: '',
      nationalRegistrationNumber: '',
      rid: [],
      idCardNumber: '',
      mandated: '',
      comment: '',
      hasComment: false,
      request: '',
      otherRequest: '',
      otherRequestPharmacy: '',
      // The handover is proven by its time and the courier (proof_at, proof_by); the receiver's name goes.
      proofReceiverName: sql`CASE WHEN ${orders.proofReceiverName} IS NULL THEN NULL ELSE '' END`,
      rejectionReason: null,
      cancellationReason: null,
      failureReason: null,
    })
    .where(inArray(orders.id, orderIds));
  await tx.update(orderHistory).set({ note: null }).where(and(inArray(orderHistory.orderId, orderIds), isNotNull(orderHistory.note)));
  for (const id of orderIds) await refreshSearchText(tx, id);
  return files.map((f) => f.key);
}

async function eraseMessages(tx: Db, person: PersonToErase, emails: string[], references: string[]): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, person.uid));
  // Invitations the person sent to colleagues carry their name as the inviter.
  await tx
    .update(outboxEmails)
    .set({ params: sql`${outboxEmails.params} || jsonb_build_object('inviter', ${`${FORMER_PATIENT.firstName} ${FORMER_PATIENT.lastName}`}::text)` })
    .where(and(eq(outboxEmails.template, 'pharmacy-invitation'), eq(sql`${outboxEmails.params}->>'inviter'`, person.displayName)));
  // E-mail copies of the mails they wrote name them as the sender.
  await tx
    .update(outboxEmails)
    .set({ params: sql`${outboxEmails.params} || jsonb_build_object('sender', ${`${FORMER_PATIENT.firstName} ${FORMER_PATIENT.lastName}`}::text)` })
    .where(and(eq(outboxEmails.template, 'mail-received'), eq(sql`${outboxEmails.params}->>'sender'`, person.displayName)));
  // Contact form messages they wrote (issue 18) go to the platform's address: unsent ones never leave, sent ones keep no words.
  const theirContact = and(
    eq(outboxEmails.template, 'contact-message'),
    or(eq(sql`${outboxEmails.params}->>'account'`, person.uid), inArray(sql`lower(${outboxEmails.params}->>'email')`, emails)),
  );
  await tx.delete(outboxEmails).where(and(theirContact, sql`${outboxEmails.status} <> 'sent'`));
  await tx.update(outboxEmails).set({ params: {}, lastError: null }).where(and(theirContact, eq(outboxEmails.status, 'sent')));
  // Others' bells about the person's orders keep the event and the reference, not the words quoted in them.
  if (references.length > 0) {
    await tx
      .update(notifications)
      .set({ params: sql`${notifications.params} - 'reason' - 'message' - 'name'` })
      .where(inArray(sql`${notifications.params}->>'reference'`, references));
  }
  if (emails.length === 0) return;
  const toThem = inArray(sql`lower(${outboxEmails.toAddress})`, emails);
  // Not sent yet: it never leaves. Sent: the record that an e-mail went out stays, not to whom or what it said.
  await tx.delete(outboxEmails).where(and(toThem, sql`${outboxEmails.status} <> 'sent'`));
  await tx
    .update(outboxEmails)
    .set({ toAddress: sql`'erased-' || ${outboxEmails.id} || '@anonymised.invalid'`, params: {}, lastError: null })
    .where(and(toThem, eq(outboxEmails.status, 'sent')));
}

/** Keeps each entry's action, time, actor and entity; erases the words in the details of the entries about the person. */
async function eraseAudit(tx: Db, person: PersonToErase, orderIds: string[], emails: string[]): Promise<void> {
  const invitations = await tx
    .delete(pharmacyInvitations)
    .where(inArray(sql`lower(${pharmacyInvitations.email})`, emails))
    .returning({ id: pharmacyInvitations.id, pharmacyId: pharmacyInvitations.pharmacyId });
  const about = [
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, person.uid)),
    ...(orderIds.length > 0 ? [and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, orderIds))] : []),
    ...(invitations.length > 0
      ? [
          and(
            eq(auditLog.entityType, 'pharmacy'),
            inArray(auditLog.entityId, [...new Set(invitations.map((i) => i.pharmacyId))]),
            inArray(sql`${auditLog.detail}->>'invitationId'`, invitations.map((i) => i.id)),
          ),
        ]
      : []),
  ];
  const entries = await tx.select({ id: auditLog.id, detail: auditLog.detail }).from(auditLog).where(or(...about)).for('update');
  const known = [person.firstName, person.lastName, person.email, person.phone, person.address, ...emails];
  for (const entry of entries) {
    const erased = eraseDetail(entry.detail, known) as Record<string, unknown>;
    if (JSON.stringify(erased) !== JSON.stringify(entry.detail)) await tx.update(auditLog).set({ detail: erased }).where(eq(auditLog.id, entry.id));
  }
}
