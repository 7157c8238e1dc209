import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../seed/admin';
import { writeAudit } from '../../lib/audit';
import { createTestApp, GOOD_PASSWORD, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from '../../test/test-app';

type Person = { cookie: string; uid: string };
let t: TestApp;
let admin: Person;
let customer: Person;
let pharmacist: Person;
let shipper: Person;
let pending: Person;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function approved(role: 'pharmacy' | 'shipper'): Promise<Person> {
  const user = await registerVerifiedUser(t, { role });
  expect((await t.app.inject({ method: 'POST', url: `/api/admin/accounts/${user.uid}/approve`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  return user;
}

type Entry = { id: string; at: string; actorId: string | null; actorName: string | null; action: string; entityType: string; entityId: string; detail: Record<string, unknown> };

async function entries(query: string): Promise<{ items: Entry[]; nextCursor: string | null }> {
  const res = await get(`/api/admin/audit${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  const email = uniqueEmail('admin');
  await ensureAdmin(t.database.db, { email, password: GOOD_PASSWORD });
  const cookie = await signIn(t, email, GOOD_PASSWORD);
  admin = { cookie, uid: (await get('/api/me', cookie)).json().uid };
  customer = await registerVerifiedUser(t);
  pharmacist = await approved('pharmacy');
  shipper = await approved('shipper');
  pending = await registerVerifiedUser(t, { role: 'pharmacy' });
});
afterAll(() => t.close());

describe('writeAudit', () => {
  it('writes within the caller\'s transaction, strips forbidden keys, and keeps the order of one transaction', async () => {
    await t.database.db.transaction(async (tx) => {
      await writeAudit(tx, { actorId: customer.uid, action: 'order.submitted', entityType: 'order', entityId: 'order-1', detail: { reference: 'PL-7Q4K2M', rid: ['BEPPA1B2C3D4'], national_registration_number: '85073003328' } });
      await writeAudit(tx, { actorId: pharmacist.uid, action: 'order.accepted', entityType: 'order', entityId: 'order-1', detail: { from: 'submitted', to: 'accepted' } });
      await writeAudit(tx, { actorId: null, action: 'order.read', entityType: 'order', entityId: 'order-2' });
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeAudit(tx, { actorId: customer.uid, action: 'order.cancelled', entityType: 'order', entityId: 'order-1' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    const { items } = await entries('?entityType=order&entityId=order-1');
    expect(items.map((e) => e.action)).toEqual(['order.accepted', 'order.submitted']);
    expect(items[1]).toMatchObject({ actorId: customer.uid, actorName: 'Test Person', detail: { reference: 'PL-7Q4K2M' } });
    expect(items[1]!.detail).not.toHaveProperty('rid');
    expect(items[1]!.detail).not.toHaveProperty('national_registration_number');
    // Both engines answer raw SQL with { rows }.
    const stored = (await t.database.db.execute(sql`SELECT detail::text AS d FROM audit_log WHERE action = 'order.submitted'`)) as unknown as {
      rows: { d: string }[];
    };
    expect(stored.rows[0]!.d).toContain('PL-7Q4K2M');
    expect(stored.rows[0]!.d).not.toMatch(/BEPPA1B2C3D4|85073003328/);
    const system = await entries('?entityId=order-2');
    expect(system.items).toEqual([expect.objectContaining({ actorId: null, actorName: null, action: 'order.read', detail: {} })]);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by actor and pages newest first without gaps or repeats', async () => {
    for (let i = 0; i < 7; i++) {
      await writeAudit(t.database.db, { actorId: shipper.uid, action: `delivery.step${i}`, entityType: 'order', entityId: `order-s${i}` });
    }
    const seen: { action: string; at: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await entries(`?actorId=${shipper.uid}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => ({ action: e.action, at: e.at })));
      cursor = page.nextCursor;
    } while (cursor);
    // Every entry exactly once, newest first. PGlite's clock can give two quick inserts the same instant, and entries
    // of one instant have no order of their own, so only the times are compared in order.
    expect(seen.map((e) => e.action).sort()).toEqual(['delivery.step0', 'delivery.step1', 'delivery.step2', 'delivery.step3', 'delivery.step4', 'delivery.step5', 'delivery.step6']);
    expect(seen.map((e) => e.at)).toEqual(seen.map((e) => e.at).sort().reverse());
    const all = await entries('?limit=100');
    expect(all.items.length).toBeGreaterThanOrEqual(10);
    const times = all.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 400 with field messages for bad input', async () => {
    for (const [query, field, key] of [
      ['?limit=0', 'limit', 'validation.invalid'],
      ['?limit=101', 'limit', 'validation.invalid'],
      ['?cursor=nonsense', 'cursor', 'validation.cursor'],
      [`?entityId=${'x'.repeat(101)}`, 'entityId', 'validation.tooLong'],
      ['?entityType=', 'entityType', 'validation.required'],
    ] as const) {
      const res = await get(`/api/admin/audit${query}`, admin.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: key } });
    }
  });

  it.each([
    ['anonymous', undefined, 401],
    ['customer', () => customer.cookie, 403],
    ['pharmacist', () => pharmacist.cookie, 403],
    ['shipper', () => shipper.cookie, 403],
    ['pending account', () => pending.cookie, 403],
    ['admin', () => admin.cookie, 200],
  ] as const)('role matrix: %s → %i', async (_who, cookie, status) => {
    expect((await get('/api/admin/audit', cookie?.())).statusCode).toBe(status);
  });
});
