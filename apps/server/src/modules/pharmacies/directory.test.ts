import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { pharmacyOnDuty, users } from '../../db/schema';
import { createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { getPharmacyPolicy, staffOfPharmacy } from './service';
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
let call: ReturnType<typeof requester>;
let admin: string;
let customer: Person;
let staffA: Person;
let staffA2: Person;
let staffB: Person;
let shipper: Person;
let pendingPharmacy: Person;
let pharmacyA: string;
let pharmacyB: string;
let pharmacyC: string;
const today = () => localDate(new Date());

const weekdays = [
  { open: '08:30', close: '12:30' },
  { open: '13:30', close: '18:30' },
];
const hours = [weekdays, weekdays, weekdays, weekdays, weekdays, [{ open: '09:00', close: '12:00' }], []];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  call = requester(t);
  admin = await signInNewAdmin(t);
  customer = await registerVerifiedUser(t);
  staffA = await approvedAccount(t, admin, 'pharmacy');
  staffA2 = await approvedAccount(t, admin, 'pharmacy');
  staffB = await approvedAccount(t, admin, 'pharmacy');
  shipper = await approvedAccount(t, admin, 'shipper');
  pendingPharmacy = await registerVerifiedUser(t, { role: 'pharmacy' });
  pharmacyA = await createPharmacyAs(t, admin, { name: 'Pharmacie du Sablon', code: 'BE-200001' });
  pharmacyB = await createPharmacyAs(t, admin, {
    name: 'Apotheek De Linde',
    code: 'BE-200002',
    city: 'Antwerpen',
    postalCode: '2000',
  });
  pharmacyC = await createPharmacyAs(t, admin, {
    name: 'Pharmacie Saint-Léonard',
    code: 'BE-200003',
    city: 'Liège',
    postalCode: '4020',
  });
  await linkStaff(t, admin, pharmacyA, staffA.uid);
  await linkStaff(t, admin, pharmacyA, staffA2.uid);
  await linkStaff(t, admin, pharmacyB, staffB.uid);
});
afterAll(async () => {
  await t.close();
});

const goodPatch = () => ({
  phone: '+32 2 511 00 00',
  email: 'Contact@Sablon.be',
  openingHours: hours,
  onDutyDates: [addDays(today(), 1), today()],
  homeDelivery: { enabled: true, postcodes: ['1000', '1050'], feeCents: 450, minimumCents: 1500 },
});

