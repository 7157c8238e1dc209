import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { Db } from '../../../db/client';
import { invoiceDraftCreateSchema } from '@pharmacy/shared/schemas/invoice';
import { blogPosts, carts, files as managedFiles, chatMessages, kanbanAttachments, kanbanBoards, kanbanCardAssignees, kanbanCards, kanbanColumns, mailAttachments, shopCheckouts, orderFiles, outboxEmails, pharmacies, pharmacyStaff, rateLimitCounters, shipperPharmacies, shippers } from '../../../db/schema';
import { createDraft } from '../../invoices/drafts';
import { issueInvoice } from '../../invoices/issue';
import { enqueueEmail } from '../../../lib/outbox';
import { GOOD_PASSWORD, signIn } from '../../../test/test-app';
import { call, CIS, handoverCodeOf, multipart, samplePdf, step, submit, upload, type Person, type World } from '../../orders/test-world';
import { rowsOf } from '../../catalogue/product-sql';
import { anAccount, ask } from './fixtures';

/* Test-only: one person with data in every table that can hold personal data, and the tools to look for it. */

/** Strings that belong to this person only: none of them may survive anonymisation anywhere in the database. */
export const MARKERS = {
  firstName: 'Zoltanna',
  lastName: 'Quibbleworth',
  phone: '+32 471 98 76 54',
  accountStreet: 'Kortrijksesteenweg 777',
  orderEmail: 'zq.orders@example.org',
  orderStreet: 'Rue des Marqueurs 77',
  niss: '90010112395',
  eid: '591234567930',
  rid: 'BEP0QZXW9876',
  mandated: 'Bartholomea Vandermarck',
  comment: 'Ring the Tulipwood bell',
  otherRequest: 'Gluten-free Pomegranatia please',
  note: 'Called Zoltanna about it',
  reason: 'Out of Saffronine for Zoltanna',
  adminMessage: 'Welcome back, Madame Quibbleworth',
  fileName: 'quibbleworth-prescription.pdf',
  chat: 'Does Quibbleworth need the Tulipwood syrup?',
  chatFile: 'quibbleworth-allergies.pdf',
  mailSubject: 'Quibbleworth asks about Saffronine',
  mailLabel: 'Quibbleworth family',
  mailFile: 'quibbleworth-letter.pdf',
  calendarEvent: 'Quibbleworth physiotherapy',
  kanbanCard: 'Quibbleworth tax papers',
  blogComment: 'Quibbleworth found this helpful',
  myFolder: 'Quibbleworth scans',
  myFile: 'quibbleworth-xray.pdf',
} as const;

export interface SeededPerson extends Person {
  orders: OrderDetail[];
  /** An invoice the pharmacy issued to them (kept by law) and one still a draft. */
  invoices: { issued: string; draft: string };
  fileKeys: string[];
  /** Every marker, and the account's own e-mail address. */
  needles: string[];
}

const orderForm = (w: World, overrides: object = {}) =>
  sampleOrderForm(w.pharmacyA, {
    first_name: MARKERS.firstName,
    last_name: MARKERS.lastName,
    email: MARKERS.orderEmail,
    phone: MARKERS.phone,
    address: { street: MARKERS.orderStreet, postal_code: '1000', city: 'Bruxelles' },
    national_registration_number: MARKERS.niss,
    prescription_type: 'rid',
    rid: [MARKERS.rid],
    mandated: MARKERS.mandated,
    has_comment: true,
    comment: MARKERS.comment,
    other_request: MARKERS.otherRequest,
    medicines: [
      { cis: CIS.amoxicillin, name: 'Amoxicilline', quantity: 2 },
      { cis: null, name: 'Crème solaire SPF 50', quantity: 1 },
    ],
    ...overrides,
  });

