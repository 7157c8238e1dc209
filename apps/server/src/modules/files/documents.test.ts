import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileDocument } from '@pharmacy/shared/schemas/files';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { aDraft, anIssued, makeSeller } from '../invoices/test-world';
import { acceptBody, call, createWorld, multipart, placeOrder, samplePdf, step, upload, type Person, type World } from '../orders/test-world';

/*
 * Issue 18: the documents a person already has, listed without copies, each pointing at the route that guards it.
 * Who sees what follows each module's own rule: orders (never the courier for prescriptions), invoices, chat
 * membership, the mailbox.
 */

let w: World;
let order: OrderDetail;
const ids = {} as { prescription: string; issued: string; issuedNumber: string; draft: string; chat: string; mail: string };
beforeAll(async () => {
  w = await createWorld();
  order = await placeOrder(w, { delivery_type: 'neighbour' });
  ids.prescription = (await upload(w, w.customer.cookie, order.id, 'prescription.pdf', samplePdf())).json().id;
  await step(w, w.staff, order.id, acceptBody(order));
  await step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
  const db = w.t.database.db;
  await makeSeller(db, w.pharmacyA);
  const issued = await anIssued(db, w.pharmacyA, w.customer.uid);
  ids.issued = issued.id;
  ids.issuedNumber = issued.number!;
  ids.draft = (await aDraft(db, w.pharmacyA, w.customer.uid)).id;
  const chatBody = multipart('file', 'allergies.pdf', samplePdf());
  const sent = await w.t.app.inject({ method: 'POST', url: `/api/chat/conversation/attachment?conversationId=${order.id}`, headers: { ...chatBody.headers, cookie: w.customer.cookie }, payload: chatBody.payload });
  ids.chat = sent.json().message.id;
  const letter = multipart('file', 'letter.pdf', samplePdf());
  const attached = await w.t.app.inject({ method: 'POST', url: '/api/mail/attachments', headers: { ...letter.headers, cookie: w.customer.cookie }, payload: letter.payload });
  ids.mail = attached.json().attachment.id;
  const mailed = await call(w, 'POST', '/api/mail/mails', w.customer.cookie, { to: [w.admin.uid], subject: 'About my treatment', message: '<p>See the letter.</p>', attachmentIds: [ids.mail] });
  if (mailed.statusCode !== 201) throw new Error(`mail: ${mailed.body}`);
});
afterAll(async () => w?.t.close());

async function documents(who: Person, source: string): Promise<FileDocument[]> {
  const res = await call(w, 'GET', `/api/files/documents?source=${source}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().truncated).toBe(false);
  return res.json().documents;
}
const idsIn = async (who: Person, source: string) => (await documents(who, source)).map((d) => d.id).sort();
/** The listed address really serves the bytes to this person. */
const opens = async (who: Person, doc: FileDocument) => expect((await call(w, 'GET', doc.url, who.cookie)).statusCode, doc.url).toBe(200);

describe('prescriptions', () => {
  it('lists the customer’s and their pharmacy staff’s, never a courier’s, another pharmacy’s or an admin’s', async () => {
    const [mine] = await documents(w.customer, 'prescriptions');
    expect(mine).toMatchObject({ id: ids.prescription, name: 'prescription.pdf', mimeType: 'application/pdf', url: `/api/orders/${order.id}/files/${ids.prescription}`, context: order.reference, href: '/my/dashboard' });
    await opens(w.customer, mine!);
    const [staff] = await documents(w.staff, 'prescriptions');
    expect(staff?.href).toBe(`/dashboard/order/${order.id}`);
    await opens(w.staff, staff!);
    for (const who of [w.shipper, w.otherStaff, w.otherCustomer, w.admin]) expect(await idsIn(who, 'prescriptions')).toEqual([]);
  });
});

describe('invoices', () => {
  it('lists what modules/invoices/access.ts lets each read: the customer’s issued ones, all of P’s for its staff', async () => {
    const customer = await documents(w.customer, 'invoices');
    expect(customer).toEqual([expect.objectContaining({ id: ids.issued, url: `/api/invoices/${ids.issued}/pdf`, context: ids.issuedNumber, size: null, mimeType: 'application/pdf' })]);
    await opens(w.customer, customer[0]!);
    expect(await idsIn(w.staff, 'invoices')).toEqual([ids.issued, ids.draft].sort());
    expect((await documents(w.staff, 'invoices')).find((d) => d.id === ids.draft)?.href).toBe(`/dashboard/invoice/${ids.draft}`);
    expect(await idsIn(w.admin, 'invoices')).toEqual([ids.issued, ids.draft].sort());
    for (const who of [w.shipper, w.otherStaff, w.otherCustomer]) expect(await idsIn(who, 'invoices')).toEqual([]);
  });
});

describe('chat and mail attachments', () => {
  it('lists a conversation’s files to its members (the courier while delivering), not to others', async () => {
    for (const who of [w.customer, w.staff, w.shipper]) {
      const [doc] = await documents(who, 'chat');
      expect(doc).toMatchObject({ id: ids.chat, name: 'allergies.pdf', url: `/api/chat/attachments/${ids.chat}`, context: order.reference });
      await opens(who, doc!);
    }
    expect((await documents(w.customer, 'chat'))[0]?.href).toBe(`/my/chat/${order.id}`);
    expect((await documents(w.staff, 'chat'))[0]?.href).toBe(`/dashboard/chat/${order.id}`);
    for (const who of [w.otherStaff, w.otherShipper, w.admin, w.otherCustomer]) expect(await idsIn(who, 'chat')).toEqual([]);
  });

  it('lists the files of the mails in one’s mailbox, with the mail’s subject and its page', async () => {
    const [sent] = await documents(w.customer, 'mail');
    expect(sent).toMatchObject({ id: ids.mail, url: `/api/mail/attachments/${ids.mail}`, context: 'About my treatment' });
    expect(sent?.href).toMatch(/^\/my\/mail\?mail=[0-9a-f-]{36}$/);
    const [received] = await documents(w.admin, 'mail');
    expect(received?.href).toMatch(/^\/dashboard\/mail\?mail=[0-9a-f-]{36}$/);
    await opens(w.admin, received!);
    for (const who of [w.staff, w.shipper, w.otherCustomer]) expect(await idsIn(who, 'mail')).toEqual([]);
  });
});

it('refuses an unknown source (400), anonymous (401) and a pending account (403)', async () => {
  expect((await call(w, 'GET', '/api/files/documents?source=photos', w.customer.cookie)).statusCode).toBe(400);
  expect((await call(w, 'GET', '/api/files/documents?source=mail')).statusCode).toBe(401);
  expect((await call(w, 'GET', '/api/files/documents?source=mail', w.pending.cookie)).statusCode).toBe(403);
});
