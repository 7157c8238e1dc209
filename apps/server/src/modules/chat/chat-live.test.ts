import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type TestSocket } from '../../realtime/ws-test-client';
import { startSecondServer } from '../../test/second-server';
import { call, createWorld, placeOrder, type Person, type World } from '../orders/test-world';

/*
 * Issue 16: messages, unread counts and read receipts arrive live, on one server and across two servers on one
 * PostgreSQL (LISTEN/NOTIFY), each person connected to a different one.
 */

// Servers behind one load balancer share the secret that signs session cookies.
const AUTH_SECRET = 'chat-live-test-secret-0123456789abcdef';
let w: World;
const open: TestSocket[] = [];
beforeAll(async () => {
  w = await createWorld({ AUTH_SECRET });
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await w?.t.close();
});

async function socketOf(who: Person, app: FastifyInstance = w.t.app): Promise<TestSocket> {
  const socket = await connect(app, { cookie: who.cookie });
  open.push(socket);
  return socket;
}

const sendThrough = (app: FastifyInstance, who: Person, conversationId: string, body: string) =>
  app.inject({ method: 'POST', url: '/api/chat/conversation/message', headers: { cookie: who.cookie }, payload: { conversationId, message: { body } } });
const seenThrough = (app: FastifyInstance, who: Person, conversationId: string) =>
  app.inject({ method: 'GET', url: `/api/chat/conversation/mark-as-seen?conversationId=${conversationId}`, headers: { cookie: who.cookie } });

describe('live chat on one server', () => {
  it('tells the members of a new message and of a read receipt, and nobody else', async () => {
    const order = await placeOrder(w);
    const staff = await socketOf(w.staff);
    const customer = await socketOf(w.customer);
    const stranger = await socketOf(w.otherCustomer);
    expect((await sendThrough(w.t.app, w.customer, order.id, 'Hello pharmacy')).statusCode).toBe(201);
    expect(await staff.next()).toEqual({ type: 'chat.message', conversationId: order.id });
    expect(await customer.next()).toEqual({ type: 'chat.message', conversationId: order.id });
    expect((await seenThrough(w.t.app, w.staff, order.id)).statusCode).toBe(200);
    expect(await customer.next()).toEqual({ type: 'chat.seen', conversationId: order.id });
    // Seeing it again changes nothing: no second receipt.
    await seenThrough(w.t.app, w.staff, order.id);
    expect(await customer.collect(150)).toEqual([]);
    expect(await stranger.collect(0)).toEqual([]);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('live chat across two servers on one PostgreSQL', () => {
  let second: Awaited<ReturnType<typeof startSecondServer>>;
  beforeAll(async () => {
    second = await startSecondServer(w.t.databaseUrl, AUTH_SECRET);
  });
  afterAll(async () => second.close());

  it('a customer on one server and the pharmacist on the other talk live, with unread counts and receipts right', async () => {
    const order = await placeOrder(w);
    const customerHere = await socketOf(w.customer);
    const staffThere = await socketOf(w.staff, second.app);

    expect((await sendThrough(w.t.app, w.customer, order.id, 'Do you have it?')).statusCode).toBe(201);
    expect(await staffThere.next()).toEqual({ type: 'chat.message', conversationId: order.id });
    const unread = await second.app.inject({ method: 'GET', url: `/api/chat/conversation?conversationKey=${order.id}`, headers: { cookie: w.staff.cookie } });
    expect(unread.json().conversation).toMatchObject({ unreadCount: 1, messages: [{ body: 'Do you have it?' }] });

    expect((await sendThrough(second.app, w.staff, order.id, 'Yes, ready at 5 pm.')).statusCode).toBe(201);
    await customerHere.next(); // their own message
    expect(await customerHere.next()).toEqual({ type: 'chat.message', conversationId: order.id });
    expect((await seenThrough(w.t.app, w.customer, order.id)).statusCode).toBe(200);
    expect(await staffThere.next()).toEqual({ type: 'chat.message', conversationId: order.id }); // their own
    expect(await staffThere.next()).toEqual({ type: 'chat.seen', conversationId: order.id });

    // Concurrent sends through both servers: every one counted once (the pharmacist never marked it seen: 1 + 10).
    await Promise.all(Array.from({ length: 10 }, (_, i) => sendThrough(i % 2 ? second.app : w.t.app, w.customer, order.id, `burst ${i}`)));
    const after = await call(w, 'GET', `/api/chat/conversation?conversationKey=${order.id}`, w.staff.cookie);
    expect(after.json().conversation.unreadCount).toBe(11);
  });
});