async function placed(w: World, who: Person, overrides: object = {}): Promise<OrderDetail> {
  const res = await submit(w, who.cookie, orderForm(w, overrides));
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A customer with: an account renamed by an admin (old slug, audit details), suspended and reactivated with a message
 * (notifications, e-mails), three orders (delivered to a neighbour with a proof, rejected with a reason, collected
 * with an eID number) with notes and a prescription file, a pending reset link, an invitation to their address, sent
 * and pending e-mails, and (as if they had been a courier and staff once) courier and staff rows.
 */
export async function seedPersonEverywhere(w: World): Promise<SeededPerson> {
  const db = w.t.database.db;
  const { uid, email } = await anAccount(w.t, 'customer', {
    firstName: MARKERS.firstName,
    lastName: 'Before',
    phone: MARKERS.phone,
    address: MARKERS.accountStreet,
    postalCode: '8500',
    city: 'Kortrijk',
  });
  const admin = (method: 'POST' | 'PATCH', path: string, body: object) => ask(w.t, method, `/api/admin/accounts/${uid}${path}`, w.admin.cookie, body);
  const renamed = await admin('PATCH', '', { first_name: MARKERS.firstName, last_name: MARKERS.lastName, phone: MARKERS.phone, language: 'en', address: MARKERS.accountStreet, postal_code: '8500', city: 'Kortrijk' });
  if (renamed.statusCode !== 200) throw new Error(`rename failed: ${renamed.body}`);
  await admin('POST', '/suspend', { message: MARKERS.adminMessage });
  await admin('POST', '/reactivate', { message: MARKERS.adminMessage });
  const person: Person = { uid, email, cookie: await signIn(w.t, email, GOOD_PASSWORD) };

  const delivered = await placed(w, person, { delivery_type: 'neighbour' });
  const uploaded = await upload(w, person.cookie, delivered.id, MARKERS.fileName, samplePdf());
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  await step(w, w.staff, delivered.id, { action: 'accept', prices: delivered.lines.map((l) => ({ lineId: l.id, unitPriceCents: 1234 })), note: MARKERS.note });
  await step(w, w.staff, delivered.id, { action: 'prepare' });
  await step(w, w.staff, delivered.id, { action: 'ready' });
  await step(w, w.staff, delivered.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
  await step(w, w.shipper, delivered.id, { action: 'pick_up' });
  const code = await handoverCodeOf(w, delivered.id, person);
  await step(w, w.shipper, delivered.id, { action: 'deliver', handoverCode: code, receiverName: `${MARKERS.firstName} ${MARKERS.lastName}` });

  const rejected = await placed(w, person);
  await step(w, w.staff, rejected.id, { action: 'reject', reason: MARKERS.reason });
  const collected = await placed(w, person, { prescription_type: 'id_card', rid: [], id_card_number: MARKERS.eid });
  await step(w, w.staff, collected.id, { action: 'cancel', reason: MARKERS.reason });

  // Billed by the pharmacy: one invoice issued (kept as issued by law), one still a draft.
  await db.update(pharmacies).set({ vatNumber: 'BE0123456749' }).where(eq(pharmacies.id, w.pharmacyA));
  const bill = () =>
    createDraft(db, {
      pharmacyId: w.pharmacyA,
      createdBy: w.staff.uid,
      customerId: uid,
      input: invoiceDraftCreateSchema.parse({
        buyer: { name: `${MARKERS.firstName} ${MARKERS.lastName}`, street: MARKERS.accountStreet, postalCode: '8500', city: 'Kortrijk', email },
        lines: [{ description: 'Dafalgan 1 g, 20 comprimés', quantity: 2, unitPriceCents: 395, vatRate: 6 }],
        language: 'en',
      }),
    });
  const issuedInvoice = await issueInvoice(db, (await bill()).id);
  const draftInvoice = await bill();

  await call(w, 'POST', `/api/pharmacies/${w.pharmacyA}/invitations`, w.staff.cookie, { email });
  const reset = await w.t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/auth/new-password' } });
  if (reset.statusCode !== 200) throw new Error(`reset failed: ${reset.body}`);
  // One e-mail already sent, the others still waiting: both must be handled.
  await db.update(outboxEmails).set({ status: 'pending' }).where(eq(outboxEmails.toAddress, email));
  const [first] = await db.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.toAddress, email)).limit(1);
  await db.update(outboxEmails).set({ status: 'sent', sentAt: new Date() }).where(eq(outboxEmails.id, first!.id));

  // As if they had invited a colleague while they were staff: the colleague's e-mail names them.
  await enqueueEmail(db, { to: 'colleague@example.be', language: 'en', template: 'pharmacy-invitation', params: { pharmacy: 'Apotheek De Linde', inviter: `${MARKERS.firstName} ${MARKERS.lastName}`, link: '/auth/register?invite=x', days: '7' } });
  await db.insert(rateLimitCounters).values({ key: `orders:${uid}`, hits: 1, resetAt: new Date(Date.now() + 60_000) });
  await db.insert(shippers).values({ userId: uid, phone: MARKERS.phone, vehicle: 'bike' });
  await db.insert(shipperPharmacies).values({ shipperId: uid, pharmacyId: w.pharmacyB });
  await db.insert(pharmacyStaff).values({ pharmacyId: w.pharmacyB, userId: uid });
  // A shop cart they were filling (its product need not exist: the export reads the row as kept).
  await db.insert(carts).values({ customerId: uid, pharmacyId: w.pharmacyA, items: [{ id: '5b1f3c2a-0000-4000-8000-000000000042', quantity: 2, colors: ['Bleu'] }] });
  // A shop checkout they paid online, delivered to their door and billed to them.
  await db.insert(shopCheckouts).values({
    id: randomUUID(), customerId: uid, pharmacyId: w.pharmacyA, idempotencyKey: randomUUID(), requestHash: 'x', status: 'paid', payment: 'online', delivery: 'home',
    lines: [{ productId: randomUUID(), kind: 'parapharmacy', name: 'Gourde', cis: null, cip13: null, colors: [], quantity: 1, unitPriceCents: 1990, vatRate: 21 }],
    street: MARKERS.orderStreet, postalCode: '1000', city: 'Bruxelles', phone: MARKERS.phone,
    billing: { name: `${MARKERS.firstName} ${MARKERS.lastName}`, street: MARKERS.accountStreet, postalCode: '1000', city: 'Bruxelles', country: 'BE', vatNumber: null, email: MARKERS.orderEmail },
    language: 'en', subtotalCents: 1990, discountCents: 0, shippingCents: 450, totalCents: 2440, expiresAt: new Date(),
  });

  // Their order's conversation (the pharmacist names them in it), and a direct one with the platform, with a file.
  const chatted = await call(w, 'POST', '/api/chat/conversation/message', w.staff.cookie, { conversationId: rejected.id, message: { body: MARKERS.chat } });
  if (chatted.statusCode !== 201) throw new Error(`chat: ${chatted.statusCode} ${chatted.body}`);
  const direct = await call(w, 'POST', '/api/chat/conversation/new', person.cookie, { recipients: [w.admin.uid], message: { body: MARKERS.comment } });
  if (direct.statusCode !== 201) throw new Error(`chat: ${direct.statusCode} ${direct.body}`);
  const pdf = multipart('file', MARKERS.chatFile, samplePdf());
  const attached = await w.t.app.inject({ method: 'POST', url: `/api/chat/conversation/attachment?conversationId=${direct.json().conversation.id}`, headers: { ...pdf.headers, cookie: person.cookie }, payload: pdf.payload });
  if (attached.statusCode !== 201) throw new Error(`chat file: ${attached.statusCode} ${attached.body}`);

  // A mail to the platform with a file, and a label of their own.
  const letter = multipart('file', MARKERS.mailFile, samplePdf());
  const uploadedLetter = await w.t.app.inject({ method: 'POST', url: '/api/mail/attachments', headers: { ...letter.headers, cookie: person.cookie }, payload: letter.payload });
  const mailed = await call(w, 'POST', '/api/mail/mails', person.cookie, { to: [w.admin.uid], subject: MARKERS.mailSubject, message: `<p>${MARKERS.comment}</p>`, attachmentIds: [uploadedLetter.json().attachment.id] });
  if (mailed.statusCode !== 201) throw new Error(`mail: ${mailed.statusCode} ${mailed.body}`);
  await call(w, 'POST', '/api/mail/labels', person.cookie, { name: MARKERS.mailLabel, color: '#00A76F' });

  // A weekly appointment in their calendar, and their subscription link.
  const event = await call(w, 'POST', '/api/calendar/events/new', person.cookie, { title: MARKERS.calendarEvent, start: '2026-12-07T17:00:00+01:00', end: '2026-12-07T18:00:00+01:00', rrule: 'FREQ=WEEKLY' });
  if (event.statusCode !== 200) throw new Error(`calendar: ${event.statusCode} ${event.body}`);
  await call(w, 'GET', '/api/calendar/feed', person.cookie);

  // As if they had been staff with boards: a card of their personal board, and a team card of pharmacy B assigned to them.
  const [own, team] = await db.insert(kanbanBoards).values([{ ownerUserId: uid }, { ownerPharmacyId: w.pharmacyB }]).returning({ id: kanbanBoards.id });
  const [ownColumn, teamColumn] = await db.insert(kanbanColumns).values([{ boardId: own!.id, name: 'Later', position: 'a0' }, { boardId: team!.id, name: 'To do', position: 'a0' }]).returning({ id: kanbanColumns.id });
  const [ownCard, teamCard] = await db
    .insert(kanbanCards)
    .values([{ boardId: own!.id, columnId: ownColumn!.id, position: 'a0', title: MARKERS.kanbanCard, createdBy: uid }, { boardId: team!.id, columnId: teamColumn!.id, position: 'a0', title: 'Restock the shelves', createdBy: uid }])
    .returning({ id: kanbanCards.id });
  await db.insert(kanbanCardAssignees).values({ cardId: teamCard!.id, userId: uid });
  await db.insert(kanbanAttachments).values({ cardId: ownCard!.id, name: 'tax-letter.pdf', mimeType: 'application/pdf', size: 1, storageKey: `kanban/${randomUUID()}`, uploadedBy: uid });

  // A comment of theirs under a pharmacist's article, and an article of theirs (as if they had been staff).
  const article = await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { title: 'Vitamin D in winter', bodyHtml: '<p>Take it with food.</p>' });
  await call(w, 'POST', `/api/blog/manage/posts/${article.json().post.id}/publish`, w.staff.cookie, {});
  const commented = await call(w, 'POST', `/api/blog/posts/${article.json().post.id}/comments`, person.cookie, { body: MARKERS.blogComment });
  if (commented.statusCode !== 201) throw new Error(`blog comment: ${commented.statusCode} ${commented.body}`);
  await db.insert(blogPosts).values({ slug: `hay-fever-${uid}`.toLowerCase(), title: 'Hay fever season', bodyHtml: '<p>Pollen.</p>', bodyText: 'Pollen.', authorId: uid });

  // Their file manager: a folder with a file, shared with the pharmacist and starred; a leaflet the pharmacist shared with them.
  const myFolder = await call(w, 'POST', '/api/files/folders', person.cookie, { name: MARKERS.myFolder });
  const scan = multipart('file', MARKERS.myFile, samplePdf());
  const myFile = await w.t.app.inject({ method: 'POST', url: `/api/files/upload?folderId=${myFolder.json().id}`, headers: { ...scan.headers, cookie: person.cookie }, payload: scan.payload });
  if (myFile.statusCode !== 201) throw new Error(`my file: ${myFile.statusCode} ${myFile.body}`);
  const given = await call(w, 'POST', '/api/files/shares', person.cookie, { kind: 'file', id: myFile.json().id, personId: w.staff.uid });
  if (given.statusCode !== 201) throw new Error(`share: ${given.statusCode} ${given.body}`);
  await call(w, 'PUT', '/api/files/stars', person.cookie, { kind: 'folder', id: myFolder.json().id, starred: true });
  const leafletBody = multipart('file', 'leaflet.pdf', samplePdf());
  const leaflet = await w.t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...leafletBody.headers, cookie: w.staff.cookie }, payload: leafletBody.payload });
  const received = await call(w, 'POST', '/api/files/shares', w.staff.cookie, { kind: 'file', id: leaflet.json().id, personId: uid });
  if (received.statusCode !== 201) throw new Error(`share to them: ${received.statusCode} ${received.body}`);

  const files = await db.select({ key: orderFiles.storageKey }).from(orderFiles).where(eq(orderFiles.orderId, delivered.id));
  const chatFiles = await db.select({ key: chatMessages.attachmentKey }).from(chatMessages).where(isNotNull(chatMessages.attachmentKey));
  const mailFiles = await db.select({ key: mailAttachments.storageKey }).from(mailAttachments);
  const ownFiles = await db.select({ key: managedFiles.storageKey }).from(managedFiles).where(eq(managedFiles.ownerId, uid));
  return {
    ...person,
    orders: [delivered, rejected, collected],
    invoices: { issued: issuedInvoice.id, draft: draftInvoice.id },
    fileKeys: [...files.map((f) => f.key), ...chatFiles.map((f) => f.key!), ...mailFiles.map((f) => f.key), ...ownFiles.map((f) => f.key)],
    needles: [...Object.values(MARKERS), email],
  };
}

