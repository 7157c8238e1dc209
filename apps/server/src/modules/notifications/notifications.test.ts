import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../seed/admin';
import { createTestApp, GOOD_PASSWORD, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from '../../test/test-app';
import { notify } from './service';

type Person = { cookie: string; uid: string };
let t: TestApp;
let admin: Person;
let customer: Person;
let otherCustomer: Person;
let pharmacist: Person;
let shipper: Person;
let pending: Person;

const request = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function approved(role: 'pharmacy' | 'shipper'): Promise<Person> {
  const user = await registerVerifiedUser(t, { role });
  expect((await request('POST', `/api/admin/accounts/${user.uid}/approve`, admin.cookie)).statusCode).toBe(200);
  return user;
}

const orderNotice = (reference: string, userIds: string[], kind: NotificationKind = 'order.accepted') =>
  t.database.db.transaction((tx) => notify(tx, { userIds, kind, params: { reference, pharmacy: 'Pharmacie du Sablon' }, link: '/my/dashboard' }));

async function listOf(person: Person, query = '') {
  const res = await request('GET', `/api/notifications${query}`, person.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; kind: string; params: Record<string, unknown>; link: string | null; createdAt: string; readAt: string | null }[]; nextCursor: string | null; unread: number };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  const email = uniqueEmail('admin');
  await ensureAdmin(t.database.db, { email, password: GOOD_PASSWORD });
  const adminCookie = await signIn(t, email, GOOD_PASSWORD);
  admin = { cookie: adminCookie, uid: (await request('GET', '/api/me', adminCookie)).json().uid };
  customer = await registerVerifiedUser(t);
  otherCustomer = await registerVerifiedUser(t);
  pharmacist = await approved('pharmacy');
  shipper = await approved('shipper');
  pending = await registerVerifiedUser(t, { role: 'pharmacy' });
});
afterAll(() => t.close());

describe('notify()', () => {
  it('writes one row per person (once each), which only that person reads, newest first', async () => {
    await orderNotice('PL-AAAA01', [customer.uid, pharmacist.uid, customer.uid], 'order.submitted');
    await orderNotice('PL-AAAA02', [customer.uid]);
    const mine = await listOf(customer);
    expect(mine.items.map((n) => [n.kind, n.params.reference])).toEqual([
      ['order.accepted', 'PL-AAAA02'],
      ['order.submitted', 'PL-AAAA01'],
    ]);
    expect(mine.items[0]).toMatchObject({ params: { reference: 'PL-AAAA02', pharmacy: 'Pharmacie du Sablon' }, link: '/my/dashboard', readAt: null });
    expect(new Date(mine.items[0]!.createdAt).toISOString()).toBe(mine.items[0]!.createdAt);
    expect(mine.unread).toBe(2);
    const theirs = await listOf(pharmacist);
    // Besides the approval of their account (account.approved, issue 5).
    expect(theirs.items.filter((n) => n.kind.startsWith('order.')).map((n) => n.params.reference)).toEqual(['PL-AAAA01']);
    expect((await listOf(otherCustomer)).items).toEqual([]);
  });

  it('commits with the transaction that called it, or not at all', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, { userIds: [shipper.uid], kind: 'order.ready', params: { reference: 'PL-ROLLBK' }, link: null });
        throw new Error('transition refused');
      }),
    ).rejects.toThrow('transition refused');
    expect((await listOf(shipper)).items.some((n) => n.params.reference === 'PL-ROLLBK')).toBe(false);
    await t.database.db.transaction((tx) => notify(tx, { userIds: [], kind: 'order.ready', params: { reference: 'X' }, link: null }));
  });
});

