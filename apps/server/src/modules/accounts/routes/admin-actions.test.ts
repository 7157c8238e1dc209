import type { Language } from '@pharmacy/shared/languages';
import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, authAccount, authSession, authUser, notifications, orders, outboxEmails, pharmacyStaff, userRole, users } from '../../../db/schema';
import { GOOD_PASSWORD, signIn } from '../../../test/test-app';
import { createWorld, placeOrder, type World } from '../../orders/test-world';
import { ask, someone, type Someone } from '../testing/fixtures';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const admin = () => w.admin.cookie;
const act = (uid: string, action: string, body?: object, cookie = admin()) => ask(w.t, 'POST', `/api/admin/accounts/${uid}/${action}`, cookie, body);
const fresh = (role: 'customer' | 'pharmacy' | 'shipper' = 'shipper', status: 'pending' | 'active' = 'pending', language?: Language) =>
  someone(w.t, role, { status, language });

describe('role matrix of the account actions', () => {
  const others = () =>
    [
      ['anonymous', undefined, 401],
      ['customer', w.customer.cookie, 403],
      ['pharmacy', w.staff.cookie, 403],
      ['shipper', w.shipper.cookie, 403],
      ['pending', w.pending.cookie, 403],
    ] as const;
  it.each([
    ['approve', 'POST', 'approve', {}, 200],
    ['refuse', 'POST', 'refuse', { message: 'Not a pharmacy.' }, 200],
    ['suspend', 'POST', 'suspend', {}, 200],
    ['reactivate', 'POST', 'reactivate', {}, 200],
    ['role', 'PUT', 'role', { role: 'customer' }, 200],
    ['anonymise', 'POST', 'anonymise', undefined, 204],
  ] as const)('%s: anonymous 401, others and a pending account 403, admin OK', async (_label, method, action, body, ok) => {
    const target = await fresh('shipper', action === 'reactivate' || action === 'suspend' || action === 'role' || action === 'anonymise' ? 'active' : 'pending');
    if (action === 'reactivate') await act(target.uid, 'suspend');
    for (const [who, cookie, status] of others()) {
      const res = await ask(w.t, method, `/api/admin/accounts/${target.uid}/${action}`, cookie, body);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
    }
    const res = await ask(w.t, method, `/api/admin/accounts/${target.uid}/${action}`, admin(), body);
    expect(res.statusCode, res.body).toBe(ok);
  });
  it('bulk: anonymous 401, others and a pending account 403, admin OK', async () => {
    const target = await fresh();
    for (const [who, cookie, status] of others()) {
      expect((await ask(w.t, 'POST', '/api/admin/accounts/bulk', cookie, { action: 'approve', uids: [target.uid] })).statusCode, who).toBe(status);
    }
    expect((await ask(w.t, 'POST', '/api/admin/accounts/bulk', admin(), { action: 'approve', uids: [target.uid] })).statusCode).toBe(200);
  });
});

async function accountNotification(uid: string, kind: NotificationKind) {
  const rows = await db().select().from(notifications).where(and(eq(notifications.userId, uid), eq(notifications.kind, kind)));
  return rows[0];
}
async function accountEmail(to: string) {
  await w.t.app.outbox.drain();
  return w.t.mailer.lastTo(to);
}
const audits = (uid: string, action: string) =>
  db().select().from(auditLog).where(and(eq(auditLog.entityId, uid), eq(auditLog.action, action)));

