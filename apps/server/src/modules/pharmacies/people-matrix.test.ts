import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { multipart } from '../orders/test-world';
import {
  adminOnly,
  cells,
  cookieFor,
  createPharmacyAs,
  createRoleCast,
  linkStaff,
  requester,
  WHO,
  type Method,
  type Person,
  type RoleCast,
  type Who,
} from '../../test/fixtures';

/*
 * docs/PRODUCT.md "What each role may do" for every pharmacy endpoint of issue 5: anonymous, a customer, the staff of
 * that pharmacy and of another one, a shipper, a pending pharmacy account and an admin.
 */

let t: TestApp;
let cast: RoleCast;
let call: ReturnType<typeof requester>;
let admin: string;
let staffA: Person;
let staffB: Person;
let pharmacyA: string;
let slugA: string;
let png: Buffer;

const cookieOf = (who: Who) => cookieFor(cast, who);
const readers = (status: number) => cells(Object.fromEntries(WHO.map((w) => [w, status])) as Record<Who, number>);
const staffOrAdmin = (ok: number) =>
  cells({
    anonymous: 401,
    customer: 403,
    'staff of that pharmacy': ok,
    'staff of another pharmacy': 403,
    shipper: 403,
    'pending pharmacy account': 403,
    admin: ok,
  });

async function invite(email = uniqueEmail('invitee')): Promise<{ id: string; token: string }> {
  const res = await call('POST', `/api/pharmacies/${pharmacyA}/invitations`, admin, { email });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.outbox.drain();
  const token = t.mailer.lastTo(email)!.text.match(/invite=([\w-]+)/)![1];
  return { id: res.json().id, token };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  call = requester(t);
  cast = await createRoleCast(t);
  ({ admin, staffA, staffB } = cast);
  pharmacyA = await createPharmacyAs(t, admin, { name: 'Pharmacie Matrice', code: 'BE-M-1' });
  const pharmacyB = await createPharmacyAs(t, admin, { name: 'Apotheek Matrijs', code: 'BE-M-2' });
  await linkStaff(t, admin, pharmacyA, staffA.uid);
  await linkStaff(t, admin, pharmacyB, staffB.uid);
  slugA = (await call('GET', `/api/pharmacies/${pharmacyA}`)).json().slug;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00a76f' } })
    .png()
    .toBuffer();
});
afterAll(async () => t.close());

async function expectStatus(method: Method, url: string, who: Who, status: number, payload?: unknown) {
  const res = await call(method, url, cookieOf(who), payload);
  expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
  return res;
}

describe('GET /api/pharmacies with the new filters and sorts', () => {
  it.each(readers(200))('%s → %i', async (who, status) => {
    await expectStatus('GET', '/api/pharmacies?city=bruxelles&homeDelivery=false&sort=-name', who, status);
  });
});

describe('GET /api/pharmacies/export.csv', () => {
  it.each(adminOnly(200))('%s → %i', async (who, status) => {
    await expectStatus('GET', '/api/pharmacies/export.csv', who, status);
  });
});

describe('GET /api/pharmacies/by-slug/:slug/profile', () => {
  it.each(readers(200))('%s → %i', async (who, status) => {
    await expectStatus('GET', `/api/pharmacies/by-slug/${slugA}/profile`, who, status);
  });
});

describe('POST /api/pharmacies (extended body)', () => {
  it.each(adminOnly(201))('%s → %i', async (who, status) => {
    await expectStatus('POST', '/api/pharmacies', who, status, {
      name: 'Pharmacie Neuve',
      code: `BE-N-${Math.random().toString(36).slice(2, 9)}`,
      address: 'Rue Neuve 1',
      postalCode: '1000',
      city: 'Bruxelles',
      phone: '02 000 00 00',
      homeDelivery: { enabled: true, postcodes: ['1000'], feeCents: 300, minimumCents: 0 },
    });
  });
});

describe('PATCH /api/pharmacies/:id with an identity field', () => {
  it.each(adminOnly(200))('%s → %i', async (who, status) => {
    const res = await expectStatus('PATCH', `/api/pharmacies/${pharmacyA}`, who, status, { address: 'Rue Haute 2' });
    if (who === 'staff of that pharmacy') expect(res.json().code).toBe('IDENTITY_ADMIN_ONLY');
  });
});

describe('POST /api/pharmacies/:id/logo', () => {
  it.each(staffOrAdmin(200))('%s → %i', async (who, status) => {
    const body = multipart('file', 'logo.png', png);
    const cookie = cookieOf(who);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pharmacies/${pharmacyA}/logo`,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
    expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
  });
});

describe('DELETE /api/pharmacies/:id/logo', () => {
  it.each(staffOrAdmin(204))('%s → %i', async (who, status) => {
    await expectStatus('DELETE', `/api/pharmacies/${pharmacyA}/logo`, who, status);
  });
});

describe('POST /api/pharmacies/:id/invitations', () => {
  it.each(staffOrAdmin(201))('%s → %i', async (who, status) => {
    await expectStatus('POST', `/api/pharmacies/${pharmacyA}/invitations`, who, status, { email: uniqueEmail('inv') });
  });
});

describe('GET /api/pharmacies/:id/invitations', () => {
  it.each(staffOrAdmin(200))('%s → %i', async (who, status) => {
    await expectStatus('GET', `/api/pharmacies/${pharmacyA}/invitations`, who, status);
  });
});

describe('DELETE /api/pharmacies/:id/invitations/:invitationId', () => {
  it.each(staffOrAdmin(204))('%s → %i', async (who, status) => {
    const { id } = await invite();
    await expectStatus('DELETE', `/api/pharmacies/${pharmacyA}/invitations/${id}`, who, status);
  });
});

describe('GET /api/invitations/:token (anyone holding the link)', () => {
  it.each(readers(200))('%s → %i', async (who, status) => {
    const { token } = await invite();
    await expectStatus('GET', `/api/invitations/${token}`, who, status);
  });
});

describe('POST /api/invitations/:token/accept (an invitation to each person’s own address)', () => {
  const expected = cells({
    anonymous: 401,
    customer: 403,
    'staff of that pharmacy': 409,
    'staff of another pharmacy': 200,
    shipper: 403,
    'pending pharmacy account': 200,
    admin: 403,
  });
  it.each(expected)('%s → %i', async (who, status) => {
    const me = (await call('GET', '/api/me', cookieOf(who))).json() as { email?: string };
    if (who === 'staff of that pharmacy') {
      // Already on the staff: the invitation itself is refused.
      const res = await call('POST', `/api/pharmacies/${pharmacyA}/invitations`, admin, { email: me.email });
      expect(res.statusCode, res.body).toBe(status);
      return;
    }
    const { token } = await invite(me.email ?? uniqueEmail('anon'));
    await expectStatus('POST', `/api/invitations/${token}/accept`, who, status);
  });
});
