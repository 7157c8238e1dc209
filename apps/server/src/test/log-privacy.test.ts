import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { pharmacies, pharmacyStaff } from '../db/schema';
import { loggerOptions } from '../lib/logger-options';
import { setShipperPharmacies } from '../modules/shippers/service';
import { createAccount } from '../modules/users/service';
import { createTestApp, GOOD_PASSWORD, signIn, type TestApp } from './test-app';

/*
 * Audit finding: a database error logged the whole query with its parameters (names, e-mails, national numbers…).
 * Here every table refuses every write, each write endpoint is called with distinctive identifiers, and the log,
 * written with the production logger's options, must hold none of them.
 */

const M = {
  email: 'quentavia.logcheck@example.org',
  firstName: 'Quentavia',
  lastName: 'Brumblesnatch',
  phone: '+32 478 11 22 33',
  phoneDigits: '478112233',
  niss: '90010112395',
  eid: '591234567930',
  rid: 'BEP0QZXW9876',
  street: 'Rue des Journaux 313',
  comment: 'Ring the Marmalade bell',
  otherRequest: 'Gluten-free Logcheckia',
  medicine: 'Zorblaxin 20 mg',
  mandated: 'Ottoline Wimbleford',
  reason: 'Out of Pruntaxol for her',
  pharmacyEmail: 'pharmacie.logcheck@example.org',
  pharmacyPhone: '+32 2 555 12 34',
  pharmacyStreet: 'Avenue Logcheck 99',
  inviteeEmail: 'invitee.logcheck@example.org',
  createdEmail: 'created.logcheck@example.org',
  createdFirst: 'Wilhelmina',
  createdLast: 'Grottlesby',
  courierEmail: 'courier.logcheck@example.org',
  courierFirst: 'Bartolomeo',
  courierLast: 'Quizzleworth',
  courierPhone: '+32 479 99 88 77',
  courierPhoneDigits: '479998877',
  newPassword: 'Fresh-Logcheck-77',
} as const;

let log = '';
const stream = new Writable({
  write(chunk, _encoding, done) {
    log += String(chunk);
    done();
  },
});

let t: TestApp;
const people = {} as Record<'admin' | 'customer' | 'staff' | 'shipper', { uid: string; cookie: string; email: string }>;
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
  await db
    .insert(pharmacies)
    .values({
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

const orderForm = (overrides: object) =>
  sampleOrderForm(pharmacyId, {
    first_name: M.firstName,
    last_name: M.lastName,
    email: M.email,
    phone: M.phone,
    address: { street: M.street, postal_code: '1000', city: 'Bruxelles' },
    national_registration_number: M.niss,
    mandated: M.mandated,
    has_comment: true,
    comment: M.comment,
    other_request: M.otherRequest,
    medicines: [{ cis: null, name: M.medicine, quantity: 1 }],
    ...overrides,
  });

type Call = {
  label: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  who?: keyof typeof people;
  payload: object;
};
const calls = (): Call[] => [
  {
    label: 'registration',
    method: 'POST',
    url: '/api/user',
    payload: { email: M.email, password: GOOD_PASSWORD, name: M.firstName, lastname: M.lastName, role: 'customer' },
  },
  {
    label: 'profile',
    method: 'PATCH',
    url: '/api/me',
    who: 'customer',
    payload: {
      first_name: M.firstName,
      last_name: M.lastName,
      phone: M.phone,
      language: 'fr',
      address: M.street,
      postal_code: '1000',
      city: 'Bruxelles',
    },
  },
  {
    label: 'order with RIDs',
    method: 'POST',
    url: '/api/orders',
    who: 'customer',
    payload: orderForm({ prescription_type: 'rid', rid: [M.rid] }),
  },
  {
    label: 'order with an eID',
    method: 'POST',
    url: '/api/orders',
    who: 'customer',
    payload: orderForm({ prescription_type: 'id_card', id_card_number: M.eid }),
  },
  {
    label: 'order rejection',
    method: 'POST',
    url: `/api/orders/${orderId}/transitions`,
    who: 'staff',
    payload: { action: 'reject', reason: M.reason },
  },
  {
    label: 'pharmacy edit',
    method: 'PATCH',
    url: `/api/pharmacies/${pharmacyId}`,
    who: 'admin',
    payload: { address: M.pharmacyStreet, phone: M.pharmacyPhone, email: M.pharmacyEmail },
  },
  {
    label: 'invitation',
    method: 'POST',
    url: `/api/pharmacies/${pharmacyId}/invitations`,
    who: 'staff',
    payload: { email: M.inviteeEmail },
  },
  {
    label: 'account created by an admin',
    method: 'POST',
    url: '/api/admin/accounts',
    who: 'admin',
    payload: {
      email: M.createdEmail,
      first_name: M.createdFirst,
      last_name: M.createdLast,
      role: 'customer',
      phone: M.phone,
      language: 'nl',
      address: M.street,
      postal_code: '1000',
      city: 'Bruxelles',
    },
  },
  {
    label: 'account edited by an admin',
    method: 'PATCH',
    url: `/api/admin/accounts/${people.customer.uid}`,
    who: 'admin',
    payload: {
      first_name: M.createdFirst,
      last_name: M.createdLast,
      phone: M.phone,
      language: 'nl',
      address: M.street,
      postal_code: '1000',
      city: 'Bruxelles',
    },
  },
  {
    label: 'courier created by an admin',
    method: 'POST',
    url: '/api/shippers',
    who: 'admin',
    payload: {
      email: M.courierEmail,
      first_name: M.courierFirst,
      last_name: M.courierLast,
      phone: M.courierPhone,
      language: 'en',
      vehicle: 'bike',
      pharmacies: [{ pharmacyId, isStaff: false }],
    },
  },
  {
    label: 'courier edits itself',
    method: 'PATCH',
    url: '/api/shippers/me',
    who: 'shipper',
    payload: { phone: M.courierPhone, available: true },
  },
  {
    label: 'courier edited by an admin',
    method: 'PATCH',
    url: `/api/shippers/${people.shipper.uid}`,
    who: 'admin',
    payload: { phone: M.courierPhone },
  },
  {
    label: 'sign-in',
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: people.customer.email, password: GOOD_PASSWORD },
  },
  {
    label: 'password change',
    method: 'POST',
    url: '/api/auth/change-password',
    who: 'customer',
    payload: { currentPassword: GOOD_PASSWORD, newPassword: M.newPassword },
  },
  { label: 'read all notifications', method: 'POST', url: '/api/notifications/read-all', who: 'customer', payload: {} },
];

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
      for (const call of calls()) {
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
