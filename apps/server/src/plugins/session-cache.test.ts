import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { loadEnv } from '../env';
import { SessionCache } from './session-cache';
import { CaptureMailer, createTestApp, GOOD_PASSWORD, signIn, type TestApp } from '../test/test-app';
import { someone, type Someone } from '../modules/accounts/testing/fixtures';

/**
 * The session cache (session-cache.ts) never serves a session beyond its window: within one process any write
 * empties it, so sign-out, suspension and a password change apply to the next request; a second app on the same
 * database (another process) sees them once its entry is older than its time-to-live.
 */
const SECRET = 'session-cache-test-secret-0123456789abcdef';
const OTHER_PROCESS_TTL_MS = 1_500;

let t: TestApp;
let other: FastifyInstance;
let admin: Someone;

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const post = (app: FastifyInstance, url: string, cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://localhost:3000' }, payload });

/** Asks until `done` holds or `withinMs` passes; returns how long it took (Infinity when it never held). */
async function timeUntil(done: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start <= withinMs) {
    if (await done()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10000', AUTH_SECRET: SECRET });
  // Another process on the same database: its own cache, the same secret (it verifies the same cookies).
  other = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-session-cache-test',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      AUTH_SECRET: SECRET,
    }),
    database: t.database,
    mailer: new CaptureMailer(),
    logger: false,
    webDist: '/nonexistent-session-cache-test/web',
    sessionCacheMs: OTHER_PROCESS_TTL_MS,
  });
  await other.ready();
  admin = await someone(t, 'admin');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('within one process', () => {
  it('keeps a session it has read', async () => {
    const person = await someone(t, 'customer');
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
  });

  it('refuses a signed-out session on the next request', async () => {
    const person = await someone(t, 'customer');
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/sign-out', person.cookie)).statusCode).toBe(200);
    expect((await me(t.app, person.cookie)).statusCode).toBe(401);
  });

  it('refuses a suspended account on its next request', async () => {
    const person = await someone(t, 'customer');
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    expect((await post(t.app, `/api/admin/accounts/${person.uid}/suspend`, admin.cookie)).statusCode).toBe(200);
    expect((await me(t.app, person.cookie)).statusCode).toBe(401);
  });

  it('refuses the other sessions once the password changed', async () => {
    const person = await someone(t, 'customer');
    const elsewhere = await signIn(t, person.email, GOOD_PASSWORD);
    expect((await me(t.app, elsewhere)).statusCode).toBe(200);
    const changed = await post(t.app, '/api/auth/change-password', person.cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Brand-new-pass-9',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app, elsewhere)).statusCode).toBe(401);
  });

  it('answers a person’s own edit with the edited profile at once', async () => {
    const person = await someone(t, 'customer');
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: person.cookie, origin: 'http://localhost:3000' },
      payload: { first_name: 'Renamed', last_name: 'Peeters', phone: '', language: 'nl' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await me(t.app, person.cookie)).json()).toMatchObject({ first_name: 'Renamed' });
  });
});

describe('in another process on the same database', () => {
  it('serves what it read within its window, then reads again', async () => {
    const person = await someone(t, 'customer');
    const before = (await me(other, person.cookie)).json().first_name as string;
    // Written behind both apps' backs: only the window makes the other process read it again.
    await t.database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.uid, person.uid));
    expect((await me(other, person.cookie)).json().first_name, 'read from the cache just after').toBe(before);
    const seenAfter = await timeUntil(
      async () => (await me(other, person.cookie)).json().first_name === 'Changed',
      OTHER_PROCESS_TTL_MS + 2_000,
    );
    expect(seenAfter).toBeLessThanOrEqual(OTHER_PROCESS_TTL_MS + 500);
  });

  for (const [what, act] of [
    ['a sign-out', (p: Someone) => post(t.app, '/api/auth/sign-out', p.cookie)],
    ['a suspension', (p: Someone) => post(t.app, `/api/admin/accounts/${p.uid}/suspend`, admin.cookie)],
  ] as const) {
    it(`refuses the session within its window after ${what} elsewhere`, async () => {
      const person = await someone(t, 'customer');
      expect((await me(other, person.cookie)).statusCode).toBe(200);
      expect((await act(person)).statusCode).toBe(200);
      const refusedAfter = await timeUntil(
        async () => (await me(other, person.cookie)).statusCode === 401,
        OTHER_PROCESS_TTL_MS + 2_000,
      );
      expect(refusedAfter).toBeLessThanOrEqual(OTHER_PROCESS_TTL_MS + 500);
    });
  }
});

describe('the cache itself', () => {
  const entry = { profile: { uid: 'u1' } as never, sessionExpiresAt: new Date(Date.now() + 3_600_000) };

  it('keeps an entry for its window only', async () => {
    const cache = new SessionCache(50);
    cache.set('cookie', entry, cache.mark);
    expect(cache.get('cookie')).toBe(entry);
    await new Promise((r) => setTimeout(r, 80));
    expect(cache.get('cookie')).toBeUndefined();
  });

  it('does not store what was read while a write emptied it (the read may predate the write)', () => {
    const cache = new SessionCache(5_000);
    const readSince = cache.mark;
    cache.forgetAll();
    cache.set('cookie', entry, readSince);
    expect(cache.get('cookie')).toBeUndefined();
    cache.set('cookie', entry, cache.mark);
    expect(cache.get('cookie')).toBe(entry);
  });

  it('stores nothing with a window of 0', () => {
    const cache = new SessionCache(0);
    cache.set('cookie', entry, cache.mark);
    expect(cache.size).toBe(0);
  });
});