/** Where each of `needles` is found: every `table.column` of the public schema (text, arrays, json, jsonb…) holding it. */
export async function findTraces(db: Db, needles: readonly string[]): Promise<{ at: string; needle: string }[]> {
  const columns = rowsOf<{ table: string; column: string }>(await db.execute(sql`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
    ORDER BY 1, 2`));
  const list = sql.join(needles.map((n) => sql`${n}`), sql`, `);
  const traces: { at: string; needle: string }[] = [];
  for (const { table, column } of columns) {
    const rows = rowsOf<{ needle: string }>(await db.execute(sql`
      SELECT n.needle FROM unnest(ARRAY[${list}]::text[]) AS n(needle)
      WHERE EXISTS (SELECT 1 FROM ${sql.identifier(table)} x WHERE strpos(lower(x.${sql.identifier(column)}::text), lower(n.needle)) > 0)`));
    for (const row of rows) traces.push({ at: `${table}.${column}`, needle: row.needle });
  }
  return traces;
}

/** Whether a stored file's bytes are still on the disk of any test app of this machine (keys hold random UUIDs). */
export function fileOnDisk(key: string): boolean {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith('pharmalink-test-'))
    .some((dir) => existsSync(join(tmpdir(), dir, 'files', key)));
}

/** The entries of a downloaded archive, and its data.json parsed. */
export function readArchive(body: Buffer): { names: string[]; data: Record<string, unknown>; entry(name: string): Buffer } {
  const entries = unzipSync(new Uint8Array(body));
  return {
    names: Object.keys(entries).sort(),
    data: JSON.parse(strFromU8(entries['data.json']!)) as Record<string, unknown>,
    entry: (name) => Buffer.from(entries[name]!),
  };
}
