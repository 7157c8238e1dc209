import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, type TestApp } from '../../../test/test-app';
import { someone } from '../testing/fixtures';

let t: TestApp;
let admin: string;
let customer: string;
let pendingPharmacy: { cookie: string; uid: string; email: string };
let activeShipper: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  admin = (await someone(t, 'admin')).cookie;
  customer = (await registerVerifiedUser(t)).cookie;
  pendingPharmacy = await registerVerifiedUser(t, { role: 'pharmacy' });
  const shipper = await registerVerifiedUser(t, { role: 'shipper' });
  await t.app.inject({ method: 'POST', url: `/api/admin/accounts/${shipper.uid}/approve`, headers: { cookie: admin } });
  activeShipper = shipper.cookie;
});
afterAll(() => t.close());

describe('admin account approval', () => {
  it('a pending account signs in and sees its pending status', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: pendingPharmacy.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'pharmacy', status: 'pending' });
  });

  it('role matrix: only an active admin may list and approve', async () => {
    const cases: [string, string | undefined, number][] = [
      ['anonymous', undefined, 401],
      ['customer', customer, 403],
      ['pending pharmacy', pendingPharmacy.cookie, 403],
      ['active shipper', activeShipper, 403],
      ['admin', admin, 200],
    ];
    for (const [label, cookie, status] of cases) {
      const headers = cookie ? { cookie } : {};
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts?status=pending', headers });
      expect(list.statusCode, `list as ${label}`).toBe(status);
      if (status !== 200) {
        const approve = await t.app.inject({ method: 'POST', url: `/api/admin/accounts/${pendingPharmacy.uid}/approve`, headers });
        expect(approve.statusCode, `approve as ${label}`).toBe(status);
      }
    }
  });

  it('lists pending accounts, approves one, e-mails it, and refuses to approve twice', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts?status=pending', headers: { cookie: admin } });
    expect(list.json().items.map((u: { uid: string }) => u.uid)).toContain(pendingPharmacy.uid);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/accounts/${pendingPharmacy.uid}/approve`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: pendingPharmacy.uid, status: 'active' });
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mailer.lastTo(pendingPharmacy.email)?.subject).toBe('Your account has been approved');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: pendingPharmacy.cookie } });
    expect(me.json().status).toBe('active');
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/accounts/${pendingPharmacy.uid}/approve`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_PENDING' });
  });

  it('answers 404 for an unknown account and 400 for bad query values', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/accounts/nope/approve', headers: { cookie: admin } });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/accounts?status=sleeping&limit=0', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['status', 'limit']));
    const cursor = await t.app.inject({ method: 'GET', url: '/api/admin/accounts?cursor=garbage', headers: { cookie: admin } });
    expect(cursor.statusCode).toBe(400);
  });

  it('pages with a cursor without repeating or skipping accounts', async () => {
    for (let i = 0; i < 3; i++) await registerVerifiedUser(t, { role: 'shipper' });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/accounts?limit=100', headers: { cookie: admin } });
    const expected = all.json().items.map((u: { uid: string }) => u.uid);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { uid: string }[]; nextCursor: string | null } = (
        await t.app.inject({ method: 'GET', url: `/api/admin/accounts?limit=2${cursor ? `&cursor=${cursor}` : ''}`, headers: { cookie: admin } })
      ).json();
      seen.push(...page.items.map((u) => u.uid));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
