import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { pharmacies, pharmacyStaff } from '../db/schema';
import { loggerOptions } from '../lib/logger-options';
import { setShipperPharmacies } from '../modules/shippers/service';
import { createAccount } from '../modules/accounts/commands/register';
import { M, writeCalls, type Who } from './log-privacy-calls';
import { createTestApp, GOOD_PASSWORD, signIn, type TestApp } from './test-app';

/*
 * Audit finding: a database error logged the whole query with its parameters (names, e-mails, national numbers…).
 * Here every table refuses every write, each write endpoint is called with distinctive identifiers, and the log,
 * written with the production logger's options, must hold none of them.
 */

let log = '';
const stream = new Writable({
  write(chunk, _encoding, done) {
    log += String(chunk);
    done();
  },
});

let t: TestApp;
const people = {} as Record<Who, { uid: string; cookie: string; email: string }>;
let pharmacyId: string;
let orderId: string;

async function person(role: 'admin' | 'customer' | 'pharmacy' | 'shipper') {
  const email = `${role}.${randomUUID().slice(0, 8)}@example.be`;
  const profile = await createAccount(t.database.db, {
    email,
    password: GOOD_PASSWORD,
    firstName: 'Test',
    lastName: 'Person',
    role,
    emailVerified: true,
    status: 'active',
  });
  return { uid: profile.uid, cookie: await signIn(t, email, GOOD_PASSWORD), email };
}

/** A trigger on every table of the public schema: any insert, update or delete fails inside the database. */
async function failEveryWrite() {
  const db = t.database.db;
  await db.execute(
    sql.raw(
      `CREATE FUNCTION pl_forced_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure (test)'; END $$`,
    ),
  );
  // The rate-limit counters stay writable: the calls must get past the limiter to the writes they test.
  const { rows } = (await db.execute(
    sql.raw(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rate_limit_counters', 'sign_in_failures')`,
    ),
  )) as { rows: { tablename: string }[] };
  expect(rows.length).toBeGreaterThan(20);
  for (const { tablename } of rows) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER pl_forced_failure BEFORE INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION pl_forced_failure()`,
      ),
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10000' }, { logger: { ...loggerOptions('info'), stream } });
  const db = t.database.db;
  pharmacyId = randomUUID();
  await db.insert(pharmacies).values({
    id: pharmacyId,
    name: 'Pharmacie Test',
    code: `BE-${pharmacyId.slice(0, 8)}`,
    address: 'Rue Haute 1',
    postalCode: '1000',
    city: 'Bruxelles',
  });
  people.admin = await person('admin');
  people.customer = await person('customer');
  people.staff = await person('pharmacy');
  people.shipper = await person('shipper');
  await db.insert(pharmacyStaff).values({ pharmacyId, userId: people.staff.uid });
  await setShipperPharmacies(db, people.shipper.uid, [{ pharmacyId, isStaff: true }]);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: people.customer.cookie, 'idempotency-key': randomUUID() },
    payload: sampleOrderForm(pharmacyId),
  });
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().id;
  await failEveryWrite();
  log = '';
});
afterAll(() => t.close());

describe('the log when every database write fails', () => {
  it('holds no identifier, contact detail or health data sent, and the 500s no SQL or stack', async () => {
    // better-auth reports through console: watched too, so nothing escapes the check by another door.
    const consoleOut: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void consoleOut.push(args.map(String).join(' '))),
    );
    const failures: string[] = [];
    try {
      for (const call of writeCalls({ pharmacyId, orderId, people })) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { 'idempotency-key': randomUUID(), ...(call.who ? { cookie: people[call.who].cookie } : {}) },
          payload: call.payload,
        });
        if (res.statusCode !== 500) failures.push(`${call.label}: ${res.statusCode} ${res.body}`);
        else if (!/^\{"message":"[^"]*","code":"INTERNAL"\}$/.test(res.body))
          failures.push(`${call.label}: 500 answered ${res.body || '(empty)'}`);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // Every call reached a database write: otherwise it proves nothing about the log.
    expect(failures).toEqual([]);
    // The errors were logged (the drizzle ones carry "Failed query: … params: …" in their message, cut here).
    expect(log).toContain('forced failure (test)');
    expect(log).toContain('Failed query');
    const everything = `${log}\n${consoleOut.join('\n')}`;
    const leaked = Object.entries(M).filter(([, value]) => everything.toLowerCase().includes(value.toLowerCase()));
    expect(leaked.map(([key]) => key)).toEqual([]);
    expect(everything).not.toContain(people.customer.email);
    expect(everything).not.toMatch(/params:|insert into|update "|delete from/i);
  });
});
