import { eq } from 'drizzle-orm';
import { MAIL_TEXTS } from '../../lib/mail-templates/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, registerVerifiedUser, uniqueEmail, type TestApp } from '../../test/test-app';
import {
  adminOnly,
  approvedAccount,
  cells,
  cookieFor,
  createPharmacyAs,
  createRoleCast,
  linkStaff,
  requester,
  type Person,
  type RoleCast,
  type Who,
} from '../../test/fixtures';

let t: TestApp;
let cast: RoleCast;
let call: ReturnType<typeof requester>;
let admin: string;
let staffA: Person;
let staffB: Person;
let shipper: Person;
let shipperSlug: string;
let pharmacyA: string;
let pharmacyB: string;

const cookieOf = (who: Who) => cookieFor(cast, who);

const newShipper = (overrides: object = {}) => ({
  email: uniqueEmail('courier'),
  first_name: 'Karim',
  last_name: 'Bensaïd',
  phone: '+32 470 00 00 00',
  language: 'fr',
  vehicle: 'scooter',
  pharmacies: [{ pharmacyId: pharmacyA, isStaff: true }],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  call = requester(t);
  cast = await createRoleCast(t);
  ({ admin, staffA, staffB, shipper } = cast);
  pharmacyA = await createPharmacyAs(t, admin, { name: 'Pharmacie A', code: 'BE-SH-A' });
  pharmacyB = await createPharmacyAs(t, admin, { name: 'Pharmacie B', code: 'BE-SH-B' });
  await linkStaff(t, admin, pharmacyA, staffA.uid);
  await linkStaff(t, admin, pharmacyB, staffB.uid);
  const linked = await call('PUT', `/api/shippers/${shipper.uid}/pharmacies`, admin, [
    { pharmacyId: pharmacyA, isStaff: false },
    { pharmacyId: pharmacyB, isStaff: true },
  ]);
  shipperSlug = (await call('GET', `/api/shippers?pharmacyId=${pharmacyA}`, admin)).json().items[0].slug;
  expect(linked.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('role matrix', () => {
  it.each(
    cells({
      anonymous: 401,
      customer: 403,
      'staff of that pharmacy': 200,
      'staff of another pharmacy': 200,
      shipper: 403,
      'pending pharmacy account': 403,
      admin: 200,
    }),
  )('GET /api/shippers: %s → %i', async (who, status) => {
    expect((await call('GET', '/api/shippers', cookieOf(who))).statusCode).toBe(status);
  });

  it.each(adminOnly(200))('GET /api/shippers/export.csv: %s → %i', async (who, status) => {
    expect((await call('GET', '/api/shippers/export.csv', cookieOf(who))).statusCode).toBe(status);
  });

  it.each(adminOnly(200))('GET /api/shippers/by-slug/:slug: %s → %i', async (who, status) => {
    expect((await call('GET', `/api/shippers/by-slug/${shipperSlug}`, cookieOf(who))).statusCode).toBe(status);
  });

  it.each(
    cells({
      anonymous: 401,
      customer: 404,
      'staff of that pharmacy': 200,
      'staff of another pharmacy': 200,
      shipper: 200,
      // A pending account only has its waiting page.
      'pending pharmacy account': 403,
      admin: 200,
    }),
  )('GET /api/shippers/by-slug/:slug/profile: %s → %i', async (who, status) => {
    expect((await call('GET', `/api/shippers/by-slug/${shipperSlug}/profile`, cookieOf(who))).statusCode).toBe(status);
  });

  it.each(adminOnly(201))('POST /api/shippers: %s → %i', async (who, status) => {
    expect((await call('POST', '/api/shippers', cookieOf(who), newShipper())).statusCode).toBe(status);
  });

  it.each(adminOnly(200))('PATCH /api/shippers/:uid: %s → %i', async (who, status) => {
    expect((await call('PATCH', `/api/shippers/${shipper.uid}`, cookieOf(who), { available: true })).statusCode).toBe(
      status,
    );
  });
});

describe('what each one sees', () => {
  it('staff see only the shippers of their pharmacies, only those pharmacies, and no e-mail', async () => {
    const forA = (await call('GET', '/api/shippers', staffA.cookie)).json().items;
    expect(forA.map((s: { uid: string }) => s.uid)).toContain(shipper.uid);
    const row = forA.find((s: { uid: string }) => s.uid === shipper.uid);
    expect(row).toMatchObject({
      email: null,
      pharmacies: [{ pharmacyId: pharmacyA, pharmacyName: 'Pharmacie A', isStaff: false }],
    });
    const forbidden = await call('GET', `/api/shippers?pharmacyId=${pharmacyB}`, staffA.cookie);
    expect(forbidden.statusCode).toBe(403);
    const asAdmin = (await call('GET', `/api/shippers/by-slug/${shipperSlug}`, admin)).json();
    expect(asAdmin.email).toMatch(/@example\.be$/);
    expect(asAdmin.pharmacies).toHaveLength(2);
  });

  it('an admin sees a shipper account without a shippers row, with defaults, and filters by status', async () => {
    const waiting = await registerVerifiedUser(t, { role: 'shipper' });
    const items = (await call('GET', '/api/shippers?status=pending', admin)).json().items;
    expect(items.find((s: { uid: string }) => s.uid === waiting.uid)).toMatchObject({
      vehicle: 'bike',
      available: false,
      status: 'pending',
      deliveriesDone: 0,
      pharmacies: [],
    });
    expect(
      (await call('GET', '/api/shippers', staffA.cookie))
        .json()
        .items.some((s: { uid: string }) => s.uid === waiting.uid),
    ).toBe(false);
  });

  it('the profile: no rating, member since; a shipper sees only itself', async () => {
    const profile = (await call('GET', `/api/shippers/by-slug/${shipperSlug}/profile`, shipper.cookie)).json();
    expect(profile).toMatchObject({ rating: null, shipper: { uid: shipper.uid } });
    expect(Date.parse(profile.memberSince)).not.toBeNaN();
    const other = await approvedAccount(t, admin, 'shipper');
    expect((await call('GET', `/api/shippers/by-slug/${shipperSlug}/profile`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/shippers/by-slug/nobody/profile', admin)).statusCode).toBe(404);
  });
});

describe('creating and editing', () => {
  it('creates an active courier with vehicle and pharmacies, e-mails a set-password link, audits it', async () => {
    const body = newShipper();
    const res = await call('POST', '/api/shippers', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      displayName: 'Karim Bensaïd',
      slug: expect.stringMatching(/^karim-bensaid(-\d+)?$/),
      status: 'active',
      vehicle: 'scooter',
      phone: '+32 470 00 00 00',
      available: false,
      pharmacies: [{ pharmacyId: pharmacyA, isStaff: true }],
    });
    const link = await t.mailer.linkTo(body.email, 'new-password');
    expect(link.pathname).toBe('/auth/new-password');
    // No password yet: the link comes worded as a welcome, and it sets the courier's first password.
    expect(t.mailer.lastTo(body.email)?.subject).toBe(MAIL_TEXTS.fr.welcome.subject);
    const chosen = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link.searchParams.get('token'), newPassword: 'Courier-pass-42' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().uid));
    expect(audit.map((a) => a.action)).toContain('shipper.created');
    const dup = await call('POST', '/api/shippers', admin, newShipper({ email: body.email }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ email: 'validation.emailTaken' });
  });

  it('refuses a bad value in every field', async () => {
    const res = await call('POST', '/api/shippers', admin, {
      email: 'x',
      first_name: '',
      last_name: '',
      phone: 'abc',
      language: 'xx',
      vehicle: 'rocket',
      pharmacies: [{ pharmacyId: '', isStaff: 'yes' }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      [
        'email',
        'first_name',
        'language',
        'last_name',
        'pharmacies.0.isStaff',
        'pharmacies.0.pharmacyId',
        'phone',
        'vehicle',
      ].sort(),
    );
    const unknown = await call(
      'POST',
      '/api/shippers',
      admin,
      newShipper({ pharmacies: [{ pharmacyId: 'nowhere', isStaff: false }] }),
    );
    expect(unknown.json().fields).toEqual({ 'pharmacies.0.pharmacyId': 'validation.unknownPharmacy' });
    const patch = await call('PATCH', `/api/shippers/${shipper.uid}`, admin, {
      vehicle: 'rocket',
      available: 'yes',
      phone: 'x',
    });
    expect(patch.json().fields).toEqual({
      vehicle: 'validation.vehicle',
      available: 'validation.invalid',
      phone: 'validation.phone',
    });
    expect((await call('PATCH', `/api/shippers/${staffA.uid}`, admin, { available: true })).statusCode).toBe(404);
  });

  it('PATCH changes only what is sent, replaces the pharmacies, and audits it', async () => {
    const res = await call('PATCH', `/api/shippers/${shipper.uid}`, admin, {
      vehicle: 'van',
      pharmacies: [{ pharmacyId: pharmacyB, isStaff: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      vehicle: 'van',
      available: true,
      pharmacies: [{ pharmacyId: pharmacyB, isStaff: false }],
    });
    const [entry] = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shipper.updated'))).slice(
      -1,
    );
    expect(entry.detail).toMatchObject({ fields: ['vehicle', 'pharmacies'] });
    await call('PATCH', `/api/shippers/${shipper.uid}`, admin, {
      pharmacies: [
        { pharmacyId: pharmacyA, isStaff: false },
        { pharmacyId: pharmacyB, isStaff: true },
      ],
    });
  });
});

describe('list: search, filters, sorts, cursors, CSV', () => {
  beforeAll(async () => {
    for (const [first, vehicle] of [
      ['Zoë', 'car'],
      ['Ada', 'foot'],
      ['Émile', 'bike'],
    ] as const)
      expect(
        (await call('POST', '/api/shippers', admin, newShipper({ first_name: first, last_name: 'Lister', vehicle })))
          .statusCode,
      ).toBe(201);
  });

  it('searches names (accents ignored) and filters by vehicle, availability and pharmacy', async () => {
    const names = async (q: string, cookie = admin) =>
      (await call('GET', `/api/shippers?${q}`, cookie)).json().items.map((s: { displayName: string }) => s.displayName);
    expect(await names('q=emile%20lister')).toEqual(['Émile Lister']);
    expect(await names('q=lister&vehicle=car')).toEqual(['Zoë Lister']);
    expect(await names('q=lister&sort=-name')).toEqual(['Émile Lister', 'Zoë Lister', 'Ada Lister']);
    expect(await names('available=true')).toEqual(['Test Person']);
    expect((await names(`q=lister&pharmacyId=${pharmacyA}`, staffA.cookie)).length).toBe(3);
    const bad = await call(
      'GET',
      '/api/shippers?vehicle=rocket&available=maybe&sort=rating&status=gone&limit=0',
      admin,
    );
    expect(bad.json().fields).toEqual({
      vehicle: 'validation.vehicle',
      available: 'validation.invalid',
      sort: 'validation.invalid',
      status: 'validation.invalid',
      limit: 'validation.invalid',
    });
  });

  it.each(['name', '-name', '-deliveries', '-createdAt'])(
    'pages through sort %s while shippers are added',
    async (sort) => {
      const expected = (await call('GET', `/api/shippers?limit=100&sort=${sort}`, admin))
        .json()
        .items.map((s: { uid: string }) => s.uid);
      const seen: string[] = [];
      let cursor: string | null = null;
      let added = 0;
      do {
        const page: { items: { uid: string }[]; nextCursor: string | null } = (
          await call('GET', `/api/shippers?limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`, admin)
        ).json();
        seen.push(...page.items.map((s) => s.uid));
        cursor = page.nextCursor;
        added += 1;
        await call(
          'POST',
          '/api/shippers',
          admin,
          newShipper({ first_name: added % 2 ? 'Aaron' : 'Zyta', pharmacies: [] }),
        );
      } while (cursor);
      expect(seen.filter((uid) => expected.includes(uid))).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
      const wrong = await call(
        'GET',
        `/api/shippers?sort=name&cursor=${Buffer.from(JSON.stringify(['-name', 'a', 'b'])).toString('base64url')}`,
        admin,
      );
      expect(wrong.json().fields).toEqual({ cursor: 'validation.cursor' });
    },
  );

  it('exports a protected CSV with the same filters', async () => {
    await call('POST', '/api/shippers', admin, newShipper({ first_name: '=cmd', last_name: 'Evil', pharmacies: [] }));
    const res = await call('GET', '/api/shippers/export.csv?q=evil', admin);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="shippers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"name","first_name","last_name","email","phone","status","vehicle","available","deliveries_done","pharmacies","slug"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith(`"'=cmd Evil","'=cmd","Evil"`)).toBe(true);
  });
});
