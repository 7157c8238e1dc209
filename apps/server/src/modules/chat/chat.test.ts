import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { ChatConversation, ChatConversationList } from '@pharmacy/shared/schemas/chat';
import { acceptBody, call, createWorld, handoverCodeOf, multipart, placeOrder, samplePdf, samplePhoto, step, type Person, type World } from '../orders/test-world';

/*
 * Issue 16, chat: SPEC §7's calls with SPEC §3's shapes; who is in an order's conversation and when a courier
 * leaves it; direct conversations between contacts only; unread counts and mark-as-seen (SPEC §4); attachments
 * checked by content; bad input; text that stays text.
 */

let w: World;
let order: OrderDetail;
beforeAll(async () => {
  w = await createWorld();
  order = await placeOrder(w, { delivery_type: 'neighbour' });
});
afterAll(async () => w?.t.close());

const get = (who: Person | undefined, url: string, headers: Record<string, string> = {}) => call(w, 'GET', url, who?.cookie, undefined, headers);
const send = (who: Person, conversationId: string, body: string) =>
  call(w, 'POST', '/api/chat/conversation/message', who.cookie, { conversationId, message: { body } });
const conversation = async (who: Person, key: string) => {
  const res = await get(who, `/api/chat/conversation?conversationKey=${key}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversation as ChatConversation;
};
const list = async (who: Person) => {
  const res = await get(who, '/api/chat/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatConversationList;
};

describe("an order's conversation", () => {
  it('exists from the order on, with the SPEC shape, its customer and its pharmacy’s staff', async () => {
    const c = await conversation(w.customer, order.id);
    expect(c).toMatchObject({ id: order.id, kind: 'order', messages: [], unreadCount: 0, order: { id: order.id, reference: order.reference, status: 'submitted' } });
    const ids = c.participants.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([w.customer.uid, w.staff.uid]));
    expect(ids).not.toContain(w.shipper.uid);
    expect(c.participants.find((p) => p.id === w.staff.uid)).toMatchObject({ role: 'pharmacy', pharmacyName: expect.any(String) });
    const participants = await get(w.staff, `/api/chat/participants?conversationKey=${order.id}`);
    expect(participants.json().participants.map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());
  });

  it('is 404 to everyone else (another customer, another pharmacy, an unassigned courier, an admin) and 401 without a session', async () => {
    for (const who of [w.otherCustomer, w.otherStaff, w.shipper, w.otherShipper, w.admin]) {
      expect((await get(who, `/api/chat/conversation?conversationKey=${order.id}`)).statusCode).toBe(404);
      expect((await send(who, order.id, 'Hello?')).statusCode).toBe(404);
      expect((await get(who, `/api/chat/conversation/mark-as-seen?conversationId=${order.id}`)).statusCode).toBe(404);
      expect((await get(who, `/api/chat/participants?conversationKey=${order.id}`)).statusCode).toBe(404);
    }
    expect((await get(undefined, `/api/chat/conversation?conversationKey=${order.id}`)).statusCode).toBe(401);
    expect((await get(undefined, '/api/chat/conversations')).statusCode).toBe(401);
  });

  it('counts unread messages per person; mark-as-seen sets mine to 0 and shows when I saw it', async () => {
    const sent = await send(w.customer, order.id, 'Is the ibuprofen in stock?');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toEqual({ id: expect.any(String), body: 'Is the ibuprofen in stock?', contentType: 'text', attachments: [], createdAt: expect.any(String), senderId: w.customer.uid });
    await send(w.customer, order.id, 'For tomorrow morning.');

    const staffList = await list(w.staff);
    const item = staffList.conversations.find((c) => c.id === order.id)!;
    expect(item).toMatchObject({ unreadCount: 2, messages: [{ body: 'For tomorrow morning.' }] });
    expect(staffList.unreadTotal).toBeGreaterThanOrEqual(2);
    // One's own messages are never unread to oneself.
    expect((await list(w.customer)).conversations.find((c) => c.id === order.id)!.unreadCount).toBe(0);

    const seen = await get(w.staff, `/api/chat/conversation/mark-as-seen?conversationId=${order.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ conversationId: order.id, unreadCount: 0 });
    expect((await get(w.staff, `/api/chat/conversation/mark-as-seen?conversationId=${order.id}`)).json().unreadCount).toBe(0);
    expect((await conversation(w.staff, order.id)).unreadCount).toBe(0);
    const staffSeen = (await conversation(w.customer, order.id)).participants.find((p) => p.id === w.staff.uid)!.seenAt;
    expect(Date.parse(staffSeen!)).toBeGreaterThanOrEqual(Date.parse(sent.json().message.createdAt));
  });

  it('refuses mark-as-seen sent by a browser for another site or as a page navigation (403)', async () => {
    const url = `/api/chat/conversation/mark-as-seen?conversationId=${order.id}`;
    expect((await get(w.staff, url, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await get(w.staff, url, { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' })).statusCode).toBe(403);
    expect((await get(w.staff, url, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await get(w.staff, url, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })).statusCode).toBe(200);
  });

  it('takes in the assigned courier while delivering and lets them go when the delivery ends', async () => {
    const delivery = await placeOrder(w, { delivery_type: 'neighbour' });
    await step(w, w.staff, delivery.id, acceptBody(delivery));
    await send(w.staff, delivery.id, 'Accepted: we prepare it.');
    await step(w, w.staff, delivery.id, { action: 'prepare' });
    await step(w, w.staff, delivery.id, { action: 'ready' });
    await step(w, w.staff, delivery.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    const during = await conversation(w.shipper, delivery.id);
    expect(during.participants.map((p) => p.id)).toContain(w.shipper.uid);
    expect(during.messages.map((m) => m.body)).toEqual(['Accepted: we prepare it.']);
    expect((await send(w.shipper, delivery.id, 'On my way, 10 minutes.')).statusCode).toBe(201);
    expect((await get(w.otherShipper, `/api/chat/conversation?conversationKey=${delivery.id}`)).statusCode).toBe(404);

    await step(w, w.shipper, delivery.id, { action: 'pick_up' });
    const code = await handoverCodeOf(w, delivery.id);
    await step(w, w.shipper, delivery.id, { action: 'deliver', handoverCode: code, receiverName: 'Louise' });
    expect((await get(w.shipper, `/api/chat/conversation?conversationKey=${delivery.id}`)).statusCode).toBe(404);
    expect((await send(w.shipper, delivery.id, 'Delivered.')).statusCode).toBe(404);
    expect((await list(w.shipper)).conversations.map((c) => c.id)).not.toContain(delivery.id);
    const after = await conversation(w.customer, delivery.id);
    expect(after.participants.map((p) => p.id)).not.toContain(w.shipper.uid);
    expect(after.messages.map((m) => m.body)).toEqual(['Accepted: we prepare it.', 'On my way, 10 minutes.']);
  });

  it('keeps every unread message under concurrent sends', async () => {
    const busy = await placeOrder(w);
    await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? w.customer : w.staff, busy.id, `message ${i}`)));
    expect((await conversation(w.customer, busy.id)).messages).toHaveLength(12);
    // Each counts the other's messages, whatever order the twelve transactions committed in.
    expect((await list(w.staff)).conversations.find((c) => c.id === busy.id)!.unreadCount).toBe(6);
    expect((await list(w.customer)).conversations.find((c) => c.id === busy.id)!.unreadCount).toBe(6);
  });
});

describe('direct conversations', () => {
  it('offers as contacts those who share an order or a pharmacy, and the admins; never strangers', async () => {
    const contacts = (await get(w.customer, '/api/chat/contacts')).json().contacts.map((c: { id: string }) => c.id);
    expect(contacts).toEqual(expect.arrayContaining([w.staff.uid, w.admin.uid]));
    for (const stranger of [w.otherCustomer.uid, w.otherStaff.uid, w.otherShipper.uid, w.customer.uid]) expect(contacts).not.toContain(stranger);
    const staffContacts = (await get(w.staff, '/api/chat/contacts')).json().contacts.map((c: { id: string }) => c.id);
    expect(staffContacts).toEqual(expect.arrayContaining([w.customer.uid, w.shipper.uid, w.otherShipper.uid, w.admin.uid]));
    expect(staffContacts).not.toContain(w.otherCustomer.uid);
    expect((await get(w.admin, '/api/chat/contacts')).json().contacts.length).toBeGreaterThan(5);
    const searched = (await get(w.staff, '/api/chat/contacts?q=Louise')).json().contacts;
    expect(searched.every((c: { name: string }) => c.name.includes('Louise'))).toBe(true);
  });

  it('starts one conversation per group of people, only with contacts', async () => {
    const stranger = await call(w, 'POST', '/api/chat/conversation/new', w.customer.cookie, { recipients: [w.otherCustomer.uid], message: { body: 'Hi' } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ recipients: 'validation.chatNotContact' });

    const first = await call(w, 'POST', '/api/chat/conversation/new', w.customer.cookie, { recipients: [w.admin.uid], message: { body: 'A question for the platform.' } });
    expect(first.statusCode, first.body).toBe(201);
    const started = first.json().conversation as ChatConversation;
    expect(started).toMatchObject({ kind: 'direct', order: null, unreadCount: 0, messages: [{ body: 'A question for the platform.', senderId: w.customer.uid }] });
    expect(started.participants.map((p) => p.id).sort()).toEqual([w.admin.uid, w.customer.uid].sort());

    const again = await call(w, 'POST', '/api/chat/conversation/new', w.customer.cookie, { recipients: [w.admin.uid], message: { body: 'Me again.' } });
    expect(again.json().conversation.id).toBe(started.id);
    expect((await conversation(w.admin, started.id)).unreadCount).toBe(2);
    expect((await get(w.staff, `/api/chat/conversation?conversationKey=${started.id}`)).statusCode).toBe(404);
    expect((await send(w.staff, started.id, 'Intruding')).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with the field: empty, too long, control characters, malformed keys and cursors', async () => {
    const cases: [object, string][] = [
      [{ conversationId: order.id, message: { body: '   ' } }, 'message.body'],
      [{ conversationId: order.id, message: { body: 'x'.repeat(4001) } }, 'message.body'],
      [{ conversationId: order.id, message: { body: 'bell\u0007' } }, 'message.body'],
      [{ conversationId: 'not-a-uuid', message: { body: 'Hi' } }, 'conversationId'],
      [{ conversationId: order.id }, 'message'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(w, 'POST', '/api/chat/conversation/message', w.customer.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect((await call(w, 'POST', '/api/chat/conversation/new', w.customer.cookie, { recipients: [], message: { body: 'Hi' } })).json().fields).toEqual({ recipients: 'validation.chatRecipients' });
    expect((await get(w.customer, '/api/chat/conversation?conversationKey=%27%3B--')).json().fields).toEqual({ conversationKey: 'validation.invalid' });
    expect((await get(w.customer, `/api/chat/conversation?conversationKey=${order.id}&before=garbage`)).json().fields).toEqual({ cursor: 'validation.cursor' });
    expect((await get(w.customer, '/api/chat/conversations?cursor=garbage')).statusCode).toBe(400);
  });

  it('keeps a <script> as the text it is', async () => {
    const body = '<script>alert(1)</script> <img src=x onerror=alert(2)> https://example.org/?a=<b>';
    const res = await send(w.customer, order.id, body);
    expect(res.headers['content-type']).toContain('application/json');
    const stored = (await conversation(w.staff, order.id)).messages.at(-1)!;
    expect(stored).toMatchObject({ body, contentType: 'text' });
  });
});

describe('attachments', () => {
  const attach = (who: Person, conversationId: string, name: string, bytes: Buffer, caption?: string) => {
    const body = multipart('file', name, bytes);
    const query = new URLSearchParams({ conversationId, ...(caption ? { body: caption } : {}) });
    return w.t.app.inject({ method: 'POST', url: `/api/chat/conversation/attachment?${query}`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
  };

  it('sends an image and a PDF, served to the participants only', async () => {
    const image = await attach(w.customer, order.id, 'box.png', await samplePhoto().png().toBuffer(), 'The box I have');
    expect(image.statusCode, image.body).toBe(201);
    const message = image.json().message;
    expect(message).toMatchObject({ contentType: 'image', body: 'The box I have', attachments: [{ name: 'box.png', mimeType: 'image/png', url: `/api/chat/attachments/${message.id}` }] });
    const pdf = await attach(w.staff, order.id, 'leaflet.pdf', samplePdf());
    expect(pdf.json().message).toMatchObject({ contentType: 'file', attachments: [{ mimeType: 'application/pdf' }] });

    const download = await get(w.staff, message.attachments[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    for (const who of [w.otherCustomer, w.otherStaff, w.admin]) expect((await get(who, message.attachments[0].url)).statusCode).toBe(404);
    expect((await get(undefined, message.attachments[0].url)).statusCode).toBe(401);
  });

  it('refuses a file whose content is not an image or a PDF, and a stranger’s upload before reading it', async () => {
    const fake = await attach(w.customer, order.id, 'photo.png', Buffer.from('MZ this is really a program'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ file: 'validation.fileType' });
    expect((await attach(w.otherCustomer, order.id, 'x.png', await samplePhoto().png().toBuffer())).statusCode).toBe(404);
  });
});
