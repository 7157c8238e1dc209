import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSecondServer } from '../test/second-server';
import { createTestApp, registerVerifiedUser, type TestApp } from '../test/test-app';
import { connect, type TestSocket } from './ws-test-client';

let t: TestApp;
let alice: { cookie: string; uid: string };
let bob: { cookie: string; uid: string };
const open: TestSocket[] = [];

async function socketOf(person: { cookie: string }, app: FastifyInstance = t.app): Promise<TestSocket> {
  const socket = await connect(app, { cookie: person.cookie });
  open.push(socket);
  return socket;
}

// Servers behind one load balancer share the secret that signs session cookies.
const AUTH_SECRET = 'realtime-test-secret-0123456789abcdef';

const orderEvent = (reference: string) => ({ type: 'order.updated' as const, orderId: `order-${reference}`, status: 'accepted' as const, reference });

beforeAll(async () => {
  // Short timers so the session and heartbeat checks can be watched within a test.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000', AUTH_SECRET }, { realtime: { sessionCheckMs: 150, heartbeatMs: 150 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await registerVerifiedUser(t);
  bob = await registerVerifiedUser(t);
});
afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await t.close();
});

describe('GET /api/ws', () => {
  it('refuses the upgrade without a session (401), with a forged cookie (401) and from another site (403)', async () => {
    await expect(connect(t.app)).rejects.toThrow('Unexpected server response: 401');
    await expect(connect(t.app, { cookie: 'better-auth.session_token=forged.AAAA' })).rejects.toThrow('Unexpected server response: 401');
    await expect(connect(t.app, { cookie: alice.cookie, origin: 'https://evil.example' })).rejects.toThrow('Unexpected server response: 403');
  });

  it('accepts the same origin as the page', async () => {
    const address = t.app.server.address() as { port: number };
    const socket = await connect(t.app, { cookie: alice.cookie, origin: `http://127.0.0.1:${address.port}` });
    open.push(socket);
    expect(t.app.realtime.socketCount(alice.uid)).toBeGreaterThanOrEqual(1);
    socket.ws.close();
    await socket.closed;
  });

  it('is allowed by the page\'s Content-Security-Policy (connect-src)', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' ws://localhost:3000");
  });

  it('answers a plain HTTP request with 401 anonymous and 404 signed in (it is a socket, not a page)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ws' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ws', headers: { cookie: alice.cookie } })).statusCode).toBe(404);
  });

  it('delivers an event to every socket of its recipient and to nobody else', async () => {
    const a1 = await socketOf(alice);
    const a2 = await socketOf(alice);
    const b = await socketOf(bob);

    t.app.realtime.publishToUsers([bob.uid], orderEvent('PL-BOB001'));
    t.app.realtime.publishToUsers([alice.uid], orderEvent('PL-ALI001'));

    expect(await b.next()).toEqual(orderEvent('PL-BOB001'));
    // Alice's first event is hers: Bob's, sent before, never reached her sockets.
    expect(await a1.next()).toEqual(orderEvent('PL-ALI001'));
    expect(await a2.next()).toEqual(orderEvent('PL-ALI001'));
    expect(await a1.collect(100)).toEqual([]);
    expect(await b.collect(0)).toEqual([]);

    t.app.realtime.publishToUsers([alice.uid, bob.uid], { type: 'notification.created' });
    expect(await a1.next()).toEqual({ type: 'notification.created' });
    expect(await b.next()).toEqual({ type: 'notification.created' });
    for (const s of [a1, a2, b]) s.ws.close();
  });

  it('drops a malformed event instead of throwing after a commit', async () => {
    const b = await socketOf(bob);
    expect(() =>
      t.app.realtime.publishToUsers([bob.uid], { type: 'order.updated', orderId: 'x', status: 'lost', reference: 'R' } as never),
    ).not.toThrow();
    expect(await b.collect(100)).toEqual([]);
    b.ws.close();
  });

  it('closes the socket (4401) soon after its session ends', async () => {
    const carol = await registerVerifiedUser(t);
    const socket = await socketOf(carol);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: carol.cookie }, payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    await expect.poll(() => t.app.realtime.socketCount(carol.uid)).toBe(0);
  });

  it('keeps a socket whose session lives on, and drops one that stops answering pings', async () => {
    const live = await socketOf(alice);
    const silent = await connect(t.app, { cookie: bob.cookie, autoPong: false });
    open.push(silent);
    // Several heartbeats and session checks pass.
    expect((await silent.closed).code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    t.app.realtime.publishToUsers([alice.uid], orderEvent('PL-STILL1'));
    expect(await live.next()).toEqual(orderEvent('PL-STILL1'));
    live.ws.close();
  });

  it('closes the oldest socket of a person beyond ten', async () => {
    const dave = await registerVerifiedUser(t);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 11; i++) sockets.push(await socketOf(dave));
    expect((await sockets[0]!.closed).code).toBe(4409);
    expect(t.app.realtime.socketCount(dave.uid)).toBe(10);
    for (const s of sockets) s.ws.close();
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let second: Awaited<ReturnType<typeof startSecondServer>>;
  beforeAll(async () => {
    second = await startSecondServer(t.databaseUrl, AUTH_SECRET);
  });
  afterAll(async () => second.close());

  it('an event published by one server reaches the sockets held by the other, and only its recipients', async () => {
    const aliceThere = await socketOf(alice, second.app);
    const bobThere = await socketOf(bob, second.app);
    const aliceHere = await socketOf(alice);

    t.app.realtime.publishToUsers([alice.uid], orderEvent('PL-XPROC1'));
    expect(await aliceThere.next()).toEqual(orderEvent('PL-XPROC1'));
    expect(await aliceHere.next()).toEqual(orderEvent('PL-XPROC1'));

    second.app.realtime.publishToUsers([bob.uid], orderEvent('PL-XPROC2'));
    expect(await bobThere.next()).toEqual(orderEvent('PL-XPROC2'));
    expect(await aliceThere.collect(150)).toEqual([]);
    expect(await aliceHere.collect(0)).toEqual([]);
    for (const s of [aliceThere, bobThere, aliceHere]) s.ws.close();
  });

  it('keeps the order of one server\'s events', async () => {
    const socket = await socketOf(alice, second.app);
    const references = Array.from({ length: 20 }, (_, i) => `PL-ORD${String(i).padStart(3, '0')}`);
    for (const reference of references) t.app.realtime.publishToUsers([alice.uid], orderEvent(reference));
    const received: unknown[] = [];
    for (let i = 0; i < references.length; i++) received.push(await socket.next());
    expect(received.map((e) => (e as { reference: string }).reference)).toEqual(references);
    socket.ws.close();
  });
});
