import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import {
  approvedAccount,
  createPharmacyAs,
  createRoleCast,
  linkStaff,
  requester,
  type Method,
  type Person,
} from '../../test/fixtures';
import { findShipperForPharmacy } from './service';

let t: TestApp;
let call: ReturnType<typeof requester>;
let admin: string;
let customer: Person;
let staffA: Person;
let staffB: Person;
let shipper: Person;
let otherShipper: Person;
let pendingShipper: Person;
let pendingPharmacy: Person;
let pharmacyA: string;
let pharmacyB: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  call = requester(t);
  ({ admin, customer, staffA, staffB, shipper, pending: pendingPharmacy } = await createRoleCast(t));
  otherShipper = await approvedAccount(t, admin, 'shipper');
  pendingShipper = await registerVerifiedUser(t, { role: 'shipper' });
  pharmacyA = await createPharmacyAs(t, admin, { name: 'Pharmacie du Sablon', code: 'BE-300001' });
  pharmacyB = await createPharmacyAs(t, admin, { name: 'Apotheek De Linde', code: 'BE-300002' });
  await linkStaff(t, admin, pharmacyA, staffA.uid);
  await linkStaff(t, admin, pharmacyB, staffB.uid);
});
afterAll(async () => {
  await t.close();
});

describe('shippers: role matrix', () => {
  const people = (): Record<string, string | undefined> => ({
    anonymous: undefined,
    customer: customer.cookie,
    'staff of that pharmacy': staffA.cookie,
    'staff of another pharmacy': staffB.cookie,
    shipper: shipper.cookie,
    admin,
    'pending shipper account': pendingShipper.cookie,
    'pending pharmacy account': pendingPharmacy.cookie,
  });
  const matrix: [string, Method, () => string, (() => unknown) | undefined, Record<string, number>][] = [
    [
      'my shipper details',
      'GET',
      () => '/api/shippers/me',
      undefined,
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 403,
        'staff of another pharmacy': 403,
        shipper: 200,
        admin: 403,
        'pending shipper account': 403,
        'pending pharmacy account': 403,
      },
    ],
    [
      'change my availability',
      'PATCH',
      () => '/api/shippers/me',
      () => ({ available: false }),
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 403,
        'staff of another pharmacy': 403,
        shipper: 200,
        admin: 403,
        'pending shipper account': 403,
        'pending pharmacy account': 403,
      },
    ],
    [
      'link a shipper to pharmacies',
      'PUT',
      () => `/api/shippers/${otherShipper.uid}/pharmacies`,
      () => [{ pharmacyId: pharmacyA, isStaff: false }],
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 403,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 200,
        'pending shipper account': 403,
        'pending pharmacy account': 403,
      },
    ],
    [
      'a pharmacy’s shippers',
      'GET',
      () => `/api/pharmacies/${pharmacyA}/shippers`,
      undefined,
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 200,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 200,
        'pending shipper account': 403,
        'pending pharmacy account': 403,
      },
    ],
  ];

  it.each(matrix)('%s', async (_label, method, url, payload, expected) => {
    const cookies = people();
    for (const [who, status] of Object.entries(expected)) {
      const res = await call(method, url(), cookies[who], payload?.());
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
    }
  });

  it('says why', async () => {
    expect((await call('GET', '/api/shippers/me', pendingShipper.cookie)).json().code).toBe('ACCOUNT_NOT_ACTIVE');
    expect((await call('GET', `/api/pharmacies/${pharmacyA}/shippers`, staffB.cookie)).json().code).toBe(
      'NOT_PHARMACY_STAFF',
    );
    expect((await call('GET', '/api/pharmacies/nowhere/shippers', admin)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the new endpoints', async () => {
    const doc = (await call('GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/shippers/me',
        '/api/shippers/{uid}/pharmacies',
        '/api/pharmacies/{id}/shippers',
        '/api/pharmacies/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/pharmacies/{id}'])).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});

describe('a shipper’s own details', () => {
  it('reads as unavailable with the profile phone until the first change, which creates the row', async () => {
    const fresh = await approvedAccount(t, admin, 'shipper');
    await t.database.db.update(users).set({ phone: '0470 12 34 56' }).where(eq(users.uid, fresh.uid));
    const before = await call('GET', '/api/shippers/me', fresh.cookie);
    expect(before.json()).toEqual({
      uid: fresh.uid,
      firstName: 'Test',
      lastName: 'Person',
      displayName: expect.any(String),
      phone: '0470 12 34 56',
      vehicle: 'bike',
      available: false,
      pharmacies: [],
    });
    const on = await call('PATCH', '/api/shippers/me', fresh.cookie, { available: true, vehicle: 'scooter' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ phone: '0470 12 34 56', vehicle: 'scooter', available: true });
    const phone = await call('PATCH', '/api/shippers/me', fresh.cookie, { phone: '+32 470 99 88 77' });
    expect(phone.json()).toMatchObject({ phone: '+32 470 99 88 77', vehicle: 'scooter', available: true });
    const same = await call('PATCH', '/api/shippers/me', fresh.cookie, {});
    expect(same.json()).toMatchObject({ phone: '+32 470 99 88 77', vehicle: 'scooter', available: true });
    expect((await call('GET', '/api/shippers/me', fresh.cookie)).json()).toMatchObject({
      available: true,
      vehicle: 'scooter',
    });
  });

  it('refuses a bad value in every field', async () => {
    const bad = await call('PATCH', '/api/shippers/me', shipper.cookie, {
      available: 'yes',
      phone: 'not a phone',
      vehicle: 'plane',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      available: 'validation.invalid',
      phone: 'validation.phone',
      vehicle: 'validation.vehicle',
    });
    const tooLong = await call('PATCH', '/api/shippers/me', shipper.cookie, { phone: '1'.repeat(40) });
    expect(tooLong.json().fields).toEqual({ phone: 'validation.tooLong' });
  });
});

describe('linking shippers to pharmacies', () => {
  it('replaces the whole list, which the shipper and the pharmacy then see', async () => {
    const res = await call('PUT', `/api/shippers/${shipper.uid}/pharmacies`, admin, [
      { pharmacyId: pharmacyA, isStaff: true },
      { pharmacyId: pharmacyB, isStaff: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pharmacies).toEqual([
      { pharmacyId: pharmacyB, pharmacyName: 'Apotheek De Linde', isStaff: false },
      { pharmacyId: pharmacyA, pharmacyName: 'Pharmacie du Sablon', isStaff: true },
    ]);
    expect((await call('GET', '/api/shippers/me', shipper.cookie)).json().pharmacies).toHaveLength(2);
    const again = await call('PUT', `/api/shippers/${shipper.uid}/pharmacies`, admin, [
      { pharmacyId: pharmacyA, isStaff: true },
    ]);
    expect(again.json().pharmacies).toEqual([
      { pharmacyId: pharmacyA, pharmacyName: 'Pharmacie du Sablon', isStaff: true },
    ]);
    const ofB = (await call('GET', `/api/pharmacies/${pharmacyB}/shippers`, staffB.cookie)).json();
    expect(ofB.items.map((s: { uid: string }) => s.uid)).not.toContain(shipper.uid);
  });

  it('refuses accounts that are not active shippers, and unknown pharmacies per line', async () => {
    const link = [{ pharmacyId: pharmacyA, isStaff: false }];
    const notShipper = await call('PUT', `/api/shippers/${customer.uid}/pharmacies`, admin, link);
    expect(notShipper.statusCode).toBe(409);
    expect(notShipper.json().code).toBe('NOT_SHIPPER_ACCOUNT');
    const pending = await call('PUT', `/api/shippers/${pendingShipper.uid}/pharmacies`, admin, link);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('ACCOUNT_NOT_ACTIVE');
    expect((await call('PUT', '/api/shippers/nobody/pharmacies', admin, link)).statusCode).toBe(404);
    const unknown = await call('PUT', `/api/shippers/${otherShipper.uid}/pharmacies`, admin, [
      { pharmacyId: pharmacyA, isStaff: false },
      { pharmacyId: 'nowhere', isStaff: true },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ '1.pharmacyId': 'validation.unknownPharmacy' });
  });

  it('validates the body per field', async () => {
    const url = `/api/shippers/${otherShipper.uid}/pharmacies`;
    const bad = await call('PUT', url, admin, [
      { pharmacyId: '', isStaff: true },
      { pharmacyId: pharmacyA },
      { pharmacyId: pharmacyA, isStaff: 'no' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      '0.pharmacyId': 'validation.required',
      '1.isStaff': 'validation.required',
      '2.isStaff': 'validation.required',
    });
    const dup = await call('PUT', url, admin, [
      { pharmacyId: pharmacyA, isStaff: true },
      { pharmacyId: pharmacyA, isStaff: false },
    ]);
    expect(dup.json().fields).toEqual({ '1.pharmacyId': 'validation.duplicate' });
    expect((await call('PUT', url, admin, { pharmacyId: pharmacyA })).json().fields).toEqual({
      body: 'validation.invalid',
    });
    const many = Array.from({ length: 51 }, (_, i) => ({ pharmacyId: `p${i}`, isStaff: false }));
    expect((await call('PUT', url, admin, many)).json().fields).toEqual({ body: 'validation.tooMany' });
    expect((await call('PUT', url, admin, [])).json().pharmacies).toEqual([]);
  });
});

describe('a pharmacy’s shippers and the rule the orders module asks', () => {
  it('lists active shippers, available first, page by page', async () => {
    const extra = await approvedAccount(t, admin, 'shipper');
    await call('PUT', `/api/shippers/${shipper.uid}/pharmacies`, admin, [{ pharmacyId: pharmacyA, isStaff: true }]);
    await call('PUT', `/api/shippers/${otherShipper.uid}/pharmacies`, admin, [
      { pharmacyId: pharmacyA, isStaff: false },
    ]);
    await call('PUT', `/api/shippers/${extra.uid}/pharmacies`, admin, [{ pharmacyId: pharmacyA, isStaff: false }]);
    await call('PATCH', '/api/shippers/me', shipper.cookie, { available: false });
    await call('PATCH', '/api/shippers/me', otherShipper.cookie, { available: true, vehicle: 'car' });
    await call('PATCH', '/api/shippers/me', extra.cookie, { available: false });

    const seen: { uid: string; available: boolean; isStaff: boolean; vehicle: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: typeof seen; nextCursor: string | null } = (
        await call(
          'GET',
          `/api/pharmacies/${pharmacyA}/shippers?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          staffA.cookie,
        )
      ).json();
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((s) => s.uid)).toEqual([otherShipper.uid, ...[shipper.uid, extra.uid].sort()]);
    expect(seen[0]).toMatchObject({ available: true, isStaff: false, vehicle: 'car' });
    expect(seen.find((s) => s.uid === shipper.uid)).toMatchObject({ available: false, isStaff: true });

    // A suspended account no longer counts.
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.uid, extra.uid));
    const all = (await call('GET', `/api/pharmacies/${pharmacyA}/shippers`, admin))
      .json()
      .items.map((s: { uid: string }) => s.uid);
    expect(all).not.toContain(extra.uid);
    expect(await findShipperForPharmacy(t.database.db, extra.uid, pharmacyA)).toBeNull();
    expect((await call('GET', `/api/pharmacies/${pharmacyA}/shippers?cursor=bad`, admin)).json().fields).toEqual({
      cursor: 'validation.cursor',
    });
  });

  it('findShipperForPharmacy: availability and staff flag for a shipper serving the pharmacy, else null', async () => {
    await call('PUT', `/api/shippers/${shipper.uid}/pharmacies`, admin, [{ pharmacyId: pharmacyA, isStaff: true }]);
    await call('PATCH', '/api/shippers/me', shipper.cookie, { available: true });
    const db = t.database.db;
    expect(await findShipperForPharmacy(db, shipper.uid, pharmacyA)).toEqual({
      uid: shipper.uid,
      available: true,
      isStaff: true,
    });
    await call('PATCH', '/api/shippers/me', shipper.cookie, { available: false });
    expect(await findShipperForPharmacy(db, shipper.uid, pharmacyA)).toEqual({
      uid: shipper.uid,
      available: false,
      isStaff: true,
    });
    expect(await findShipperForPharmacy(db, shipper.uid, pharmacyB)).toBeNull();
    expect(await findShipperForPharmacy(db, customer.uid, pharmacyA)).toBeNull();
    expect(await findShipperForPharmacy(db, 'nobody', pharmacyA)).toBeNull();
    // Inside a caller's transaction too.
    const inTx = await db.transaction((tx) => findShipperForPharmacy(tx, otherShipper.uid, pharmacyA));
    expect(inTx).toEqual({ uid: otherShipper.uid, available: true, isStaff: false });
  });
});
