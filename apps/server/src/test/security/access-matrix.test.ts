import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, multipart, samplePdf } from '../../modules/orders/test-world';
import { openApiOperations } from '../fuzz/operations';
import { GOOD_PASSWORD, signIn, uniqueEmail } from '../test-app';
import { aDraft, anIssued } from '../../modules/invoices/test-world';
import { aProduct } from '../../modules/shop/testing/world';
import { accountWithStatus, ACTORS, assignedOrder, createMatrixWorld, invite, STOCK_CIP13, type Actor, type MatrixWorld } from './matrix-world';

/*
 * Issue 11: docs/PRODUCT.md "What each role may do", for every endpoint of the OpenAPI document that carries an id (in
 * its path, or in its query), as every kind of person. Allowed → 2xx; anyone else → 401, 403 or 404, and nothing of
 * the owner's in the answer. A new endpoint with an id fails "every id endpoint has a row" until it gets one.
 */

type Req = Omit<InjectOptions, 'method' | 'url'> & { method: string; url: string };
interface Row {
  /** `METHOD /openapi/path`, or `METHOD /path?param` for an id carried in the query. */
  key: string;
  allowed: readonly Actor[];
  /** The request as `actor`; an allowed writer gets a target of its own so the next cell still has one. */
  request(actor: Actor, allowed: boolean): Promise<Req> | Req;
}

let w: MatrixWorld;
beforeAll(async () => {
  w = await createMatrixWorld();
});
afterAll(async () => w?.t.close());

const EVERYONE = ACTORS;
const ADMIN = ['admin'] as const;
const STAFF_P = ['staff of P', 'admin'] as const;
const ORDER_READERS = ['owner', 'staff of P', 'assigned courier S1', 'admin'] as const;
const CHAT_MEMBERS = ['owner', 'staff of P', 'assigned courier S1'] as const;
const json = (method: string, url: string, payload?: object | unknown[]): Req => ({ method, url, ...(payload ? { payload } : {}) });
const file = (method: string, url: string, bytes: Buffer, name = 'x.png'): Req => {
  const body = multipart('file', name, bytes);
  return { method, url, headers: body.headers, payload: body.payload };
};
const contactAddress = (actor: Actor) => `192.0.2.${ACTORS.indexOf(actor) + 1}`;
/** A message sent as soon as its token came: answered 202 like any other and dropped (contact.test.ts files real ones). */
const contactMessage = async (actor: Actor) => {
  const res = await w.t.app.inject({ method: 'GET', url: '/api/contact/token', remoteAddress: contactAddress(actor) });
  return { name: 'Matrix', email: 'matrix@example.be', subject: 'Hello', message: 'A message from the matrix.', token: res.json().token as string };
};
/** A fresh account for an admin action that changes it (approve, suspend, anonymise…). */
const freshUid = async (role: 'customer' | 'pharmacy' | 'shipper' = 'customer', status: 'active' | 'suspended' = 'active') =>
  (await accountWithStatus(w, role, status)).uid;
