import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../seed/admin';
import {
  createTestApp,
  GOOD_PASSWORD,
  registerVerifiedUser,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app';
import { importCatalogue } from '../catalogue/import';
import { writeFixtureDir } from '../catalogue/test-fixtures';

let t: TestApp;
let dir: string;
let admin: string;
let customer: { cookie: string; uid: string };
let staffA: { cookie: string; uid: string };
let staffB: { cookie: string; uid: string };
let shipper: string;
let pendingPharmacy: { cookie: string; uid: string };
let pharmacyA: string;
let pharmacyB: string;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function approved(role: 'pharmacy' | 'shipper') {
  const user = await registerVerifiedUser(t, { role });
  const res = await request('POST', `/api/admin/accounts/${user.uid}/approve`, admin, {});
  expect(res.statusCode).toBe(200);
  return user;
}

async function newPharmacy(name: string, code: string): Promise<string> {
  const res = await request('POST', '/api/pharmacies', admin, {
    name,
    code,
    address: 'Rue Haute 1',
    postalCode: '1000',
    city: 'Bruxelles',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  dir = writeFixtureDir();
  await importCatalogue(t.database.db, dir);
  const email = uniqueEmail('admin');
  await ensureAdmin(t.database.db, { email, password: GOOD_PASSWORD });
  admin = await signIn(t, email, GOOD_PASSWORD);
  customer = await registerVerifiedUser(t);
  staffA = await approved('pharmacy');
  staffB = await approved('pharmacy');
  shipper = (await approved('shipper')).cookie;
  pendingPharmacy = await registerVerifiedUser(t, { role: 'pharmacy' });
  pharmacyA = await newPharmacy('Pharmacie du Sablon', 'BE-100001');
  pharmacyB = await newPharmacy('Apotheek De Linde', 'BE-100002');
  expect((await request('PUT', `/api/pharmacies/${pharmacyA}/staff/${staffA.uid}`, admin)).statusCode).toBe(204);
  expect((await request('PUT', `/api/pharmacies/${pharmacyB}/staff/${staffB.uid}`, admin)).statusCode).toBe(204);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pharmacies: role matrix', () => {
  const people = () =>
    ({
      anonymous: undefined,
      customer: customer.cookie,
      'staff of that pharmacy': staffA.cookie,
      'staff of another pharmacy': staffB.cookie,
      shipper,
      admin,
      'pending pharmacy account': pendingPharmacy.cookie,
    }) as Record<string, string | undefined>;

  const matrix: [
    string,
    'GET' | 'POST' | 'PUT' | 'DELETE',
    (id: string) => string,
    object | undefined,
    Record<string, number>,
  ][] = [
    [
      'list pharmacies',
      'GET',
      () => '/api/pharmacies',
      undefined,
      {
        anonymous: 200,
        customer: 200,
        'staff of that pharmacy': 200,
        'staff of another pharmacy': 200,
        shipper: 200,
        admin: 200,
        'pending pharmacy account': 200,
      },
    ],
    [
      'read one pharmacy',
      'GET',
      (id) => `/api/pharmacies/${id}`,
      undefined,
      {
        anonymous: 200,
        customer: 200,
        'staff of that pharmacy': 200,
        'staff of another pharmacy': 200,
        shipper: 200,
        admin: 200,
        'pending pharmacy account': 200,
      },
    ],
    [
      'my pharmacies',
      'GET',
      () => '/api/pharmacies/mine',
      undefined,
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 200,
        'staff of another pharmacy': 200,
        shipper: 403,
        admin: 403,
        'pending pharmacy account': 403,
      },
    ],
    [
      'create a pharmacy',
      'POST',
      () => '/api/pharmacies',
      { name: 'X', code: 'BE-X', address: 'Rue 1', postalCode: '1000', city: 'Bruxelles' },
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 403,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 201,
        'pending pharmacy account': 403,
      },
    ],
    [
      'link staff',
      'PUT',
      (id) => `/api/pharmacies/${id}/staff/${staffA.uid}`,
      undefined,
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 403,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 204,
        'pending pharmacy account': 403,
      },
    ],
    [
      'read the stock',
      'GET',
      (id) => `/api/pharmacies/${id}/stock`,
      undefined,
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 200,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 200,
        'pending pharmacy account': 403,
      },
    ],
    [
      'set stock and price',
      'PUT',
      (id) => `/api/pharmacies/${id}/stock/3400930000011`,
      { quantity: 3, price: null },
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 200,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 403,
        'pending pharmacy account': 403,
      },
    ],
    [
      'remove a stock line',
      'DELETE',
      (id) => `/api/pharmacies/${id}/stock/3400930000011`,
      undefined,
      {
        anonymous: 401,
        customer: 403,
        'staff of that pharmacy': 204,
        'staff of another pharmacy': 403,
        shipper: 403,
        admin: 403,
        'pending pharmacy account': 403,
      },
    ],
  ];

  it.each(matrix)('%s', async (_label, method, url, payload, expected) => {
    const cookies = people();
    for (const [who, status] of Object.entries(expected)) {
      // Payloads that create something need a fresh unique code each time.
      const body =
        payload && 'code' in payload ? { ...payload, code: `BE-${Math.random().toString(36).slice(2, 10)}` } : payload;
      const res = await request(method, url(pharmacyA), cookies[who], body);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
    }
  });

  it('the pending account is told why', async () => {
    const res = await request('GET', `/api/pharmacies/${pharmacyA}/stock`, pendingPharmacy.cookie);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE' });
    const other = await request('PUT', `/api/pharmacies/${pharmacyA}/stock/3400930000011`, staffB.cookie, {
      quantity: 1,
      price: null,
    });
    expect(other.json()).toMatchObject({ code: 'NOT_PHARMACY_STAFF' });
  });
});

