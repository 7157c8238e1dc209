import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import { auditLog, pharmacyHoursExceptions } from '../../db/schema';
import { createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { multipart, PNG_HEAD } from '../orders/test-world';
import {
  addDays,
  approvedAccount,
  createPharmacyAs,
  linkStaff,
  requester,
  signInNewAdmin,
  type Person,
} from '../../test/fixtures';

let t: TestApp;
let dataDir: string;
let call: ReturnType<typeof requester>;
let admin: string;
let customer: Person;
let staffA: Person & { email: string };
let staffB: Person;
let pharmacyA: string;
const today = () => localDate(new Date());

const base = { address: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles' };
const week = [[{ open: '09:00', close: '18:00' }], [], [], [], [], [], []];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pharmalink-people-'));
  t = await createTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  call = requester(t);
  admin = await signInNewAdmin(t);
  customer = await registerVerifiedUser(t);
  staffA = await approvedAccount(t, admin, 'pharmacy');
  staffB = await approvedAccount(t, admin, 'pharmacy');
  pharmacyA = await createPharmacyAs(t, admin, { name: 'Pharmacie des Gens', code: 'BE-P-1' });
  await linkStaff(t, admin, pharmacyA, staffA.uid);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/pharmacies with everything at once', () => {
  it('saves hours, exceptions, on-duty dates, delivery and contact in one go, and audits it', async () => {
    const body = {
      name: 'Pharmacie Complète',
      code: 'BE-P-FULL',
      ...base,
      phone: '+32 2 000 00 00',
      email: 'Info@Complete.be',
      openingHours: week,
      hoursExceptions: [{ date: addDays(today(), 3), periods: [], note: 'Fermé' }],
      onDutyDates: [addDays(today(), 1)],
      homeDelivery: { enabled: true, postcodes: ['1000'], feeCents: 400, minimumCents: 1000 },
    };
    const res = await call('POST', '/api/pharmacies', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'pharmacie-complete',
      logoUrl: null,
      email: 'info@complete.be',
      openingHours: week,
      hoursExceptions: body.hoursExceptions,
      onDutyDates: body.onDutyDates,
      homeDelivery: body.homeDelivery,
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().id));
    expect(audit.map((a) => a.action)).toEqual(['pharmacy.created']);
  });

  it('refuses a bad value in every field with its key, and a code already used with 409 on code', async () => {
    const bad = await call('POST', '/api/pharmacies', admin, {
      name: '',
      code: '!!',
      address: '',
      postalCode: '0123',
      city: '',
      phone: 'abc',
      email: 'nope',
      openingHours: [[{ open: '25:00', close: '10:00' }]],
      hoursExceptions: [{ date: '2001-01-01', periods: [], note: 'x' }],
      onDutyDates: ['2026-02-30'],
      homeDelivery: { enabled: true, postcodes: [], feeCents: -1, minimumCents: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'validation.required',
      code: 'validation.invalid',
      address: 'validation.required',
      postalCode: 'validation.postcode',
      city: 'validation.required',
      phone: 'validation.phone',
      email: 'validation.email',
      openingHours: 'validation.invalid',
      'hoursExceptions.0.date': 'validation.dutyDateRange',
      'onDutyDates.0': 'validation.date',
      'homeDelivery.postcodes': 'validation.required',
      'homeDelivery.feeCents': 'validation.invalid',
    });
    const taken = await call('POST', '/api/pharmacies', admin, { name: 'Autre', code: 'BE-P-1', ...base });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ code: 'validation.codeTaken' });
  });

  it('gives ten pharmacies created at once with the same name ten different slugs', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/pharmacies', admin, { name: 'Pharmacie Centrale', code: `BE-CENTRE-${i}`, ...base }),
      ),
    );
    results.forEach((r) => expect(r.statusCode, r.body).toBe(201));
    const slugs = results.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('pharmacie-centrale');
    slugs.forEach((s) => expect(s).toMatch(/^pharmacie-centrale(-\d+)?$/));
  });
});

