import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, GOOD_PASSWORD, registerVerifiedUser, uniqueEmail, type TestApp } from '../test/test-app';
import { LOCKOUT, lockSecondsAfter } from './sign-in-lockout';

let t: TestApp;
beforeAll(async () => {
  // The per-address limit is out of the way: these tests are about the per-account one.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

let address = 0;
/** Each attempt from another address, as a spread-out guessing attack would come. */
const attempt = (email: string, password: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: `10.20.${Math.floor(address / 250)}.${address % 250}`,
  });
};

async function fail(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await attempt(email, `Wrong-guess-${i}-x`)).statusCode);
  return statuses;
}

/** The lock ends as if its time had passed (tests never wait on the clock). */
const endLocks = () => t.database.db.execute(sql`UPDATE sign_in_failures SET locked_until = now() - interval '1 second'`);

const lockedSeconds = (body: { message: string }) => Number(/try again in (\d+) seconds/.exec(body.message)?.[1]);

/** The lockout notice links to the page that asks for a reset link (a reset e-mail links to /auth/new-password). */
const noticesTo = (email: string) => t.mailer.sent.filter((m) => m.to === email && m.text.includes('/auth/reset-password'));

async function waitForNotice(email: string): Promise<void> {
  for (let i = 0; i < 100 && noticesTo(email).length === 0; i++) {
    await t.app.outbox.drain();
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the lock grows from 1 minute, doubling, up to 1 hour', () => {
  it('is computed from the number of consecutive failures', () => {
    expect(lockSecondsAfter(LOCKOUT.maxFailures - 1)).toBe(0);
    expect(lockSecondsAfter(LOCKOUT.maxFailures)).toBe(60);
    expect(lockSecondsAfter(LOCKOUT.maxFailures + 1)).toBe(120);
    expect(lockSecondsAfter(LOCKOUT.maxFailures + 2)).toBe(240);
    expect(lockSecondsAfter(LOCKOUT.maxFailures + 20)).toBe(3600);
  });
});

describe('per-account sign-in limit', () => {
  it('locks an account after 5 failures from different addresses, even for the right password', async () => {
    const { email } = await registerVerifiedUser(t);
    expect(await fail(email, LOCKOUT.maxFailures)).toEqual(Array(LOCKOUT.maxFailures).fill(401));

    const right = await attempt(email, GOOD_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again in \d+ seconds/) });
    expect(lockedSeconds(right.json())).toBeGreaterThan(0);
    expect(lockedSeconds(right.json())).toBeLessThanOrEqual(60);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown address exactly like a known one', async () => {
    const { email } = await registerVerifiedUser(t);
    const unknown = uniqueEmail('nobody');
    const known = await fail(email, LOCKOUT.maxFailures + 1);
    const other = await fail(unknown, LOCKOUT.maxFailures + 1);
    expect(other).toEqual(known);
    expect(known.at(-1)).toBe(429);
    const a = (await attempt(email, 'Another-guess-1')).json();
    const b = (await attempt(unknown, 'Another-guess-1')).json();
    expect(b.code).toBe(a.code);
    expect(b.message.replace(/\d+/, 'N')).toBe(a.message.replace(/\d+/, 'N'));
  });

  it('grows the lock after it ends and tells the owner once per lockout, in their language', async () => {
    const { email, cookie } = await registerVerifiedUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: { first_name: 'Jan', last_name: 'Peeters', phone: '', language: 'nl' } });
    await fail(email, LOCKOUT.maxFailures);
    await waitForNotice(email);
    expect(noticesTo(email)).toHaveLength(1);
    expect(noticesTo(email)[0]!.subject).toBe('Aanmelden bij uw PharmaLink-account is gepauzeerd');

    await endLocks();
    expect((await attempt(email, 'Still-wrong-1')).statusCode).toBe(401);
    const second = await attempt(email, GOOD_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(lockedSeconds(second.json())).toBeGreaterThan(60);
    expect(lockedSeconds(second.json())).toBeLessThanOrEqual(120);

    await endLocks();
    await attempt(email, 'Still-wrong-2');
    expect(lockedSeconds((await attempt(email, GOOD_PASSWORD)).json())).toBeGreaterThan(120);

    await t.app.outbox.drain();
    expect(noticesTo(email)).toHaveLength(1);
  });

  it('does not e-mail anyone for an unknown address', async () => {
    const unknown = uniqueEmail('ghost');
    await fail(unknown, LOCKOUT.maxFailures);
    await t.app.outbox.drain();
    expect(t.mailer.sent.filter((m) => m.to === unknown)).toEqual([]);
  });

  it('a success clears the count', async () => {
    const { email } = await registerVerifiedUser(t);
    await fail(email, LOCKOUT.maxFailures - 1);
    expect((await attempt(email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await fail(email, LOCKOUT.maxFailures - 1)).toEqual(Array(LOCKOUT.maxFailures - 1).fill(401));
    expect((await attempt(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps no address in the clear', async () => {
    const email = uniqueEmail('secretive');
    await fail(email, 1);
    const rows = await t.database.db.execute(sql`SELECT email_key FROM sign_in_failures`);
    const keys = (rows as unknown as { rows: { email_key: string }[] }).rows.map((r) => r.email_key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes('@') || k.includes(email.split('@')[0]!))).toBe(false);
  });
});
