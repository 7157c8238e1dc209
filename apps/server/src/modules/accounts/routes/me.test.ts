import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PREFERENCE_EVENTS } from '@pharmacy/shared/schemas/accounts';
import { authAccount, notifications, orders, outboxEmails, users } from '../../../db/schema';
import { cookiesOf, GOOD_PASSWORD, signIn } from '../../../test/test-app';
import { acceptBody, createWorld, placeOrder, step, type World } from '../../orders/test-world';
import { ask, someone } from '../testing/fixtures';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const everyone = () => [w.customer, w.staff, w.shipper, w.admin];
const allOn = () => Object.fromEntries(PREFERENCE_EVENTS.map((e) => [e, { email: true, inApp: true }]));

describe('role matrix of /api/me/* and the profile page', () => {
  it('anonymous 401; every active person for themself; a pending account 403 (it only has its waiting page)', async () => {
    const calls: ['GET' | 'PUT', string, object?][] = [
      ['GET', '/api/me/person'],
      ['GET', '/api/me/notification-preferences'],
      ['PUT', '/api/me/notification-preferences', allOn()],
    ];
    for (const [method, url, body] of calls) {
      expect((await ask(w.t, method, url, undefined, body)).statusCode, url).toBe(401);
      for (const p of everyone()) expect((await ask(w.t, method, url, p.cookie, body)).statusCode, `${url} ${p.email}`).toBe(200);
      expect((await ask(w.t, method, url, w.pending.cookie, body)).json(), url).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE' });
    }
    expect((await ask(w.t, 'POST', '/api/me/anonymise', undefined, {})).statusCode).toBe(401);
    const slug = (await ask(w.t, 'GET', '/api/me/person', w.customer.cookie)).json().slug;
    expect((await ask(w.t, 'GET', `/api/people/${slug}/profile`)).statusCode).toBe(401);
    expect((await ask(w.t, 'GET', `/api/people/${slug}/profile`, w.customer.cookie)).statusCode).toBe(200);
    expect((await ask(w.t, 'GET', `/api/people/${slug}/profile`, w.pending.cookie)).statusCode).toBe(403);
  });
});

describe('PATCH /api/me and GET /api/me/person', () => {
  it('renames with a new slug (the old one still leads to the person) and keeps the address unless sent', async () => {
    const p = await someone(w.t, 'customer', { firstName: 'Old', lastName: 'Name' });
    const withAddress = await ask(w.t, 'PATCH', '/api/me', p.cookie, { first_name: 'Old', last_name: 'Name', phone: '', language: 'en', address: 'Rue 1', postal_code: '1000', city: 'Bruxelles' });
    expect(withAddress.json()).toMatchObject({ slug: 'old-name', address: 'Rue 1', postal_code: '1000', city: 'Bruxelles' });
    const res = await ask(w.t, 'PATCH', '/api/me', p.cookie, { first_name: 'New', last_name: 'Name', phone: '', language: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'new-name', displayName: 'New Name', language: 'de', city: 'Bruxelles', pharmacies: [], anonymised: false });
    expect((await ask(w.t, 'GET', '/api/people/old-name/profile', p.cookie)).json().uid).toBe(p.uid);
    const bad = await ask(w.t, 'PATCH', '/api/me', p.cookie, { first_name: 'A', last_name: 'B', phone: '', language: 'en', postal_code: 'ABCD', city: 'x'.repeat(81) });
    expect(bad.json().fields).toEqual({ postal_code: 'validation.postcode', city: 'validation.tooLong' });
  });
});