describe('pharmacies: managing them', () => {
  it('lists pharmacies by name with a cursor, and each staff account sees its own', async () => {
    const first = await request('GET', '/api/pharmacies?limit=1');
    expect(first.json().items).toHaveLength(1);
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { name: string }[]; nextCursor: string | null } = (
        await request('GET', `/api/pharmacies?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      all.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(all).toEqual([...all].sort());
    expect(all).toContain('Pharmacie du Sablon');
    expect((await request('GET', '/api/pharmacies?cursor=nope')).statusCode).toBe(400);
    const mine = (await request('GET', '/api/pharmacies/mine', staffB.cookie)).json();
    expect(mine.items.map((p: { id: string }) => p.id)).toEqual([pharmacyB]);
    expect((await request('GET', '/api/pharmacies/unknown-id')).statusCode).toBe(404);
  });

  it('validates a new pharmacy per field and refuses a code already used', async () => {
    const bad = await request('POST', '/api/pharmacies', admin, {
      name: ' ',
      code: 'a b!',
      address: '',
      postalCode: '10<0',
      city: 'x'.repeat(81),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'validation.required',
      code: 'validation.invalid',
      address: 'validation.required',
      postalCode: 'validation.postcode',
      city: 'validation.tooLong',
    });
    const taken = await request('POST', '/api/pharmacies', admin, {
      name: 'Copie',
      code: 'BE-100001',
      address: 'Rue 2',
      postalCode: '1000',
      city: 'Bruxelles',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PHARMACY_CODE_TAKEN', fields: { code: 'validation.codeTaken' } });
  });

  it('links only pharmacy accounts, idempotently, and unlinks', async () => {
    const notPharmacy = await request('PUT', `/api/pharmacies/${pharmacyA}/staff/${customer.uid}`, admin);
    expect(notPharmacy.statusCode).toBe(409);
    expect(notPharmacy.json()).toMatchObject({ code: 'NOT_PHARMACY_ACCOUNT' });
    expect((await request('PUT', `/api/pharmacies/${pharmacyA}/staff/nobody`, admin)).statusCode).toBe(404);
    expect((await request('PUT', `/api/pharmacies/nowhere/staff/${staffB.uid}`, admin)).statusCode).toBe(404);
    expect((await request('PUT', `/api/pharmacies/${pharmacyA}/staff/${staffB.uid}`, admin)).statusCode).toBe(204);
    expect((await request('PUT', `/api/pharmacies/${pharmacyA}/staff/${staffB.uid}`, admin)).statusCode).toBe(204);
    expect((await request('GET', `/api/pharmacies/${pharmacyA}/stock`, staffB.cookie)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/pharmacies/${pharmacyA}/staff/${staffB.uid}`, admin)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/pharmacies/${pharmacyA}/staff/${staffB.uid}`, admin)).statusCode).toBe(404);
    expect((await request('GET', `/api/pharmacies/${pharmacyA}/stock`, staffB.cookie)).statusCode).toBe(403);
  });
});

describe('stock and prices', () => {
  const setStock = (cip13: string, body: object, cookie = staffA.cookie, pharmacy = pharmacyA) =>
    request('PUT', `/api/pharmacies/${pharmacy}/stock/${cip13}`, cookie, body);
  const product = async (name: string) => (await request('GET', `/api/products/product?name=${name}`)).json();

  it('shows where a medicine is available, at the pharmacy’s price or the official one', async () => {
    const set = await setStock('3400930000011', { quantity: 12, price: null });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      cip13: '3400930000011',
      cis: '60000001',
      medicineName: 'DOLITEST 1000 mg, comprimé',
      quantity: 12,
      price: null,
      officialPrice: 195,
    });
    expect((await setStock('3400930000028', { quantity: 4, price: 299 }, staffB.cookie, pharmacyB)).statusCode).toBe(
      200,
    );

    const detail = await product('60000001');
    expect(detail.availableAt).toBe(2);
    expect(detail.presentations[0].offers).toEqual([
      { pharmacyId: pharmacyA, pharmacyName: 'Pharmacie du Sablon', city: 'Bruxelles', quantity: 12, price: 195 },
    ]);
    expect(detail.presentations[1].offers).toEqual([
      { pharmacyId: pharmacyB, pharmacyName: 'Apotheek De Linde', city: 'Bruxelles', quantity: 4, price: 299 },
    ]);
    const listed = (await request('GET', '/api/medicine?filter=dolitest')).json().items[0];
    expect(listed.availableAt).toBe(2);

    await setStock('3400930000011', { quantity: 0, price: 180 });
    const after = await product('60000001');
    expect(after.availableAt).toBe(1);
    expect(after.presentations[0].offers).toEqual([]);
  });

  it('validates the body and the code, and refuses presentations the catalogue does not have', async () => {
    const bad = await setStock('3400930000011', { quantity: -1, price: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ quantity: 'validation.invalid', price: 'validation.invalid' });
    const missing = await setStock('3400930000011', { price: null });
    expect(missing.json().fields).toEqual({ quantity: 'validation.required' });
    expect((await setStock('12345', { quantity: 1, price: null })).statusCode).toBe(400);
    const unknown = await setStock('3400930000998', { quantity: 1, price: null });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await setStock('3400930000011', { quantity: 1, price: null }, staffA.cookie, 'no-such-pharmacy')).statusCode,
    ).toBe(404);
  });

  it('lists a pharmacy’s stock lines with a cursor and removes one', async () => {
    for (const cip13 of ['3400930000035', '3400930000042', '3400930000059']) {
      expect((await setStock(cip13, { quantity: 2, price: null })).statusCode).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { cip13: string }[]; nextCursor: string | null } = (
        await request(
          'GET',
          `/api/pharmacies/${pharmacyA}/stock?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          staffA.cookie,
        )
      ).json();
      seen.push(...page.items.map((i) => i.cip13));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['3400930000011', '3400930000035', '3400930000042', '3400930000059']);
    expect(
      (await request('DELETE', `/api/pharmacies/${pharmacyA}/stock/3400930000042`, staffA.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await request('DELETE', `/api/pharmacies/${pharmacyA}/stock/3400930000042`, staffA.cookie)).statusCode,
    ).toBe(404);
    expect((await product('60000003')).availableAt).toBe(0);
  });
});