const freshDraft = () => aDraft(w.t.database.db, w.pharmacyA, w.customer.uid);
const freshInvoice = () => anIssued(w.t.database.db, w.pharmacyA, w.customer.uid);
/** The owner's invoice to a business buyer (a VAT number), sent by P's staff once: a person's invoice has no UBL (409). */
let businessInvoice: Promise<string> | undefined;
const businessInvoiceId = () =>
  (businessInvoice ??= (async () => {
    const draft = await aDraft(w.t.database.db, w.pharmacyA, w.customer.uid, { buyer: { name: 'Les Tilleuls SRL', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', vatNumber: 'BE0403170701' } });
    const sent = await call(w, 'POST', `/api/invoices/${draft.id}/send`, w.personOf('staff of P')!.cookie);
    if (sent.statusCode !== 200) throw new Error(`sending the business invoice: ${sent.statusCode} ${sent.body}`);
    return draft.id;
  })());
/** A visible shop product of P, put on sale once by P's staff. */
let shopProductOfP: ReturnType<typeof aProduct> | undefined;
const shopProduct = () => (shopProductOfP ??= aProduct(w, w.personOf('staff of P')!));
/** The owner's checkout of that product, paid at the pharmacy, made once. */
let ownersCheckoutId: Promise<string> | undefined;
const ownersCheckout = () =>
  (ownersCheckoutId ??= (async () => {
    const product = await shopProduct();
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: w.customer.cookie, 'idempotency-key': randomUUID() },
      payload: { pharmacyId: product.pharmacy.id, items: [{ id: product.id, quantity: 1 }], delivery: 'collect', billing: { name: 'Owner', street: 'Rue 1', postalCode: '1000', city: 'Bruxelles' }, phone: '+32470123456', payment: 'at_pharmacy', expectedTotalCents: product.priceCents },
    });
    if (res.statusCode !== 201) throw new Error(`the owner's checkout: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  })());
/** A new one per cell, for the gallery rows (a product holds 8 pictures at most). */
const freshShopProduct = () => aProduct(w, w.personOf('staff of P')!);
/** A picture the owner sent in their order's conversation, once. */
let ownersAttachment: Promise<string> | undefined;
const chatAttachmentId = () =>
  (ownersAttachment ??= (async () => {
    const body = multipart('file', 'box.png', w.png);
    const res = await w.t.app.inject({ method: 'POST', url: `/api/chat/conversation/attachment?conversationId=${w.order.id}`, headers: { ...body.headers, cookie: w.customer.cookie }, payload: body.payload });
    if (res.statusCode !== 201) throw new Error(`the owner's attachment: ${res.statusCode} ${res.body}`);
    return res.json().message.id as string;
  })());
/** The owner's mailbox: a notice about their order (filed from its notification), a fresh draft, label or upload. */
/** P's team board, made when its staff first open the kanban. */
const teamBoardOfP = async () => (await call(w, 'GET', '/api/kanban/board', w.personOf('staff of P')!.cookie)).json().board.id as string;
/** A card of P's team board, and a picture on it, made once by P's staff. */
let teamCard: Promise<string> | undefined;
const teamCardOfP = () =>
  (teamCard ??= (async () => {
    const board = (await call(w, 'GET', '/api/kanban/board', w.personOf('staff of P')!.cookie)).json().board;
    const res = await call(w, 'POST', '/api/kanban/cards/new', w.personOf('staff of P')!.cookie, { columnId: board.columnOrder[0], card: { title: 'Fridge log' } });
    if (res.statusCode !== 201) throw new Error(`kanban card: ${res.statusCode} ${res.body}`);
    return res.json().card.id as string;
  })());
let teamFile: Promise<string> | undefined;
const teamFileOfP = () =>
  (teamFile ??= (async () => {
    const body = multipart('file', 'fridge.png', w.png);
    const res = await w.t.app.inject({ method: 'POST', url: `/api/kanban/cards/attachment?cardId=${await teamCardOfP()}`, headers: { ...body.headers, cookie: w.personOf('staff of P')!.cookie }, payload: body.payload });
    if (res.statusCode !== 201) throw new Error(`kanban file: ${res.statusCode} ${res.body}`);
    return res.json().attachment.id as string;
  })());
/** A blog post by P's staff (published or a draft), and the owner's comment under one of P's published posts. */
const blogPostOfP = async (publish = false) => {
  const staff = w.personOf('staff of P')!.cookie;
  const res = await call(w, 'POST', '/api/blog/manage/posts', staff, { title: 'Matrix article', bodyHtml: '<p>Words.</p>' });
  if (res.statusCode !== 201) throw new Error(`blog post: ${res.statusCode} ${res.body}`);
  if (publish) await call(w, 'POST', `/api/blog/manage/posts/${res.json().post.id}/publish`, staff, {});
  return res.json().post.id as string;
};
const draftSlugOfP = async () =>
  (await call(w, 'GET', `/api/blog/manage/posts/${await blogPostOfP()}`, w.personOf('staff of P')!.cookie)).json().post.slug as string;
let blogPost: Promise<string> | undefined;
const sharedBlogPost = () => (blogPost ??= blogPostOfP(true));
const ownersBlogComment = async () => (await asOwner('POST', `/api/blog/posts/${await sharedBlogPost()}/comments`, { body: 'Matrix comment' })).comment.id as string;
const asOwner = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await w.t.app.inject({ method, url, headers: { cookie: w.customer.cookie }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} as the owner: ${res.statusCode} ${res.body}`);
  return res.json();
};
const ownersMail = async () => (await asOwner('GET', '/api/mail/mails?labelId=all')).mails[0].id as string;
const ownersDraft = async () => (await asOwner('POST', '/api/mail/mails', { draft: true, to: [], subject: 'Draft', message: '<p>Secret draft</p>' })).mail.id as string;
const freshLabel = async () => (await asOwner('POST', '/api/mail/labels', { name: 'Mine', color: '#00A76F' })).label.id as string;
let ownersLabelId: Promise<string> | undefined;
const ownersLabel = () => (ownersLabelId ??= freshLabel());
const ownersUpload = async () => {
  const body = multipart('file', 'scan.pdf', samplePdf());
  const res = await w.t.app.inject({ method: 'POST', url: '/api/mail/attachments', headers: { ...body.headers, cookie: w.customer.cookie }, payload: body.payload });
  return res.json().attachment.id as string;
};
/** The owner's file manager (issue 18): a folder made once, a fresh PDF per cell, and shares with P's staff. */
let ownersFolderId: Promise<string> | undefined;
const ownersFolder = () => (ownersFolderId ??= (async () => (await asOwner('POST', '/api/files/folders', { name: 'Matrix folder' })).id as string)());
const freshOwnersFolder = async () => (await asOwner('POST', '/api/files/folders', { name: 'Matrix folder' })).id as string;
const ownersFile = async () => {
  const body = multipart('file', 'matrix.pdf', samplePdf());
  const res = await w.t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...body.headers, cookie: w.customer.cookie }, payload: body.payload });
  if (res.statusCode !== 201) throw new Error(`the owner's file: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
};
const ownersShare = async (id: string) => (await asOwner('POST', '/api/files/shares', { kind: 'file', id, personId: w.personOf('staff of P')!.uid, permission: 'read' })).id as string;
const pendingUid = async () => {
  const res = await call(w, 'POST', '/api/user', undefined, { email: uniqueEmail('pending'), password: 'Correct-horse-42', name: 'P', lastname: 'Ending', role: 'pharmacy' });
  return res.json().user.uid as string;
};

const ROWS: Row[] = [
  // Accounts: the admin's.
  { key: 'GET /api/admin/accounts/by-slug/{slug}', allowed: ADMIN, request: () => json('GET', `/api/admin/accounts/by-slug/${w.ownerSlug}`) },
  {
    key: 'PATCH /api/admin/accounts/{uid}',
    allowed: ADMIN,
    request: async (_a, ok) =>
      json('PATCH', `/api/admin/accounts/${ok ? await freshUid() : w.customer.uid}`, { address: 'Rue Haute 3', postal_code: '1000', city: 'Bruxelles', first_name: 'Changed', last_name: 'By', phone: '0470 12 34 56', language: 'fr' }),
  },
  { key: 'POST /api/admin/accounts/{uid}/approve', allowed: ADMIN, request: async () => json('POST', `/api/admin/accounts/${await pendingUid()}/approve`, {}) },
  { key: 'POST /api/admin/accounts/{uid}/refuse', allowed: ADMIN, request: async () => json('POST', `/api/admin/accounts/${await pendingUid()}/refuse`, { message: 'Not a pharmacy.' }) },
  { key: 'POST /api/admin/accounts/{uid}/suspend', allowed: ADMIN, request: async (_a, ok) => json('POST', `/api/admin/accounts/${ok ? await freshUid() : w.customer.uid}/suspend`, {}) },
  { key: 'POST /api/admin/accounts/{uid}/reactivate', allowed: ADMIN, request: async () => json('POST', `/api/admin/accounts/${await freshUid('customer', 'suspended')}/reactivate`, {}) },
  { key: 'PUT /api/admin/accounts/{uid}/role', allowed: ADMIN, request: async (_a, ok) => json('PUT', `/api/admin/accounts/${ok ? await freshUid() : w.customer.uid}/role`, { role: 'admin' }) },
  { key: 'POST /api/admin/accounts/{uid}/anonymise', allowed: ADMIN, request: async (_a, ok) => json('POST', `/api/admin/accounts/${ok ? await freshUid() : w.customer.uid}/anonymise`) },
  { key: 'POST /api/admin/accounts/{uid}/avatar', allowed: ADMIN, request: () => file('POST', `/api/admin/accounts/${w.otherCustomer.uid}/avatar`, w.png) },
  { key: 'DELETE /api/admin/accounts/{uid}/avatar', allowed: ADMIN, request: async (_a, ok) => json('DELETE', `/api/admin/accounts/${ok ? await freshUid() : w.customer.uid}/avatar`) },
  { key: 'GET /api/users/{id}/export', allowed: ADMIN, request: () => json('GET', `/api/users/${w.customer.uid}/export`) },
  { key: 'GET /api/people/{slug}/profile', allowed: ['owner', 'admin'], request: () => json('GET', `/api/people/${w.ownerSlug}/profile`) },
  // An avatar is a public picture under an unguessable name (shown on profiles and order pages).
  { key: 'GET /api/images/{name}', allowed: EVERYONE, request: () => json('GET', `/api/images/${w.avatarName}`) },
  // Pharmacies: the directory and profiles are public; changes are its staff's or an admin's.
  { key: 'GET /api/pharmacies/by-slug/{slug}/profile', allowed: EVERYONE, request: () => json('GET', `/api/pharmacies/by-slug/${w.pharmacySlug}/profile`) },
  { key: 'GET /api/pharmacies/{id}', allowed: EVERYONE, request: () => json('GET', `/api/pharmacies/${w.pharmacyA}`) },
  { key: 'PATCH /api/pharmacies/{id}', allowed: STAFF_P, request: () => json('PATCH', `/api/pharmacies/${w.pharmacyA}`, { phone: '02 123 45 67' }) },
  { key: 'POST /api/pharmacies/{id}/logo', allowed: STAFF_P, request: () => file('POST', `/api/pharmacies/${w.pharmacyA}/logo`, w.png) },
  { key: 'DELETE /api/pharmacies/{id}/logo', allowed: STAFF_P, request: () => json('DELETE', `/api/pharmacies/${w.pharmacyA}/logo`) },
  { key: 'POST /api/pharmacies/{id}/invitations', allowed: STAFF_P, request: () => json('POST', `/api/pharmacies/${w.pharmacyA}/invitations`, { email: uniqueEmail('inv') }) },
  { key: 'GET /api/pharmacies/{id}/invitations', allowed: STAFF_P, request: () => json('GET', `/api/pharmacies/${w.pharmacyA}/invitations`) },
  {
    key: 'DELETE /api/pharmacies/{id}/invitations/{invitationId}',
    allowed: STAFF_P,
    request: async (_a, ok) => json('DELETE', `/api/pharmacies/${w.pharmacyA}/invitations/${ok ? (await invite(w, uniqueEmail('inv'))).id : w.invitation.id}`),
  },
  // Whoever holds the e-mailed link may read it; only the invited address may accept it (none of these people).
  { key: 'GET /api/invitations/{token}', allowed: EVERYONE, request: () => json('GET', `/api/invitations/${w.invitation.token}`) },
  { key: 'POST /api/invitations/{token}/accept', allowed: [], request: () => json('POST', `/api/invitations/${w.invitation.token}/accept`) },
  { key: 'PUT /api/pharmacies/{id}/staff/{uid}', allowed: ADMIN, request: async (_a, ok) => json('PUT', `/api/pharmacies/${w.pharmacyA}/staff/${ok ? await freshUid('pharmacy') : w.otherStaff.uid}`) },
  {
    key: 'DELETE /api/pharmacies/{id}/staff/{uid}',
    allowed: ADMIN,
    request: async (_a, ok) => {
      if (!ok) return json('DELETE', `/api/pharmacies/${w.pharmacyA}/staff/${w.staff.uid}`);
      const uid = await freshUid('pharmacy');
      await call(w, 'PUT', `/api/pharmacies/${w.pharmacyA}/staff/${uid}`, w.admin.cookie);
      return json('DELETE', `/api/pharmacies/${w.pharmacyA}/staff/${uid}`);
    },
  },
  { key: 'GET /api/pharmacies/{id}/stock', allowed: STAFF_P, request: () => json('GET', `/api/pharmacies/${w.pharmacyA}/stock`) },
  // Stock and prices are the pharmacy's own business: its staff set them, an admin does not (routes.ts, allowAdmin: false).
  { key: 'PUT /api/pharmacies/{id}/stock/{cip13}', allowed: ['staff of P'], request: () => json('PUT', `/api/pharmacies/${w.pharmacyA}/stock/${STOCK_CIP13}`, { quantity: 3, price: 450 }) },
  { key: 'DELETE /api/pharmacies/{id}/stock/{cip13}', allowed: ['staff of P'], request: () => json('DELETE', `/api/pharmacies/${w.pharmacyA}/stock/${STOCK_CIP13}`) },
  { key: 'GET /api/pharmacies/{id}/shippers', allowed: STAFF_P, request: () => json('GET', `/api/pharmacies/${w.pharmacyA}/shippers`) },
  { key: 'GET /api/shippers/export.csv?pharmacyId', allowed: ADMIN, request: () => json('GET', `/api/shippers/export.csv?pharmacyId=${w.pharmacyA}`) },
  { key: 'GET /api/shippers?pharmacyId', allowed: STAFF_P, request: () => json('GET', `/api/shippers?pharmacyId=${w.pharmacyA}`) },
  // Couriers: the admin manages them; a profile is for the courier, an admin and the staff of a pharmacy it serves.
  { key: 'GET /api/shippers/by-slug/{slug}', allowed: ADMIN, request: () => json('GET', `/api/shippers/by-slug/${w.courierSlug}`) },
  { key: 'GET /api/shippers/by-slug/{slug}/profile', allowed: ['assigned courier S1', 'staff of P', 'admin'], request: () => json('GET', `/api/shippers/by-slug/${w.courierSlug}/profile`) },
  { key: 'PATCH /api/shippers/{uid}', allowed: ADMIN, request: () => json('PATCH', `/api/shippers/${w.shipper.uid}`, { vehicle: 'bike' }) },
  {
    key: 'PUT /api/shippers/{uid}/pharmacies',
    allowed: ADMIN,
    request: () => json('PUT', `/api/shippers/${w.shipper.uid}/pharmacies`, [{ pharmacyId: w.pharmacyA, isStaff: true }]),
  },
  // Notifications: one's own.
  { key: 'POST /api/notifications/{id}/read', allowed: ['owner'], request: () => json('POST', `/api/notifications/${w.notificationId}/read`) },
  // Orders: its customer, its pharmacy's staff, its courier (not the prescriptions), an admin.
  { key: 'GET /api/orders/{id}', allowed: ORDER_READERS, request: () => json('GET', `/api/orders/${w.order.id}`) },
  { key: 'POST /api/orders/{id}/transitions', allowed: STAFF_P, request: async (_a, ok) => json('POST', `/api/orders/${ok ? (await assignedOrder(w)).id : w.order.id}/transitions`, { action: 'prepare' }) },
  {
    key: 'PUT /api/orders/{id}/lines',
    allowed: STAFF_P,
    request: () => json('PUT', `/api/orders/${w.order.id}/lines`, { lines: w.order.lines.map((l) => ({ id: l.id, cis: l.cis, name: l.name, quantity: l.quantity, unitPriceCents: 500, notMedicine: !l.cis })) }),
  },
  { key: 'POST /api/orders/{id}/files', allowed: ['owner', 'staff of P', 'admin'], request: () => file('POST', `/api/orders/${w.order.id}/files`, samplePdf(), 'scan.pdf') },
  { key: 'GET /api/orders/{id}/files/{fileId}', allowed: ['owner', 'staff of P', 'admin'], request: () => json('GET', `/api/orders/${w.order.id}/files/${w.fileId}`) },
  // Invoices (modules/invoices/access.ts): its customer reads it once issued, its pharmacy's staff manage it, an admin
  // reads it and acts on none. A writer gets a fresh draft or issued invoice of its own.
  { key: 'GET /api/invoices/{id}', allowed: ['owner', 'staff of P', 'admin'], request: () => json('GET', `/api/invoices/${w.invoice.id}`) },
  { key: 'PATCH /api/invoices/{id}', allowed: ['staff of P'], request: async (_a, ok) => json('PATCH', `/api/invoices/${ok ? (await freshDraft()).id : w.invoice.id}`, { notes: 'Changed' }) },
  { key: 'POST /api/invoices/{id}/send', allowed: ['staff of P'], request: async (_a, ok) => json('POST', `/api/invoices/${ok ? (await freshDraft()).id : w.invoice.id}/send`) },
  { key: 'POST /api/invoices/{id}/pay', allowed: ['staff of P'], request: async (_a, ok) => json('POST', `/api/invoices/${ok ? (await freshInvoice()).id : w.invoice.id}/pay`, { method: 'cash' }) },
  { key: 'POST /api/invoices/{id}/credit-note', allowed: ['staff of P'], request: async (_a, ok) => json('POST', `/api/invoices/${ok ? (await freshInvoice()).id : w.invoice.id}/credit-note`) },
  { key: 'GET /api/invoices/{id}/pdf', allowed: ['owner', 'staff of P', 'admin'], request: () => json('GET', `/api/invoices/${w.invoice.id}/pdf`) },
  // An order's invoices: the order's customer, its pharmacy's staff and admins; to anyone else the order is unknown.
  { key: 'GET /api/invoices?orderId', allowed: ['owner', 'staff of P', 'admin'], request: () => json('GET', `/api/invoices?orderId=${w.order.id}`) },
  { key: 'GET /api/invoices/export.zip?orderId', allowed: ['owner', 'staff of P', 'admin'], request: () => json('GET', `/api/invoices/export.zip?orderId=${w.order.id}`) },
  { key: 'GET /api/invoices/export.csv?orderId', allowed: ['owner', 'staff of P', 'admin'], request: () => json('GET', `/api/invoices/export.csv?orderId=${w.order.id}`) },
  { key: 'GET /api/invoices/{id}/ubl', allowed: ['owner', 'staff of P', 'admin'], request: async () => json('GET', `/api/invoices/${await businessInvoiceId()}/ubl`) },
  // The shop (modules/shop/commands/access.ts): anyone sees a visible product; its pharmacy's staff manage it, an admin
  // reads it and changes none; staff naming another pharmacy in ?pharmacyId= are refused.
  { key: 'GET /api/shop/products/{slug}', allowed: EVERYONE, request: async () => json('GET', `/api/shop/products/${(await shopProduct()).slug}`) },
  { key: 'GET /api/shop/manage/by-slug/{slug}', allowed: STAFF_P, request: async () => json('GET', `/api/shop/manage/by-slug/${(await shopProduct()).slug}`) },
  { key: 'PATCH /api/shop/products/{id}', allowed: ['staff of P'], request: async () => json('PATCH', `/api/shop/products/${(await shopProduct()).id}`, { brand: 'Changed' }) },
  { key: 'POST /api/shop/products/{id}/stock', allowed: ['staff of P'], request: async () => json('POST', `/api/shop/products/${(await shopProduct()).id}/stock`, { delta: 1 }) },
  { key: 'POST /api/shop/products/{id}/images', allowed: ['staff of P'], request: async () => file('POST', `/api/shop/products/${(await freshShopProduct()).id}/images`, w.png) },
  {
    key: 'DELETE /api/shop/products/{id}/images/{name}',
    allowed: ['staff of P'],
    request: async () => {
      const product = await freshShopProduct();
      const body = multipart('file', 'x.png', w.png);
      const uploaded = await w.t.app.inject({ method: 'POST', url: `/api/shop/products/${product.id}/images`, headers: { ...body.headers, cookie: w.personOf('staff of P')!.cookie }, payload: body.payload });
      return json('DELETE', `/api/shop/products/${product.id}/images/${uploaded.json().images[0]}`);
    },
  },
  // The checkout (modules/checkout): customers buy; a checkout is read by its customer only.
  { key: 'GET /api/checkout/options?pharmacyId', allowed: ['owner', 'other customer'], request: () => json('GET', `/api/checkout/options?pharmacyId=${w.pharmacyA}`) },
  { key: 'GET /api/checkout/{id}', allowed: ['owner'], request: async () => json('GET', `/api/checkout/${await ownersCheckout()}`) },
  { key: 'GET /api/shop/discounts?pharmacyId', allowed: STAFF_P, request: () => json('GET', `/api/shop/discounts?pharmacyId=${w.pharmacyA}`) },
  {
    key: 'DELETE /api/shop/discounts/{id}',
    allowed: ['staff of P'],
    request: async () => {
      const code = `DEL-${randomUUID().slice(0, 8).toUpperCase()}`;
      const made = await w.t.app.inject({ method: 'POST', url: '/api/shop/discounts', headers: { cookie: w.personOf('staff of P')!.cookie }, payload: { code, kind: 'percent', value: 5 } });
      return json('DELETE', `/api/shop/discounts/${made.json().id}`);
    },
  },
  { key: 'GET /api/shop/manage?pharmacyId', allowed: STAFF_P, request: () => json('GET', `/api/shop/manage?pharmacyId=${w.pharmacyA}`) },
  { key: 'GET /api/shop/manage/export.csv?pharmacyId', allowed: STAFF_P, request: () => json('GET', `/api/shop/manage/export.csv?pharmacyId=${w.pharmacyA}`) },
  // Chat (modules/chat/members.ts): an order's conversation is its customer's, its pharmacy staff's and its courier's
  // while delivering; not an admin's, who is in no order's conversation.
  { key: 'GET /api/chat/conversation?conversationKey', allowed: CHAT_MEMBERS, request: () => json('GET', `/api/chat/conversation?conversationKey=${w.order.id}`) },
  { key: 'GET /api/chat/participants?conversationKey', allowed: CHAT_MEMBERS, request: () => json('GET', `/api/chat/participants?conversationKey=${w.order.id}`) },
  { key: 'GET /api/chat/conversation/mark-as-seen?conversationId', allowed: CHAT_MEMBERS, request: () => json('GET', `/api/chat/conversation/mark-as-seen?conversationId=${w.order.id}`) },
  { key: 'POST /api/chat/conversation/message', allowed: CHAT_MEMBERS, request: () => json('POST', '/api/chat/conversation/message', { conversationId: w.order.id, message: { body: 'Matrix says hello.' } }) },
  { key: 'POST /api/chat/conversation/attachment?conversationId', allowed: CHAT_MEMBERS, request: () => file('POST', `/api/chat/conversation/attachment?conversationId=${w.order.id}`, w.png) },
  { key: 'GET /api/chat/attachments/{id}', allowed: CHAT_MEMBERS, request: async () => json('GET', `/api/chat/attachments/${await chatAttachmentId()}`) },
  // Mail (modules/mail): a mailbox copy, a label and an upload are their owner's only, admins included.
  { key: 'GET /api/mail/mails?labelId', allowed: ['owner'], request: async () => json('GET', `/api/mail/mails?labelId=${await ownersLabel()}`) },
  { key: 'GET /api/mail/mail?mailId', allowed: ['owner'], request: async () => json('GET', `/api/mail/mail?mailId=${await ownersMail()}`) },
  { key: 'PATCH /api/mail/mails/{id}', allowed: ['owner'], request: async () => json('PATCH', `/api/mail/mails/${await ownersMail()}`, { isStarred: true }) },
  { key: 'POST /api/mail/mails/{id}/trash', allowed: ['owner'], request: async () => json('POST', `/api/mail/mails/${await ownersMail()}/trash`) },
  { key: 'POST /api/mail/mails/{id}/restore', allowed: ['owner'], request: async () => json('POST', `/api/mail/mails/${await ownersMail()}/restore`) },
  { key: 'PUT /api/mail/mails/{id}', allowed: ['owner'], request: async () => json('PUT', `/api/mail/mails/${await ownersDraft()}`, { draft: true, to: [], subject: 'Changed', message: '' }) },
  { key: 'DELETE /api/mail/mails/{id}', allowed: ['owner'], request: async (_a, ok) => json('DELETE', `/api/mail/mails/${ok ? await ownersDraft() : await ownersMail()}`) },
  { key: 'PATCH /api/mail/labels/{id}', allowed: ['owner'], request: async () => json('PATCH', `/api/mail/labels/${await ownersLabel()}`, { name: 'Renamed', color: '#00A76F' }) },
  { key: 'DELETE /api/mail/labels/{id}', allowed: ['owner'], request: async (_a, ok) => json('DELETE', `/api/mail/labels/${ok ? await freshLabel() : await ownersLabel()}`) },
  { key: 'GET /api/mail/attachments/{id}', allowed: ['owner'], request: async () => json('GET', `/api/mail/attachments/${await ownersUpload()}`) },
  // A pharmacy team's kanban board is its staff's only (cards may link orders); an admin has only a personal board.
  { key: 'GET /api/kanban/board?boardId', allowed: ['staff of P'], request: async () => json('GET', `/api/kanban/board?boardId=${await teamBoardOfP()}`) },
  { key: 'POST /api/kanban/cards/attachment?cardId', allowed: ['staff of P'], request: async () => file('POST', `/api/kanban/cards/attachment?cardId=${await teamCardOfP()}`, w.png) },
  { key: 'GET /api/kanban/attachments/{id}', allowed: ['staff of P'], request: async () => json('GET', `/api/kanban/attachments/${await teamFileOfP()}`) },
  // The file manager (issue 18, decision 015): one's own files only; a share gives its grantee what it says; an admin reads none.
  { key: 'GET /api/files?folderId', allowed: ['owner'], request: async () => json('GET', `/api/files?folderId=${await ownersFolder()}`) },
  { key: 'POST /api/files/upload?folderId', allowed: ['owner'], request: async () => file('POST', `/api/files/upload?folderId=${await ownersFolder()}`, samplePdf(), 'scan.pdf') },
  { key: 'PATCH /api/files/files/{id}', allowed: ['owner'], request: async () => json('PATCH', `/api/files/files/${await ownersFile()}`, { name: 'renamed.pdf' }) },
  { key: 'PATCH /api/files/folders/{id}', allowed: ['owner'], request: async () => json('PATCH', `/api/files/folders/${await freshOwnersFolder()}`, { name: 'Renamed' }) },
  { key: 'GET /api/files/files/{id}/content', allowed: ['owner', 'staff of P'], request: async () => {
    const id = await ownersFile();
    await ownersShare(id);
    return json('GET', `/api/files/files/${id}/content`);
  } },
  { key: 'GET /api/files/shares?id', allowed: ['owner'], request: async () => json('GET', `/api/files/shares?kind=file&id=${await ownersFile()}`) },
  { key: 'DELETE /api/files/shares/{id}', allowed: ['owner'], request: async () => json('DELETE', `/api/files/shares/${await ownersShare(await ownersFile())}`) },
  // The blog (issue 18): P's staff change their own posts and moderate their comments, an admin any; active people comment.
  { key: 'GET /api/blog/manage/posts/{id}', allowed: STAFF_P, request: async () => json('GET', `/api/blog/manage/posts/${await sharedBlogPost()}`) },
  { key: 'PATCH /api/blog/manage/posts/{id}', allowed: STAFF_P, request: async () => json('PATCH', `/api/blog/manage/posts/${await sharedBlogPost()}`, { description: 'Changed' }) },
  { key: 'POST /api/blog/manage/posts/{id}/publish', allowed: STAFF_P, request: async (_a, ok) => json('POST', `/api/blog/manage/posts/${ok ? await blogPostOfP() : await sharedBlogPost()}/publish`, {}) },
  { key: 'POST /api/blog/manage/posts/{id}/unpublish', allowed: STAFF_P, request: async (_a, ok) => json('POST', `/api/blog/manage/posts/${ok ? await blogPostOfP(true) : await sharedBlogPost()}/unpublish`) },
  { key: 'DELETE /api/blog/manage/posts/{id}', allowed: STAFF_P, request: async (_a, ok) => json('DELETE', `/api/blog/manage/posts/${ok ? await blogPostOfP() : await sharedBlogPost()}`) },
  { key: 'POST /api/blog/manage/posts/{id}/cover', allowed: STAFF_P, request: async (_a, ok) => file('POST', `/api/blog/manage/posts/${ok ? await blogPostOfP() : await sharedBlogPost()}/cover`, w.png) },
  { key: 'DELETE /api/blog/manage/posts/{id}/cover', allowed: STAFF_P, request: async (_a, ok) => json('DELETE', `/api/blog/manage/posts/${ok ? await blogPostOfP() : await sharedBlogPost()}/cover`) },
  { key: 'GET /api/blog/manage/comments?postId', allowed: STAFF_P, request: async () => json('GET', `/api/blog/manage/comments?postId=${await sharedBlogPost()}`) },
  { key: 'POST /api/blog/manage/comments/{id}/moderate', allowed: STAFF_P, request: async () => json('POST', `/api/blog/manage/comments/${await ownersBlogComment()}/moderate`, { status: 'rejected' }) },
  // The public read takes a slug: a draft's answers 404 to everyone, its author and admins included (they use manage).
  { key: 'GET /api/blog/post?slug', allowed: [], request: async () => json('GET', `/api/blog/post?slug=${await draftSlugOfP()}`) },
  // A post's next comments, by its id: a draft's are a 404 to everyone too (a published post's are anyone's: role-matrix).
  { key: 'GET /api/blog/posts/{id}/comments', allowed: [], request: async () => json('GET', `/api/blog/posts/${await blogPostOfP()}/comments`) },
  {
    key: 'POST /api/blog/posts/{id}/comments',
    allowed: ['owner', 'other customer', 'staff of P', 'staff of Q', 'assigned courier S1', 'unassigned courier S2', 'admin'],
    request: async () => json('POST', `/api/blog/posts/${await sharedBlogPost()}/comments`, { body: 'A reader’s comment' }),
  },
  // A calendar subscription is a capability link: whoever holds the owner's secret URL reads it (a phone has no session).
  { key: 'GET /api/calendar/feed?pharmacyId', allowed: ['staff of P'], request: () => json('GET', `/api/calendar/feed?pharmacyId=${w.pharmacyA}`) },
  { key: 'POST /api/calendar/feed/renew?pharmacyId', allowed: ['staff of P'], request: () => json('POST', `/api/calendar/feed/renew?pharmacyId=${w.pharmacyA}`) },
  { key: 'GET /api/calendar/feed/{token}', allowed: EVERYONE, request: async () => json('GET', new URL((await asOwner('GET', '/api/calendar/feed')).url).pathname) },
  // The contact form (issue 18) is for anyone, signed in or not; each actor writes from an address of its own (5 an hour each).
  { key: 'GET /api/contact/token', allowed: EVERYONE, request: (actor) => ({ ...json('GET', '/api/contact/token'), remoteAddress: contactAddress(actor) }) },
  { key: 'POST /api/contact', allowed: EVERYONE, request: async (actor) => ({ ...json('POST', '/api/contact', await contactMessage(actor)), remoteAddress: contactAddress(actor) }) },
  // SPEC §7: a person's record by e-mail, with the bearer id token of GET /api/auth/token (one's own, or an admin).
  { key: 'GET /api/user?email', allowed: ['owner', 'admin'], request: async (actor) => ({ ...json('GET', `/api/user?email=${encodeURIComponent(w.customer.email)}`), headers: await bearerOf(actor) }) },
  // The audit log, searched by the id of an order or of a person.
  { key: 'GET /api/admin/audit?entityId', allowed: ADMIN, request: () => json('GET', `/api/admin/audit?entityType=order&entityId=${w.order.id}`) },
  { key: 'GET /api/admin/audit?actorId', allowed: ADMIN, request: () => json('GET', `/api/admin/audit?actorId=${w.customer.uid}`) },
  // The platform's switches (issue 18): only an admin changes them (the status itself is public).
  { key: 'PUT /api/admin/platform', allowed: ADMIN, request: () => json('PUT', '/api/admin/platform', { maintenance: false, message: '', until: null, launchAt: null }) },
  { key: 'PUT /api/admin/platform/plans', allowed: ADMIN, request: () => json('PUT', '/api/admin/platform/plans', { plans: [] }) },
];

/** The actor's id token as a bearer header, when their session can mint one; the cookie is sent too. */
async function bearerOf(actor: Actor): Promise<Record<string, string>> {
  const cookie = w.personOf(actor)?.cookie;
  if (!cookie) return {};
  const res = await call(w, 'GET', '/api/auth/token', cookie);
  return res.statusCode === 200 ? { authorization: `Bearer ${res.json().token}` } : {};
}

/** What of the owner's, their order and courier S1 a refused answer must never contain. */
const secrets = () => [w.customer.email, w.shipper.email, '85.07.30-033.28', '85073003328', 'Please call the bell twice.', w.order.id, w.invoice.number];

async function send(actor: Actor, req: Req) {
  const cookie = w.personOf(actor)?.cookie;
  return w.t.app.inject({ ...req, headers: { ...(req.headers as object), ...(cookie ? { cookie } : {}) } } as InjectOptions);
}

describe('whole-API access matrix', () => {
  it('every OpenAPI endpoint with an id in its path or query has a row', () => {
    const keys = new Set(ROWS.map((r) => r.key));
    const needed = openApiOperations(w.t.app).flatMap((op) => [
      ...(op.params.some((p) => p.in === 'path') ? [`${op.method} ${op.path}`] : []),
      ...op.params.filter((p) => p.in === 'query' && /(^id|Id|^email)$/.test(p.name)).map((p) => `${op.method} ${op.path}?${p.name}`),
    ]);
    expect(needed.length).toBeGreaterThan(35);
    expect(needed.filter((key) => !keys.has(key))).toEqual([]);
  });

  for (const row of ROWS) {
    describe(row.key, () => {
      it.each(ACTORS.map((a) => [a, row.allowed.includes(a) ? 'allowed' : 'refused'] as const))(
        '%s → %s',
        async (actor, verdict) => {
          const res = await send(actor, await row.request(actor, verdict === 'allowed'));
          const shown = `${actor}: ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (verdict === 'allowed') {
            expect(res.statusCode, shown).toBeGreaterThanOrEqual(200);
            expect(res.statusCode, shown).toBeLessThan(300);
            return;
          }
          expect([401, 403, 404], shown).toContain(res.statusCode);
          // The order id appears in an owner's data, never in a refusal (whose message names no id).
          for (const secret of secrets()) expect(res.body, `${actor} sees ${secret}`).not.toContain(secret);
        },
        60_000,
      );
    });
  }

  // better-auth's routes are one catch-all in OpenAPI (/api/auth/{*}); the one that takes an id is revoke-session.
  it.each(ACTORS.filter((a) => a !== 'owner'))('POST /api/auth/revoke-session with the owner’s session token, as %s, leaves it alive', async (actor) => {
    const ownerCookie = await signIn(w.t, w.customer.email, GOOD_PASSWORD);
    const token = decodeURIComponent(ownerCookie.split('=')[1]!).split('.')[0]!;
    const res = await send(actor, json('POST', '/api/auth/revoke-session', { token }));
    expect(res.statusCode, res.body).not.toBeGreaterThanOrEqual(500);
    expect((await call(w, 'GET', '/api/me', ownerCookie)).statusCode).toBe(200);
  });

  // ASVS 8.2.1: an answer with health data stays out of every cache; a picture may be cached (its own header).
  it('the owner’s order, their notifications and a refusal are Cache-Control: no-store; an avatar is immutable', async () => {
    for (const [actor, url] of [['owner', `/api/orders/${w.order.id}`], ['owner', '/api/notifications'], ['other customer', `/api/orders/${w.order.id}`]] as const) {
      expect((await send(actor, json('GET', url))).headers['cache-control'], url).toBe('no-store');
    }
    expect((await send('anonymous', json('GET', `/api/images/${w.avatarName}`))).headers['cache-control']).toContain('immutable');
  });

  // id-carrying query of a pharmacy's own staff: another pharmacy's staff see none of P's couriers.
  it('staff of Q listing GET /api/shippers without a filter do not see P-only courier S1', async () => {
    const res = await send('staff of Q', json('GET', '/api/shippers'));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(w.shipper.uid);
  });
});