describe('notification preferences', () => {
  it('answers every event, stores only the differences, refuses bad input', async () => {
    const p = await someone(w.t, 'customer');
    expect((await ask(w.t, 'GET', '/api/me/notification-preferences', p.cookie)).json()).toEqual(allOn());
    const wanted = { ...allOn(), 'order.ready': { email: false, inApp: true } };
    const put = await ask(w.t, 'PUT', '/api/me/notification-preferences', p.cookie, wanted);
    expect(put.json()).toEqual(wanted);
    const [row] = await db().select({ prefs: users.notificationPrefs }).from(users).where(eq(users.uid, p.uid));
    expect(row!.prefs).toEqual({ 'order.ready': { email: false, inApp: true } });
    const bad = await ask(w.t, 'PUT', '/api/me/notification-preferences', p.cookie, { ...allOn(), 'order.ready': { email: 'no', inApp: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'order.ready.email': 'validation.invalid' });
    const unknown = await ask(w.t, 'PUT', '/api/me/notification-preferences', p.cookie, { ...allOn(), 'order.exploded': { email: true, inApp: true } });
    expect(unknown.statusCode).toBe(400);
  });

  it('suppress the bell and the e-mail of an order event, and only of that event', async () => {
    await ask(w.t, 'PUT', '/api/me/notification-preferences', w.customer.cookie, { ...allOn(), 'order.accepted': { email: false, inApp: false } });
    await ask(w.t, 'PUT', '/api/me/notification-preferences', w.staff.cookie, { ...allOn(), 'order.submitted': { email: true, inApp: false } });
    const order = await placeOrder(w);
    await step(w, w.staff, order.id, acceptBody(order));
    const kinds = async (uid: string) =>
      (await db().select({ kind: notifications.kind, params: notifications.params }).from(notifications).where(eq(notifications.userId, uid)))
        .filter((n) => n.params.reference === order.reference)
        .map((n) => n.kind);
    expect(await kinds(w.customer.uid)).toEqual(['order.submitted']);
    expect(await kinds(w.staff.uid)).toEqual([]);
    const mails = await db().select({ params: outboxEmails.params }).from(outboxEmails).where(eq(outboxEmails.toAddress, w.customer.email));
    const statuses = mails.filter((m) => m.params.reference === order.reference).map((m) => m.params.status);
    expect(statuses).toEqual(['submitted']);
    await ask(w.t, 'PUT', '/api/me/notification-preferences', w.customer.cookie, allOn());
    await ask(w.t, 'PUT', '/api/me/notification-preferences', w.staff.cookie, allOn());
  });
});

describe('GET /api/people/:slug/profile', () => {
  it('shows the person to themself and to an admin, with their counts; anyone else gets 404', async () => {
    const customer = await someone(w.t, 'customer', { firstName: 'Profile', lastName: 'Owner' });
    await placeOrder(w, {}, customer);
    const own = await ask(w.t, 'GET', '/api/people/profile-owner/profile', customer.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ uid: customer.uid, slug: 'profile-owner', role: 'customer', ordersCount: 1, deliveriesCount: 0, pharmacies: [] });
    expect((await ask(w.t, 'GET', '/api/people/profile-owner/profile', w.admin.cookie)).statusCode).toBe(200);
    for (const other of [w.otherCustomer, w.staff, w.shipper]) {
      expect((await ask(w.t, 'GET', '/api/people/profile-owner/profile', other.cookie)).statusCode).toBe(404);
    }
    expect((await ask(w.t, 'GET', '/api/people/profile-owner/profile', w.pending.cookie)).statusCode).toBe(403);
    expect((await ask(w.t, 'GET', '/api/people/no-such-person/profile', w.admin.cookie)).statusCode).toBe(404);

    const staffSlug = (await ask(w.t, 'GET', '/api/me/person', w.staff.cookie)).json().slug;
    const staff = (await ask(w.t, 'GET', `/api/people/${staffSlug}/profile`, w.admin.cookie)).json();
    const [{ n }] = (await db().select({ id: orders.id }).from(orders).where(eq(orders.pharmacyId, w.pharmacyA))).map((_, __, all) => ({ n: all.length }));
    expect(staff).toMatchObject({ role: 'pharmacy', ordersCount: n, pharmacies: [expect.objectContaining({ id: w.pharmacyA })] });

    const [delivered] = await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, customer.uid));
    await db().update(orders).set({ shipperId: w.shipper.uid, status: 'delivered' }).where(eq(orders.id, delivered!.id));
    const shipperSlug = (await ask(w.t, 'GET', '/api/me/person', w.shipper.cookie)).json().slug;
    const shipper = (await ask(w.t, 'GET', `/api/people/${shipperSlug}/profile`, w.shipper.cookie)).json();
    expect(shipper).toMatchObject({ role: 'shipper', ordersCount: 0, deliveriesCount: 1 });
  });
});

describe('POST /api/me/anonymise', () => {
  it('needs the right password, then forgets the person, keeps their orders and signs them out', async () => {
    const p = await someone(w.t, 'customer', { firstName: 'Self', lastName: 'Forget' });
    const order = await placeOrder(w, {}, p);
    const missing = await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, {});
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { password: 'validation.required' } });
    const wrong = await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, { password: 'Not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'validation.passwordWrong' });
    const tooLong = await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, { password: 'x'.repeat(257) });
    expect(tooLong.json().fields).toEqual({ password: 'validation.tooLong' });
    const res = await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, { password: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await ask(w.t, 'GET', '/api/me', p.cookie)).statusCode).toBe(401);
    await expect(signIn(w.t, p.email, GOOD_PASSWORD)).rejects.toThrow(/401/);
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    // The order stays for the pharmacy's records; the names and contact details typed in it go.
    expect(kept).toMatchObject({ customerId: p.uid, status: order.status, firstName: 'Former', lastName: 'user', email: '', phone: '', nationalRegistrationNumber: '' });
  });

  it('asks a person without a password (social sign-in) to type their e-mail', async () => {
    const p = await someone(w.t, 'customer');
    await db().delete(authAccount).where(and(eq(authAccount.userId, p.uid), eq(authAccount.providerId, 'credential')));
    expect((await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, {})).json().fields).toEqual({ confirmEmail: 'validation.required' });
    const wrong = await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, { confirmEmail: 'someone@else.be' });
    expect(wrong.json().fields).toEqual({ confirmEmail: 'validation.emailMismatch' });
    expect((await ask(w.t, 'POST', '/api/me/anonymise', p.cookie, { confirmEmail: p.email.toUpperCase() })).statusCode).toBe(204);
    const [row] = await db().select({ anonymisedAt: users.anonymisedAt }).from(users).where(eq(users.uid, p.uid));
    expect(row!.anonymisedAt).not.toBeNull();
  });
});

describe('better-auth session endpoints through our app', () => {
  it('lists one’s sessions and signs out the other ones', async () => {
    const p = await someone(w.t, 'customer');
    const other = await signIn(w.t, p.email, GOOD_PASSWORD);
    const headers = { cookie: p.cookie, origin: 'http://localhost:3000' };
    const list = await w.t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(JSON.stringify(list.json())).not.toContain('"password"');
    const revoke = await w.t.app.inject({ method: 'POST', url: '/api/auth/revoke-other-sessions', headers, payload: {} });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await ask(w.t, 'GET', '/api/me', other)).statusCode).toBe(401);
    expect((await ask(w.t, 'GET', '/api/me', p.cookie)).statusCode).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers })).json()).toHaveLength(1);
    expect(cookiesOf(revoke)).toBe('');
  });
});
