import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatus } from '@pharmacy/shared/roles';
import { users } from '../db/schema';
import { createTestApp, GOOD_PASSWORD, signIn, type TestApp } from '../test/test-app';
import { someone, type Someone } from '../modules/accounts/testing/fixtures';

/**
 * What each account state reaches. Pending and refused: the one page about the account, its mailbox and what it needs
 * there (decision 013). Suspended: no sign-in at all, and a session that outlived the decision counts as signed out.
 */
let t: TestApp;
let admin: Someone;
let active: Someone;
let pending: Someone;
/** Refused after signing in (status set in the database): a refused applicant signs in to the same page. */
let refused: Someone;
/** A session that outlived the suspension (status set in the database; an admin's action deletes them). */
let suspended: Someone;

const ask = (method: string, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });

async function setStatus(person: Someone, status: AccountStatus) {
  await t.database.db.update(users).set({ status }).where(eq(users.uid, person.uid));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10000' });
  [admin, active, pending] = await Promise.all([
    someone(t, 'admin'),
    someone(t, 'customer'),
    someone(t, 'pharmacy', { status: 'pending' }),
  ]);
  [refused, suspended] = await Promise.all([someone(t, 'pharmacy'), someone(t, 'customer')]);
  await setStatus(refused, 'refused');
  await setStatus(suspended, 'suspended');
});
afterAll(() => t.close());

const slugOf = async (cookie: string) => (await ask('GET', '/api/me/person', cookie)).json().slug as string;

/** Every route that asks for a signed-in person, and whether a pending or refused account may use it. */
interface Route {
  name: string;
  pendingMay: boolean;
  /** A refused account may do what a pending one may, unless said here. */
  refusedMay?: boolean;
  call: (cookie: string) => ReturnType<typeof ask>;
  /** What a session that outlived a suspension gets: signed out (401), except where better-auth reads it itself. */
  closed?: number;
}

/** Past the door: whatever the route then says (404, 400…), it is not about being signed in or approved. */
const pastTheDoor = (res: Awaited<ReturnType<typeof ask>>) => res.statusCode !== 401 && !res.body.includes('ACCOUNT_NOT_ACTIVE');

function routes(): Route[] {
  return [
    { name: 'GET /api/me', pendingMay: true, call: (c) => ask('GET', '/api/me', c) },
    {
      name: 'PATCH /api/me',
      pendingMay: true,
      call: (c) => ask('PATCH', '/api/me', c, { first_name: 'Anna', last_name: 'Peeters', phone: '', language: 'fr' }),
    },
    // An unknown token: a pending account gets past the door and hears 404.
    // A refused applicant may not join a pharmacy: the admin's refusal stands until an admin lets them in.
    { name: 'POST /api/invitations/:token/accept', pendingMay: true, refusedMay: false, call: (c) => ask('POST', `/api/invitations/${randomUUID()}/accept`, c) },
    // A wrong confirmation: past the door, then 400 (nothing is erased).
    { name: 'POST /api/me/anonymise', pendingMay: true, call: (c) => ask('POST', '/api/me/anonymise', c, { password: 'Not-the-password-1' }) },
    { name: 'GET /api/mail/labels', pendingMay: true, call: (c) => ask('GET', '/api/mail/labels', c) },
    { name: 'GET /api/mail/mails', pendingMay: true, call: (c) => ask('GET', '/api/mail/mails', c) },
    { name: 'GET /api/chat/contacts', pendingMay: true, call: (c) => ask('GET', '/api/chat/contacts', c) },
    { name: 'GET /api/chat/conversations', pendingMay: false, call: (c) => ask('GET', '/api/chat/conversations', c) },
    { name: 'GET /api/me/person', pendingMay: false, call: (c) => ask('GET', '/api/me/person', c) },
    { name: 'POST /api/me/avatar', pendingMay: false, call: (c) => ask('POST', '/api/me/avatar', c, {}) },
    { name: 'DELETE /api/me/avatar', pendingMay: false, call: (c) => ask('DELETE', '/api/me/avatar', c) },
    { name: 'GET /api/notifications', pendingMay: false, call: (c) => ask('GET', '/api/notifications', c) },
    { name: 'POST /api/notifications/:id/read', pendingMay: false, call: (c) => ask('POST', `/api/notifications/${randomUUID()}/read`, c) },
    { name: 'POST /api/notifications/read-all', pendingMay: false, call: (c) => ask('POST', '/api/notifications/read-all', c) },
    { name: 'GET /api/me/notification-preferences', pendingMay: false, call: (c) => ask('GET', '/api/me/notification-preferences', c) },
    {
      name: 'PUT /api/me/notification-preferences',
      pendingMay: false,
      // A well-formed body, so the answer is about the account and not the input.
      call: async (c) => ask('PUT', '/api/me/notification-preferences', c, (await ask('GET', '/api/me/notification-preferences', active.cookie)).json()),
    },
    { name: 'GET /api/people/:slug/profile', pendingMay: false, call: async (c) => ask('GET', `/api/people/${await slugOf(admin.cookie)}/profile`, c) },
    { name: 'GET /api/shippers/by-slug/:slug/profile', pendingMay: false, call: (c) => ask('GET', '/api/shippers/by-slug/nobody/profile', c) },
    // better-auth reads this session itself; the token is refused when it would be signed.
    { name: 'GET /api/auth/token', pendingMay: false, call: (c) => ask('GET', '/api/auth/token', c), closed: 403 },
  ];
}

