import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/json-rows';
import { startSecondServer } from '../../test/second-server';
import { createTestApp, GOOD_PASSWORD, type TestApp } from '../../test/test-app';
import { someone, type Someone } from '../accounts/testing/fixtures';

/*
 * Issue 18: the maintenance switch and the launch date. Anyone reads them; only an admin changes them; while
 * maintenance is on the API answers 503 with Retry-After and pages go to /maintenance, except for admins, health
 * checks and sign-in; every server process on the database follows, and a restarted one too.
 */
const AUTH_SECRET = 'platform-test-secret-0123456789abcdef';
let t: TestApp;
let people: Record<'customer' | 'pharmacy' | 'shipper' | 'pending' | 'admin', Someone>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET, RATE_LIMIT_MAX: '100000' });
  const [customer, pharmacy, shipper, pending, admin] = await Promise.all([
    someone(t, 'customer'),
    someone(t, 'pharmacy'),
    someone(t, 'shipper'),
    someone(t, 'pharmacy', { status: 'pending' }),
    someone(t, 'admin'),
  ]);
  people = { customer, pharmacy, shipper, pending, admin };
});
afterAll(() => t.close());

const ask = (app: FastifyInstance, method: string, url: string, cookie?: string, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const set = (payload: object, cookie = people.admin.cookie) => ask(t.app, 'PUT', '/api/admin/platform', cookie, payload);
const OFF = { maintenance: false, message: '', until: null, launchAt: null };
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('the switches', () => {
  it('are off at first and readable by anyone', async () => {
    const res = await ask(t.app, 'GET', '/api/platform/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ maintenance: false, message: '', until: null, launchAt: null });
  });

  it('are changed by an admin only', async () => {
    expect((await ask(t.app, 'PUT', '/api/admin/platform', undefined, OFF)).statusCode).toBe(401);
    for (const role of ['customer', 'pharmacy', 'shipper', 'pending'] as const) {
      expect((await set(OFF, people[role].cookie)).statusCode, role).toBe(403);
    }
    const launchAt = '2027-03-01T09:00:00.000Z';
    const res = await set({ ...OFF, launchAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ maintenance: false, launchAt });
    expect((await ask(t.app, 'GET', '/api/platform/status')).json()).toMatchObject({ launchAt });
  });

  it('refuse bad input field by field', async () => {
    const long = await set({ ...OFF, message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: 'validation.tooLong' });
    const date = await set({ ...OFF, until: 'tomorrow' });
    expect(date.json().fields).toEqual({ until: 'validation.date' });
    const past = await set({ ...OFF, maintenance: true, until: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ until: 'validation.future' });
    expect((await set({ maintenance: 'yes', message: '' })).json().fields).toMatchObject({ maintenance: 'validation.invalid' });
    expect((await ask(t.app, 'GET', '/api/platform/status')).json().maintenance).toBe(false);
  });
});

describe('pharmacy plans (/pricing)', () => {
  const plan = (name: string, monthlyCents: number, highlighted = false) => ({ name, monthlyCents, perOrderCents: 50, features: ['Orders and deliveries', 'Invoices'], highlighted });
  const save = (payload: object, cookie = people.admin.cookie) => ask(t.app, 'PUT', '/api/admin/platform/plans', cookie, payload);

  it('are read by anyone, in the admin’s order, and replaced as a whole by an admin only', async () => {
    expect((await ask(t.app, 'GET', '/api/platform/plans')).json()).toEqual({ plans: [] });
    const body = { plans: [plan('Neighbourhood', 4900), plan('Group', 12900, true)] };
    expect((await ask(t.app, 'PUT', '/api/admin/platform/plans', undefined, body)).statusCode).toBe(401);
    for (const role of ['customer', 'pharmacy', 'shipper', 'pending'] as const) expect((await save(body, people[role].cookie)).statusCode, role).toBe(403);
    const saved = await save(body);
    expect(saved.statusCode).toBe(200);
    const read = (await ask(t.app, 'GET', '/api/platform/plans')).json().plans;
    expect(read.map((p: { name: string; monthlyCents: number; highlighted: boolean }) => [p.name, p.monthlyCents, p.highlighted])).toEqual([
      ['Neighbourhood', 4900, false],
      ['Group', 12900, true],
    ]);
    expect((await save({ plans: [plan('Group', 12900)] })).json().plans).toHaveLength(1);
  });

  it('refuse bad plans field by field and keep the saved list', async () => {
    const bad = await save({ plans: [{ ...plan('', 4900) }, { ...plan('Group', -1) }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'plans.0.name': 'validation.required', 'plans.1.monthlyCents': 'validation.invalid' });
    const two = await save({ plans: [plan('A', 1, true), plan('B', 2, true)] });
    expect(two.json().fields).toEqual({ plans: 'validation.oneHighlighted' });
    const many = await save({ plans: Array.from({ length: 7 }, (_, i) => plan(`P${i}`, i)) });
    expect(many.json().fields).toEqual({ plans: 'validation.tooMany' });
    expect((await ask(t.app, 'GET', '/api/platform/plans')).json().plans.map((p: { name: string }) => p.name)).toEqual(['Group']);
  });
});

describe('maintenance', () => {
  let second: Awaited<ReturnType<typeof startSecondServer>> | undefined;
  afterAll(async () => {
    await set(OFF);
    await second?.close();
  });

  it('answers the API with 503 and Retry-After, sends pages to /maintenance, and lets admins, health and sign-in through', async () => {
    const until = inAnHour();
    const res = await set({ maintenance: true, message: 'Moving to a new database.', until, launchAt: null });
    expect(res.statusCode).toBe(200);

    const closed = await ask(t.app, 'GET', '/api/orders', people.customer.cookie);
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ code: 'MAINTENANCE' });
    const retryAfter = Number(closed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await ask(t.app, 'GET', '/api/pharmacies')).statusCode).toBe(503);
    expect((await ask(t.app, 'GET', '/api/orders', people.pharmacy.cookie)).statusCode).toBe(503);

    const page = await ask(t.app, 'GET', '/dashboard/order', people.pharmacy.cookie);
    expect(page.statusCode).toBe(307);
    expect(page.headers.location).toBe('/maintenance');
    // The maintenance page itself, sign-in pages and the built files are served as usual (no web build here: 404).
    for (const open of ['/maintenance', '/auth/login', '/assets/index-abc.js']) expect((await ask(t.app, 'GET', open)).statusCode, open).toBe(404);

    expect((await ask(t.app, 'GET', '/api/health')).statusCode).toBe(200);
    expect((await ask(t.app, 'GET', '/api/platform/status')).json()).toMatchObject({ maintenance: true, message: 'Moving to a new database.', until });
    const signIn = await ask(t.app, 'POST', '/api/auth/sign-in/email', undefined, { email: people.customer.email, password: GOOD_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    for (const open of ['/api/me', '/api/session', '/api/auth-config']) expect((await ask(t.app, 'GET', open, people.customer.cookie)).statusCode, open).toBe(200);

    expect((await ask(t.app, 'GET', '/api/orders', people.admin.cookie)).statusCode).toBe(200);
    expect((await ask(t.app, 'GET', '/dashboard/order', people.admin.cookie)).statusCode).toBe(404);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('holds on every server process on the database and after a restart', async () => {
    // A process started now (as after a restart) reads the switch from the database.
    second = await startSecondServer(t.databaseUrl, AUTH_SECRET);
    expect((await ask(second.app, 'GET', '/api/orders', people.customer.cookie)).statusCode).toBe(503);
    expect((await ask(second.app, 'GET', '/api/orders', people.admin.cookie)).statusCode).toBe(200);

    // Switched off on the first process: the second follows within its 2-second cache.
    expect((await set(OFF)).statusCode).toBe(200);
    expect((await ask(t.app, 'GET', '/api/orders', people.customer.cookie)).statusCode).toBe(200);
    const started = Date.now();
    while ((await ask(second.app, 'GET', '/api/orders', people.customer.cookie)).statusCode !== 200) {
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('is audited with who changed it', async () => {
    const list = await queryRows<{ actor_id: string; detail: { maintenance: boolean } }>(
      t.database.db,
      sql`SELECT actor_id, detail FROM audit_log WHERE action = 'platform.settings_changed' ORDER BY at`,
    );
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((r) => r.actor_id === people.admin.uid)).toBe(true);
    expect(list.some((r) => r.detail.maintenance)).toBe(true);
  });
});