describe('PATCH /api/pharmacies/:id: identity, slugs, exceptions', () => {
  it('a staff member may not touch the identity, with a clear code', async () => {
    for (const field of [
      { name: 'X' },
      { code: 'BE-X' },
      { address: 'Y' },
      { postalCode: '1050' },
      { city: 'Ixelles' },
    ]) {
      const res = await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, field);
      expect(res.statusCode, JSON.stringify(field)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'IDENTITY_ADMIN_ONLY' });
    }
  });

  it('a rename re-slugs, the old slug still finds the pharmacy, an unknown one is 404, and it is audited', async () => {
    const id = await createPharmacyAs(t, admin, { name: 'Pharmacie Ancienne', code: 'BE-P-RENAME' });
    const res = await call('PATCH', `/api/pharmacies/${id}`, admin, { name: 'Pharmacie Nouvelle', city: 'Uccle' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pharmacie Nouvelle', slug: 'pharmacie-nouvelle', city: 'Uccle' });
    for (const slug of ['pharmacie-ancienne', 'pharmacie-nouvelle']) {
      const profile = await call('GET', `/api/pharmacies/by-slug/${slug}/profile`);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().pharmacy.id).toBe(id);
    }
    expect((await call('GET', '/api/pharmacies/by-slug/nobody-here/profile')).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'pharmacy.updated')));
    expect(entry.detail).toMatchObject({
      fields: ['name', 'city'],
      slug: { from: 'pharmacie-ancienne', to: 'pharmacie-nouvelle' },
    });
    // A new pharmacy with the old name does not take the old slug away from the renamed one.
    const again = await call('POST', '/api/pharmacies', admin, {
      name: 'Pharmacie Ancienne',
      code: 'BE-P-OLD',
      ...base,
    });
    expect(again.json().slug).toBe('pharmacie-ancienne-2');
  });

  it('refuses a code another pharmacy has (409 on code) and a bad identity value (400)', async () => {
    const res = await call('PATCH', `/api/pharmacies/${pharmacyA}`, admin, { code: 'BE-P-FULL' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ code: 'validation.codeTaken' });
    const bad = await call('PATCH', `/api/pharmacies/${pharmacyA}`, admin, { postalCode: '12', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ postalCode: 'validation.postcode', name: 'validation.required' });
  });

  it('replaces the hours exceptions from today on and keeps the past ones', async () => {
    const past = addDays(today(), -10);
    await t.database.db
      .insert(pharmacyHoursExceptions)
      .values({ pharmacyId: pharmacyA, date: past, periods: [], note: 'old' });
    const first = [
      { date: addDays(today(), 2), periods: [{ open: '10:00', close: '12:00' }], note: 'Late' },
      { date: addDays(today(), 5), periods: [], note: '' },
    ];
    expect(
      (await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, { hoursExceptions: first })).json()
        .hoursExceptions,
    ).toEqual(first);
    const second = [{ date: addDays(today(), 7), periods: [], note: 'Holiday' }];
    const res = await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, { hoursExceptions: second });
    expect(res.json().hoursExceptions).toEqual(second);
    const rows = await t.database.db
      .select()
      .from(pharmacyHoursExceptions)
      .where(eq(pharmacyHoursExceptions.pharmacyId, pharmacyA));
    expect(rows.map((r) => r.date).sort()).toEqual([past, second[0].date]);
    const bad = await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, {
      hoursExceptions: [
        { date: addDays(today(), 1), periods: [{ open: '12:00', close: '11:00' }], note: 'x'.repeat(201) },
        { date: addDays(today(), 1), periods: [], note: '' },
      ],
    });
    expect(bad.json().fields).toMatchObject({
      'hoursExceptions.0.periods.0.close': 'validation.closeBeforeOpen',
      'hoursExceptions.0.note': 'validation.tooLong',
      'hoursExceptions.1.date': 'validation.duplicate',
    });
  });
});