describe('GET /api/notifications', () => {
  it('pages with a cursor without gaps or repeats, the unread count covering every page', async () => {
    const reader = await registerVerifiedUser(t);
    for (let i = 0; i < 7; i++) await orderNotice(`PL-PAGE0${i}`, [reader.uid]);
    const seen: { reference: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await listOf(reader, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      expect(page.unread).toBe(7);
      seen.push(...page.items.map((n) => ({ reference: String(n.params.reference), createdAt: n.createdAt })));
      cursor = page.nextCursor;
    } while (cursor);
    // Each exactly once, newest first; PGlite's clock may give two quick inserts the same instant (no order of their own).
    expect(seen.map((n) => n.reference).sort()).toEqual(['PL-PAGE00', 'PL-PAGE01', 'PL-PAGE02', 'PL-PAGE03', 'PL-PAGE04', 'PL-PAGE05', 'PL-PAGE06']);
    expect(seen.map((n) => n.createdAt)).toEqual(seen.map((n) => n.createdAt).sort().reverse());
  });

  it('answers 400 with a field message for a bad limit or cursor', async () => {
    for (const [query, field, key] of [
      ['?limit=0', 'limit', 'validation.invalid'],
      ['?limit=51', 'limit', 'validation.invalid'],
      ['?limit=abc', 'limit', 'validation.invalid'],
      ['?cursor=garbage', 'cursor', 'validation.cursor'],
      [`?cursor=${Buffer.from(JSON.stringify(['notifications', '2026-01-01T00:00:00.000000Z', 'not-a-uuid'])).toString('base64url')}`, 'cursor', 'validation.cursor'],
    ] as const) {
      const res = await request('GET', `/api/notifications${query}`, customer.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: key } });
    }
  });
});

describe('marking as read', () => {
  it('marks one of mine read (idempotent); another person\'s or a missing one is 404 and stays unread', async () => {
    await orderNotice('PL-READ01', [customer.uid, otherCustomer.uid]);
    const mine = (await listOf(customer)).items.find((n) => n.params.reference === 'PL-READ01')!;
    const theirs = (await listOf(otherCustomer)).items.find((n) => n.params.reference === 'PL-READ01')!;
    const before = (await listOf(customer)).unread;

    const res = await request('POST', `/api/notifications/${mine.id}/read`, customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: before - 1 });
    const readAt = (await listOf(customer)).items.find((n) => n.id === mine.id)!.readAt;
    expect(readAt).not.toBeNull();
    // Again: still read, the first time kept.
    expect((await request('POST', `/api/notifications/${mine.id}/read`, customer.cookie)).json()).toEqual({ unread: before - 1 });
    expect((await listOf(customer)).items.find((n) => n.id === mine.id)!.readAt).toBe(readAt);

    expect((await request('POST', `/api/notifications/${theirs.id}/read`, customer.cookie)).statusCode).toBe(404);
    expect((await request('POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read', customer.cookie)).statusCode).toBe(404);
    expect((await listOf(otherCustomer)).items.find((n) => n.id === theirs.id)!.readAt).toBeNull();
    const bad = await request('POST', '/api/notifications/not-an-id/read', customer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { id: 'validation.invalid' } });
  });

  it('read-all clears my badge only', async () => {
    await orderNotice('PL-ALL001', [customer.uid, otherCustomer.uid]);
    const othersBefore = (await listOf(otherCustomer)).unread;
    expect(othersBefore).toBeGreaterThan(0);
    const res = await request('POST', '/api/notifications/read-all', customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: 0 });
    expect((await listOf(customer)).items.every((n) => n.readAt !== null)).toBe(true);
    expect((await listOf(otherCustomer)).unread).toBe(othersBefore);
  });
});

describe('notifications: role matrix', () => {
  const people = () =>
    ({ anonymous: undefined, customer, 'other customer': otherCustomer, pharmacist, shipper, admin, 'pending account': pending }) as Record<
      string,
      Person | undefined
    >;

  it.each(['anonymous', 'customer', 'other customer', 'pharmacist', 'shipper', 'admin', 'pending account'])(
    '%s: own list and read calls only',
    async (who) => {
      const person = people()[who];
      const target = customer;
      await orderNotice('PL-MATRIX', [target.uid, ...(person ? [person.uid] : [])]);
      const targetsId = (await listOf(target)).items.find((n) => n.params.reference === 'PL-MATRIX')!.id;

      const list = await request('GET', '/api/notifications', person?.cookie);
      const readOther = await request('POST', `/api/notifications/${targetsId}/read`, person?.cookie);
      const readAll = await request('POST', '/api/notifications/read-all', person?.cookie);
      if (!person) {
        expect([list.statusCode, readOther.statusCode, readAll.statusCode]).toEqual([401, 401, 401]);
        return;
      }
      // A pending account only has its waiting page (plugins/account-states.test.ts).
      if (person === pending) {
        expect([list.statusCode, readOther.statusCode, readAll.statusCode]).toEqual([403, 403, 403]);
        return;
      }
      expect(list.statusCode).toBe(200);
      expect(list.json().items.every((n: { id: string }) => n.id !== targetsId) || person === target).toBe(true);
      expect(readOther.statusCode).toBe(person === target ? 200 : 404);
      expect(readAll.statusCode).toBe(200);
    },
  );
});