describe('PATCH /api/pharmacies/:id: role matrix', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['customer', () => customer.cookie, 403],
    ['staff of that pharmacy', () => staffA.cookie, 200],
    ['staff of another pharmacy', () => staffB.cookie, 403],
    ['shipper', () => shipper.cookie, 403],
    ['admin', () => admin, 200],
    ['pending pharmacy account', () => pendingPharmacy.cookie, 403],
  ] as const)('%s', async (_who, cookie, status) => {
    const res = await call('PATCH', `/api/pharmacies/${pharmacyA}`, cookie?.(), { phone: '02 511 00 00' });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('says why, and 404 for an unknown pharmacy', async () => {
    expect((await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffB.cookie, { phone: '' })).json().code).toBe(
      'NOT_PHARMACY_STAFF',
    );
    expect(
      (await call('PATCH', `/api/pharmacies/${pharmacyA}`, pendingPharmacy.cookie, { phone: '' })).json().code,
    ).toBe('ACCOUNT_NOT_ACTIVE');
    expect((await call('PATCH', '/api/pharmacies/nowhere', admin, { phone: '' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/pharmacies/:id: what it changes', () => {
  it('saves every field and the directory shows them, with today on duty', async () => {
    const res = await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, goodPatch());
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: pharmacyA,
      name: 'Pharmacie du Sablon',
      phone: '+32 2 511 00 00',
      email: 'contact@sablon.be',
      openingHours: hours,
      onDutyDates: [today(), addDays(today(), 1)],
      onDutyToday: true,
      homeDelivery: { enabled: true, postcodes: ['1000', '1050'], feeCents: 450, minimumCents: 1500 },
    };
    expect(res.json()).toMatchObject(expected);
    expect((await call('GET', `/api/pharmacies/${pharmacyA}`)).json()).toMatchObject(expected);
    const listed = (await call('GET', '/api/pharmacies?q=sablon')).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject(expected);
    const mine = (await call('GET', '/api/pharmacies/mine', staffA.cookie)).json().items;
    expect(mine[0]).toMatchObject(expected);
  });

  it('changes only the fields sent, and clears phone and e-mail with ""', async () => {
    await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, goodPatch());
    const res = await call('PATCH', `/api/pharmacies/${pharmacyA}`, admin, { phone: '', email: '' });
    expect(res.json()).toMatchObject({
      phone: '',
      email: '',
      openingHours: hours,
      onDutyToday: true,
      homeDelivery: { enabled: true },
    });
    const off = await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, {
      homeDelivery: { enabled: false, postcodes: [], feeCents: 0, minimumCents: 0 },
      onDutyDates: [],
    });
    expect(off.json()).toMatchObject({
      homeDelivery: { enabled: false, postcodes: [] },
      onDutyDates: [],
      onDutyToday: false,
    });
  });

  it('replaces on-duty dates from today on and keeps the past ones as history', async () => {
    const yesterday = addDays(today(), -1);
    await t.database.db.insert(pharmacyOnDuty).values({ pharmacyId: pharmacyB, date: yesterday }).onConflictDoNothing();
    await call('PATCH', `/api/pharmacies/${pharmacyB}`, staffB.cookie, {
      onDutyDates: [addDays(today(), 3), addDays(today(), 2)],
    });
    const second = await call('PATCH', `/api/pharmacies/${pharmacyB}`, staffB.cookie, {
      onDutyDates: [addDays(today(), 5)],
    });
    expect(second.json()).toMatchObject({ onDutyDates: [addDays(today(), 5)], onDutyToday: false });
    const stored = await t.database.db
      .select({ date: pharmacyOnDuty.date })
      .from(pharmacyOnDuty)
      .where(eq(pharmacyOnDuty.pharmacyId, pharmacyB));
    expect(stored.map((r) => r.date).sort()).toEqual([yesterday, addDays(today(), 5)]);
    const past = (await call('GET', `/api/pharmacies?onDuty=${yesterday}`)).json().items;
    expect(past.map((p: { id: string }) => p.id)).toEqual([pharmacyB]);
  });

  it('refuses a bad value in every field, with one message per field', async () => {
    const bad = await call('PATCH', `/api/pharmacies/${pharmacyC}`, admin, {
      phone: 'call me',
      email: 'not-an-address',
      openingHours: [
        [{ open: '8:00', close: '12:00' }],
        [{ open: '14:00', close: '12:00' }],
        [
          { open: '08:00', close: '12:00' },
          { open: '11:00', close: '18:00' },
        ],
        Array.from({ length: 7 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` })),
        [{ open: '20:00', close: '24:30' }],
        [{ open: '13:00' }],
        [],
      ],
      onDutyDates: ['2025-02-30', addDays(today(), -1), addDays(today(), 800), today(), today(), 'tomorrow'],
      homeDelivery: { enabled: 'yes', postcodes: ['0999', '1000', '1000', 'B-1000'], feeCents: -1, minimumCents: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(bad.json().fields).toEqual({
      phone: 'validation.phone',
      email: 'validation.email',
      'openingHours.0.0.open': 'validation.time',
      'openingHours.1.0.close': 'validation.closeBeforeOpen',
      'openingHours.2.1.open': 'validation.hoursOverlap',
      'openingHours.3': 'validation.tooMany',
      'openingHours.4.0.close': 'validation.time',
      'openingHours.5.0.close': 'validation.time',
      'onDutyDates.0': 'validation.date',
      'onDutyDates.1': 'validation.dutyDateRange',
      'onDutyDates.2': 'validation.dutyDateRange',
      'onDutyDates.4': 'validation.duplicate',
      'onDutyDates.5': 'validation.date',
      'homeDelivery.enabled': 'validation.invalid',
      'homeDelivery.postcodes.0': 'validation.postcode',
      'homeDelivery.postcodes.3': 'validation.postcode',
      'homeDelivery.feeCents': 'validation.invalid',
      'homeDelivery.minimumCents': 'validation.invalid',
    });
    // The policy's own rules (duplicates, somewhere to deliver) run once its fields are well formed.
    const lists = await call('PATCH', `/api/pharmacies/${pharmacyC}`, admin, {
      onDutyDates: [addDays(today(), -1), addDays(today(), 800), today(), today()],
      homeDelivery: { enabled: true, postcodes: ['1000', '1000'], feeCents: 0, minimumCents: 0 },
    });
    expect(lists.json().fields).toEqual({
      'onDutyDates.0': 'validation.dutyDateRange',
      'onDutyDates.1': 'validation.dutyDateRange',
      'onDutyDates.3': 'validation.duplicate',
      'homeDelivery.postcodes.1': 'validation.duplicate',
    });
    const shapes = await call('PATCH', `/api/pharmacies/${pharmacyC}`, admin, {
      openingHours: [[], [], []],
      onDutyDates: 'monday',
      homeDelivery: { enabled: true, postcodes: [], feeCents: 100_001, minimumCents: 0 },
    });
    expect(shapes.json().fields).toEqual({
      openingHours: 'validation.invalid',
      onDutyDates: 'validation.invalid',
      'homeDelivery.feeCents': 'validation.invalid',
      'homeDelivery.postcodes': 'validation.required',
    });
    const nowhere = await call('PATCH', `/api/pharmacies/${pharmacyC}`, admin, {
      homeDelivery: { enabled: true, postcodes: [], feeCents: 0, minimumCents: 0 },
    });
    expect(nowhere.json().fields).toEqual({ 'homeDelivery.postcodes': 'validation.required' });
    // Nothing was saved by the refused requests.
    expect((await call('GET', `/api/pharmacies/${pharmacyC}`)).json()).toMatchObject({
      phone: '',
      email: '',
      onDutyDates: [],
      homeDelivery: { enabled: false },
    });
  });

  it('two edits of the on-duty dates at once: one of them wins whole, never a mix', async () => {
    const first = [addDays(today(), 20), addDays(today(), 21)];
    const second = [addDays(today(), 30)];
    const answers = await Promise.all([
      call('PATCH', `/api/pharmacies/${pharmacyB}`, staffB.cookie, { onDutyDates: first }),
      call('PATCH', `/api/pharmacies/${pharmacyB}`, admin, { onDutyDates: second }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const upcoming = (await call('GET', `/api/pharmacies/${pharmacyB}`)).json().onDutyDates;
    expect([first, second]).toContainEqual(upcoming);
  });

  it('allows periods that touch, midnight closing and closed days', async () => {
    const touching = [
      [
        { open: '00:00', close: '12:00' },
        { open: '12:00', close: '24:00' },
      ],
      [],
      [],
      [],
      [],
      [],
      [],
    ];
    const res = await call('PATCH', `/api/pharmacies/${pharmacyC}`, admin, { openingHours: touching });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().openingHours).toEqual(touching);
  });
});

describe('GET /api/pharmacies: search and on-duty filter', () => {
  const names = async (query: string) =>
    ((await call('GET', `/api/pharmacies?${query}`)).json().items as { name: string }[]).map((p) => p.name);

  it('matches name, city or postcode, ignoring accents and case, every word', async () => {
    expect(await names('q=LIEGE')).toEqual(['Pharmacie Saint-Léonard']);
    expect(await names('q=léonard')).toEqual(['Pharmacie Saint-Léonard']);
    expect(await names('q=2000')).toEqual(['Apotheek De Linde']);
    expect(await names('q=pharmacie%20bruxelles')).toEqual(['Pharmacie du Sablon']);
    expect(await names('q=pharmacie')).toEqual(['Pharmacie Saint-Léonard', 'Pharmacie du Sablon']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=_')).toEqual([]);
    expect(await names('q=%20%20')).toHaveLength(3);
  });

  it('lists the pharmacies on duty on a date, and pages through a filter', async () => {
    await call('PATCH', `/api/pharmacies/${pharmacyA}`, staffA.cookie, { onDutyDates: [addDays(today(), 10)] });
    await call('PATCH', `/api/pharmacies/${pharmacyC}`, admin, {
      onDutyDates: [addDays(today(), 10), addDays(today(), 11)],
    });
    expect(await names(`onDuty=${addDays(today(), 10)}`)).toEqual(['Pharmacie Saint-Léonard', 'Pharmacie du Sablon']);
    expect(await names(`onDuty=${addDays(today(), 11)}&q=liege`)).toEqual(['Pharmacie Saint-Léonard']);
    expect(await names(`onDuty=${addDays(today(), 12)}`)).toEqual([]);
    const first = (await call('GET', `/api/pharmacies?onDuty=${addDays(today(), 10)}&limit=1`)).json();
    expect(first.items).toHaveLength(1);
    const second = (
      await call('GET', `/api/pharmacies?onDuty=${addDays(today(), 10)}&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['Pharmacie du Sablon']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad filters per field', async () => {
    const res = await call('GET', `/api/pharmacies?onDuty=2025-13-01&q=${'x'.repeat(101)}&limit=0`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      onDuty: 'validation.date',
      q: 'validation.tooLong',
      limit: 'validation.invalid',
    });
  });
});

describe('what the orders module reads', () => {
  it('staffOfPharmacy: the active staff accounts only', async () => {
    expect(await staffOfPharmacy(t.database.db, pharmacyA)).toEqual([staffA.uid, staffA2.uid].sort());
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.uid, staffA2.uid));
    expect(await staffOfPharmacy(t.database.db, pharmacyA)).toEqual([staffA.uid]);
    expect(await staffOfPharmacy(t.database.db, 'nowhere')).toEqual([]);
    await t.database.db
      .update(users)
      .set({ status: 'active' })
      .where(and(eq(users.uid, staffA2.uid)));
  });

  it('getPharmacyPolicy: the home-delivery policy, or null', async () => {
    await call('PATCH', `/api/pharmacies/${pharmacyB}`, staffB.cookie, {
      homeDelivery: { enabled: true, postcodes: ['2000', '2018'], feeCents: 300, minimumCents: 0 },
    });
    expect(await getPharmacyPolicy(t.database.db, pharmacyB)).toEqual({
      homeDelivery: { enabled: true, postcodes: ['2000', '2018'], feeCents: 300, minimumCents: 0 },
    });
    expect(await getPharmacyPolicy(t.database.db, 'nowhere')).toBeNull();
  });
});