describe('role matrix of the account states', () => {
  it.each(routes().map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    expect(pastTheDoor(await route.call(active.cookie))).toBe(true);

    for (const [person, may] of [[pending, route.pendingMay], [refused, route.refusedMay ?? route.pendingMay]] as const) {
      const res = await route.call(person.cookie);
      if (may) expect(pastTheDoor(res)).toBe(true);
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('ACCOUNT_NOT_ACTIVE');
      }
    }

    expect((await route.call(suspended.cookie)).statusCode).toBe(route.closed ?? 401);
  });

  it('the session answer shows a pending and a refused account, and no suspended one', async () => {
    expect((await ask('GET', '/api/session', pending.cookie)).json().user).toMatchObject({ status: 'pending' });
    expect((await ask('GET', '/api/session', refused.cookie)).json().user).toMatchObject({ status: 'refused' });
    expect((await ask('GET', '/api/session', suspended.cookie)).json()).toEqual({ user: null });
  });

  it('an account that is not active writes to the platform only: its contacts are the admins', async () => {
    for (const person of [pending, refused]) {
      const contacts = (await ask('GET', '/api/chat/contacts', person.cookie)).json().contacts as { id: string; role: string }[];
      expect(contacts.map((c) => c.id)).toContain(admin.uid);
      expect(contacts.every((c) => c.role === 'admin')).toBe(true);
      const mail = (to: string) => ({ to: [to], subject: 'My application', message: '<p>Here is my licence number.</p>', attachmentIds: [] });
      const toActive = await ask('POST', '/api/mail/mails', person.cookie, mail(active.uid));
      expect(toActive.statusCode).toBe(400);
      expect(toActive.json().fields).toEqual({ to: 'validation.chatNotContact' });
      expect((await ask('POST', '/api/mail/mails', person.cookie, mail(admin.uid))).statusCode).toBe(201);
    }
  });
});

describe('sign-in', () => {
  it('refuses a suspended account with its own 403, only once the password is right', async () => {
    const person = await someone(t, 'shipper');
    await setStatus(person, 'suspended');
    const right = await ask('POST', '/api/auth/sign-in/email', undefined, { email: person.email, password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.any(String) });
    expect(right.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    const wrong = await ask('POST', '/api/auth/sign-in/email', undefined, { email: person.email, password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
  });

  it('lets a refused applicant in, to the page with the decision and its mailbox', async () => {
    const person = await someone(t, 'shipper');
    await setStatus(person, 'refused');
    const cookie = await signIn(t, person.email, GOOD_PASSWORD);
    expect((await ask('GET', '/api/me', cookie)).json()).toMatchObject({ status: 'refused' });
    expect((await ask('GET', '/api/orders', cookie)).json().code).toBe('ACCOUNT_NOT_ACTIVE');
  });

  it('lets a pending account in (to its waiting page) and an account back in once reactivated', async () => {
    await expect(signIn(t, pending.email, GOOD_PASSWORD)).resolves.toContain('session_token');
    const person = await someone(t, 'customer');
    await setStatus(person, 'suspended');
    await expect(signIn(t, person.email, GOOD_PASSWORD)).rejects.toThrow(/403/);
    await setStatus(person, 'active');
    await expect(signIn(t, person.email, GOOD_PASSWORD)).resolves.toContain('session_token');
  });
});

describe('admin decisions end the sessions and the tokens', () => {
  it('refusing signs the person out everywhere', async () => {
    const person = await someone(t, 'shipper', { status: 'pending' });
    const res = await ask('POST', `/api/admin/accounts/${person.uid}/refuse`, admin.cookie, { message: 'Incomplete.' });
    expect(res.statusCode).toBe(200);
    expect((await ask('GET', '/api/me', person.cookie)).statusCode).toBe(401);
  });

  it('a bearer token minted while active is refused once the account is suspended', async () => {
    const person = await someone(t, 'customer');
    const token = (await ask('GET', '/api/auth/token', person.cookie)).json().token as string;
    const read = () => ask('GET', `/api/user?email=${encodeURIComponent(person.email)}`, undefined, undefined, { authorization: `Bearer ${token}` });
    expect((await read()).statusCode).toBe(200);
    // Even if the session had outlived the decision, the token is worth nothing.
    await setStatus(person, 'suspended');
    const refused = await read();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_NOT_ACTIVE');
    await setStatus(person, 'active');
    await ask('POST', `/api/admin/accounts/${person.uid}/suspend`, admin.cookie, {});
    expect((await read()).statusCode).toBe(401);
  });
});