describe('GET /api/pharmacies/by-slug/:slug/profile', () => {
  it('shows the active staff to everyone, their e-mails only to colleagues and admins, and the counts', async () => {
    const slug = (await call('GET', `/api/pharmacies/${pharmacyA}`)).json().slug;
    const shipper = await approvedAccount(t, admin, 'shipper');
    expect(
      (await call('PUT', `/api/shippers/${shipper.uid}/pharmacies`, admin, [{ pharmacyId: pharmacyA, isStaff: false }]))
        .statusCode,
    ).toBe(200);
    const read = async (cookie?: string) =>
      (await call('GET', `/api/pharmacies/by-slug/${slug}/profile`, cookie)).json();
    const anonymous = await read();
    expect(anonymous).toMatchObject({ shippersCount: 1, ordersHandled: 0, pharmacy: { id: pharmacyA } });
    expect(anonymous.staff).toEqual([
      { uid: staffA.uid, slug: expect.any(String), displayName: 'Test Person', avatarUrl: null, email: null },
    ]);
    for (const cookie of [customer.cookie, staffB.cookie]) expect((await read(cookie)).staff[0].email).toBeNull();
    for (const cookie of [staffA.cookie, admin]) expect((await read(cookie)).staff[0].email).toBe(staffA.email);
  });
});