describe('approve and refuse', () => {
  it('approves with a message and links a pharmacy account; the person is told in the app and by e-mail', async () => {
    const p = await fresh('pharmacy', 'pending', 'fr');
    const res = await act(p.uid, 'approve', { message: 'Bienvenue !', pharmacyId: w.pharmacyA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', pharmacies: [expect.objectContaining({ id: w.pharmacyA })] });
    expect((await accountNotification(p.uid, 'account.approved'))?.params).toEqual({ message: 'Bienvenue !' });
    const mail = await accountEmail(p.email);
    expect(mail?.subject).toBe('Votre compte a été approuvé');
    expect(mail?.text).toContain('Bienvenue !');
    expect(await audits(p.uid, 'account.approved')).toHaveLength(1);
  });

  it('refuses a wrong pharmacy link and changes nothing', async () => {
    const shipper = await fresh('shipper');
    const wrongRole = await act(shipper.uid, 'approve', { pharmacyId: w.pharmacyA });
    expect(wrongRole.statusCode).toBe(409);
    expect(wrongRole.json()).toMatchObject({ code: 'WRONG_ROLE', fields: { pharmacyId: 'validation.role' } });
    const p = await fresh('pharmacy');
    const unknown = await act(p.uid, 'approve', { pharmacyId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ pharmacyId: 'validation.unknownPharmacy' });
    const [row] = await db().select({ status: users.status }).from(users).where(eq(users.uid, p.uid));
    expect(row!.status).toBe('pending');
  });

  it('refuses a pending account with a required reason; the person is signed out, and signs in to the decision only', async () => {
    const p = await fresh('shipper', 'pending', 'nl');
    const missing = await act(p.uid, 'refuse', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ message: 'validation.required' });
    const empty = await act(p.uid, 'refuse', { message: '  ' });
    expect(empty.json().fields).toEqual({ message: 'validation.required' });
    const tooLong = await act(p.uid, 'refuse', { message: 'x'.repeat(2001) });
    expect(tooLong.json().fields).toEqual({ message: 'validation.tooLong' });
    const res = await act(p.uid, 'refuse', { message: 'Onvolledige gegevens.' });
    expect(res.json()).toMatchObject({ status: 'refused' });
    expect((await accountNotification(p.uid, 'account.refused'))?.params).toEqual({ message: 'Onvolledige gegevens.' });
    expect((await accountEmail(p.email))?.subject).toBe('Uw accountaanvraag werd niet aanvaard');
    const session = await ask(w.t, 'GET', '/api/session', p.cookie);
    expect(session.json()).toEqual({ user: null });
    expect((await ask(w.t, 'GET', '/api/orders', p.cookie)).statusCode).toBe(401);
    // Signed in again, the applicant reaches the decision and the admin's words in its mailbox, and nothing else.
    const cookie = await signIn(w.t, p.email, GOOD_PASSWORD);
    expect((await ask(w.t, 'GET', '/api/me', cookie)).json()).toMatchObject({ status: 'refused' });
    expect((await ask(w.t, 'GET', '/api/orders', cookie)).json().code).toBe('ACCOUNT_NOT_ACTIVE');
    const inbox = (await ask(w.t, 'GET', '/api/mail/mails', cookie)).json().mails as { notice: { kind: string; params: object } | null }[];
    expect(inbox.map((m) => m.notice)).toContainEqual(expect.objectContaining({ kind: 'account.refused', params: { message: 'Onvolledige gegevens.' } }));
    const again = await act(p.uid, 'refuse', { message: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_PENDING');
  });
});

describe('suspend and reactivate', () => {
  it('suspends (signed out everywhere), reactivates, and refuses to suspend oneself', async () => {
    const p = await fresh('customer', 'active');
    const second = await signIn(w.t, p.email, GOOD_PASSWORD);
    const res = await act(p.uid, 'suspend', { message: 'Abuse.' });
    expect(res.json()).toMatchObject({ status: 'suspended' });
    expect(await db().select().from(authSession).where(eq(authSession.userId, p.uid))).toHaveLength(0);
    for (const cookie of [p.cookie, second]) expect((await ask(w.t, 'GET', '/api/me', cookie)).statusCode).toBe(401);
    await expect(signIn(w.t, p.email, GOOD_PASSWORD)).rejects.toThrow(/403.*ACCOUNT_SUSPENDED/);
    expect((await accountEmail(p.email))?.subject).toBe('Your account has been suspended');
    expect((await act(p.uid, 'suspend')).json().code).toBe('NOT_SUSPENDABLE');
    const back = await act(p.uid, 'reactivate', { message: 'Sorry.' });
    expect(back.json()).toMatchObject({ status: 'active' });
    expect((await accountNotification(p.uid, 'account.reactivated'))?.params).toEqual({ message: 'Sorry.' });
    expect((await act(p.uid, 'reactivate')).json().code).toBe('NOT_SUSPENDED');
    await expect(signIn(w.t, p.email, GOOD_PASSWORD)).resolves.toContain('session_token');
    const self = await act(w.admin.uid, 'suspend');
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('SELF');
    expect((await act('nobody', 'suspend')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/accounts/:uid/role', () => {
  it('changes the role everywhere, drops pharmacy links, tells the person; never one’s own; 400 on a bad role', async () => {
    const p = await someone(w.t, 'pharmacy');
    await db().insert(pharmacyStaff).values({ pharmacyId: w.pharmacyB, userId: p.uid });
    const res = await ask(w.t, 'PUT', `/api/admin/accounts/${p.uid}/role`, admin(), { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', pharmacies: [] });
    const [auth] = await db().select({ role: authUser.role }).from(authUser).where(eq(authUser.id, p.uid));
    expect(auth!.role).toBe('admin');
    expect(await db().select().from(userRole).where(eq(userRole.userId, p.uid))).toEqual([{ userId: p.uid, roleId: 'admin' }]);
    expect(await db().select().from(pharmacyStaff).where(eq(pharmacyStaff.userId, p.uid))).toHaveLength(0);
    expect((await accountNotification(p.uid, 'account.role_changed'))?.params).toEqual({ role: 'admin' });
    expect((await accountEmail(p.email))?.text).toContain('Administrator');
    expect(await audits(p.uid, 'account.role_changed')).toHaveLength(1);
    const self = await ask(w.t, 'PUT', `/api/admin/accounts/${w.admin.uid}/role`, admin(), { role: 'customer' });
    expect(self.statusCode).toBe(409);
    const bad = await ask(w.t, 'PUT', `/api/admin/accounts/${p.uid}/role`, admin(), { role: 'king' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ role: 'validation.role' });
  });
});

describe('POST /api/admin/accounts/bulk', () => {
  it('handles each account on its own and audits each change', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const active = await fresh('customer', 'active');
    const res = await ask(w.t, 'POST', '/api/admin/accounts/bulk', admin(), { action: 'approve', uids: [a.uid, active.uid, 'nobody', b.uid] });
    expect(res.json().results).toEqual([
      { uid: a.uid, ok: true },
      { uid: active.uid, ok: false, code: 'NOT_PENDING' },
      { uid: 'nobody', ok: false, code: 'NOT_FOUND' },
      { uid: b.uid, ok: true },
    ]);
    expect(await audits(a.uid, 'account.approved')).toHaveLength(1);
    const self = await ask(w.t, 'POST', '/api/admin/accounts/bulk', admin(), { action: 'suspend', uids: [w.admin.uid] });
    expect(self.json().results).toEqual([{ uid: w.admin.uid, ok: false, code: 'SELF' }]);
  });

  it.each([
    [{ action: 'delete', uids: ['a'] }, 'action'],
    [{ action: 'approve', uids: [] }, 'uids'],
    [{ action: 'approve', uids: Array.from({ length: 101 }, (_, i) => `u${i}`) }, 'uids'],
    [{ action: 'approve', uids: ['a'], message: 'x'.repeat(2001) }, 'message'],
  ])('answers 400 on bad input (%j)', async (body, field) => {
    const res = await ask(w.t, 'POST', '/api/admin/accounts/bulk', admin(), body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });
});

describe('anonymising', () => {
  let customer: Someone;
  it('keeps the person’s orders, forgets their data, and they can no longer sign in', async () => {
    customer = await someone(w.t, 'customer', { firstName: 'Gudrun', lastName: 'Forget' });
    const order = await placeOrder(w, {}, customer);
    const res = await act(customer.uid, 'anonymise');
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await db().select().from(users).where(eq(users.uid, customer.uid));
    expect(row).toMatchObject({ displayName: 'Former user', phone: '', city: '', status: 'suspended', avatarKey: null });
    expect(row!.email).toMatch(/@anonymised\.invalid$/);
    expect(row!.slug).toMatch(/^former-user-/);
    expect(row!.anonymisedAt).toBeInstanceOf(Date);
    const [auth] = await db().select().from(authUser).where(eq(authUser.id, customer.uid));
    expect(auth!.email).toBe(row!.email);
    expect(await db().select().from(authAccount).where(eq(authAccount.userId, customer.uid))).toHaveLength(0);
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: customer.uid, reference: order.reference });
    await expect(signIn(w.t, customer.email, GOOD_PASSWORD)).rejects.toThrow(/401/);
    expect((await ask(w.t, 'GET', '/api/me', customer.cookie)).statusCode).toBe(401);
    expect(await audits(customer.uid, 'account.anonymised')).toHaveLength(1);
    expect((await ask(w.t, 'GET', '/api/admin/accounts/by-slug/gudrun-forget', admin())).statusCode).toBe(404);
    const listed = await ask(w.t, 'GET', `/api/admin/accounts?q=${encodeURIComponent('former user')}&limit=100`, admin());
    expect(listed.json().items.find((p: { uid: string }) => p.uid === customer.uid)).toMatchObject({ anonymised: true });
  });

  it('refuses to anonymise oneself through the admin route, and an unknown person is 404', async () => {
    expect((await act(w.admin.uid, 'anonymise')).statusCode).toBe(409);
    expect((await act('nobody', 'anonymise')).statusCode).toBe(404);
  });
});

describe('e-mails', () => {
  it('go through the outbox with the account-update template', async () => {
    const rows = await db().select().from(outboxEmails).where(eq(outboxEmails.template, 'account-update'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