describe('GET /api/pharmacies: filters, sorts and cursors', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [];
    for (const [name, city, postalCode] of [
      ['Zeta Apotheek', 'Liège', '4000'],
      ['Alpha Pharma', 'LIEGE', '4020'],
      ['Mu Pharma', 'Namur', '5000'],
      ['Beta Pharma', 'Liège-Est', '4020'],
    ]) {
      ids.push(await createPharmacyAs(t, admin, { name, code: `BE-S-${name.replace(/\W/g, '')}`, city, postalCode }));
    }
    await call('PATCH', `/api/pharmacies/${ids[0]}`, admin, {
      homeDelivery: { enabled: true, postcodes: ['4000'], feeCents: 0, minimumCents: 0 },
    });
  });

  const names = async (query: string) => {
    const res = await call('GET', `/api/pharmacies?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { name: string }[]).map((p) => p.name);
  };

  it('filters by city (accents and case ignored, exact) and by home delivery', async () => {
    expect(await names('city=li%C3%A8ge')).toEqual(['Alpha Pharma', 'Zeta Apotheek']);
    expect(await names('city=LIEGE&homeDelivery=true')).toEqual(['Zeta Apotheek']);
    expect(await names('city=liege&homeDelivery=false')).toEqual(['Alpha Pharma']);
    expect(await names('q=pharma&city=namur')).toEqual(['Mu Pharma']);
  });

  it('sorts by name either way, city then name, and newest first', async () => {
    const all = await names('limit=100');
    expect(all).toEqual([...all].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));
    expect(await names('limit=100&sort=-name')).toEqual([...all].reverse());
    const byCity = (await call('GET', '/api/pharmacies?limit=100&sort=city')).json().items as {
      city: string;
      name: string;
    }[];
    // Byte order: 'LIEGE' < 'Liège' < 'Liège-Est'.
    expect(byCity.filter((p) => /^li/i.test(p.city)).map((p) => p.name)).toEqual([
      'Alpha Pharma',
      'Zeta Apotheek',
      'Beta Pharma',
    ]);
    const newest = (await call('GET', '/api/pharmacies?limit=4&sort=-createdAt')).json().items as { id: string }[];
    expect(newest.map((p) => p.id)).toEqual([...ids].reverse());
  });

  it.each(['name', '-name', 'city', '-createdAt'])(
    'pages through sort %s without a gap or a repeat while rows are added',
    async (sort) => {
      const expected = (await call('GET', `/api/pharmacies?limit=100&sort=${sort}`))
        .json()
        .items.map((p: { id: string }) => p.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let added = 0;
      do {
        const url = `/api/pharmacies?limit=3&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;
        const page: { items: { id: string }[]; nextCursor: string | null } = (await call('GET', url)).json();
        seen.push(...page.items.map((p) => p.id));
        cursor = page.nextCursor;
        // Someone adds pharmacies between two pages (before and after the current position).
        added += 1;
        await createPharmacyAs(t, admin, {
          name: added % 2 ? 'AAA Inserted' : 'zzz Inserted',
          code: `BE-INS-${sort}-${added}`,
          city: 'Aalst',
          postalCode: '9300',
        });
      } while (cursor);
      const original = seen.filter((id) => expected.includes(id));
      expect(original).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
    },
  );

  it('refuses a bad sort, filter or cursor per field, and a cursor made for another sort', async () => {
    const bad = await call('GET', '/api/pharmacies?sort=size&homeDelivery=yes&city=' + 'x'.repeat(81));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      sort: 'validation.invalid',
      homeDelivery: 'validation.invalid',
      city: 'validation.tooLong',
    });
    const cursor = (await call('GET', '/api/pharmacies?limit=1&sort=name')).json().nextCursor;
    const other = await call('GET', `/api/pharmacies?limit=1&sort=-createdAt&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ cursor: 'validation.cursor' });
    expect((await call('GET', '/api/pharmacies?cursor=garbage')).json().fields).toEqual({
      cursor: 'validation.cursor',
    });
  });
});

describe('GET /api/pharmacies/export.csv', () => {
  it('is a UTF-8 CSV with a BOM, quoted cells and no formula, for the same filters', async () => {
    await createPharmacyAs(t, admin, {
      name: '=HYPERLINK("http://evil")',
      code: 'BE-CSV-1',
      city: 'Gent',
      postalCode: '9000',
    });
    await createPharmacyAs(t, admin, {
      name: 'Apotheek "De Ster", Gent',
      code: 'BE-CSV-2',
      city: 'Gent',
      postalCode: '9000',
    });
    const res = await call('GET', '/api/pharmacies/export.csv?city=gent&sort=-name', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pharmacies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF"name","slug","code"')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith('"Apotheek ""De Ster"", Gent","apotheek-de-ster-gent","BE-CSV-2"')).toBe(true);
    expect(lines[2].startsWith('"\'=HYPERLINK(""http://evil"")"')).toBe(true);
  });
});

describe('POST/DELETE /api/pharmacies/:id/logo', () => {
  const send = (bytes: Buffer, name = 'logo.png', cookie = staffA.cookie) => {
    const body = multipart('file', name, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/pharmacies/${pharmacyA}/logo`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };
  const fileOf = (url: string) => join(dataDir, 'files', url.replace(/^\/api\//, ''));

  it('stores a resized WebP, replaces the previous file, and removes it', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const first = await send(png);
    expect(first.statusCode, first.body).toBe(200);
    const url1: string = first.json().url;
    expect(url1).toMatch(/^\/api\/images\/[\w-]+\.webp$/);
    expect(existsSync(fileOf(url1))).toBe(true);
    expect((await sharp(fileOf(url1)).metadata()).width).toBe(256);
    expect((await call('GET', `/api/pharmacies/${pharmacyA}`)).json().logoUrl).toBe(url1);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const url2: string = (await send(jpeg, 'logo.jpg', admin)).json().url;
    expect(url2).not.toBe(url1);
    expect(existsSync(fileOf(url1))).toBe(false);
    expect((await call('DELETE', `/api/pharmacies/${pharmacyA}/logo`, staffA.cookie)).statusCode).toBe(204);
    expect(existsSync(fileOf(url2))).toBe(false);
    expect((await call('GET', `/api/pharmacies/${pharmacyA}`)).json().logoUrl).toBeNull();
  });

  it('refuses an oversized, a fake, a broken or a missing image with 400 on file', async () => {
    const huge = Buffer.concat([PNG_HEAD, Buffer.alloc(IMAGE_MAX_BYTES + 10)]);
    expect((await send(huge)).json()).toMatchObject({ fields: { file: 'validation.fileTooLarge' } });
    expect((await send(Buffer.from('<?php echo 1; ?>'), 'logo.png')).json()).toMatchObject({
      fields: { file: 'validation.imageType' },
    });
    const broken = await send(Buffer.concat([PNG_HEAD, Buffer.from('not really a png')]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({ file: 'validation.imageBroken' });
    expect((await send(Buffer.alloc(0))).json().fields).toEqual({ file: 'validation.fileEmpty' });
    const wrongField = multipart('picture', 'a.png', PNG_HEAD);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pharmacies/${pharmacyA}/logo`,
      headers: { ...wrongField.headers, cookie: admin },
      payload: wrongField.payload,
    });
    expect(res.json().fields).toEqual({ file: 'validation.required' });
    const json = await call('POST', `/api/pharmacies/${pharmacyA}/logo`, admin, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ file: 'validation.required' });
  });
});
