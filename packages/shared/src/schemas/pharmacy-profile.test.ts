import { describe, expect, it } from 'vitest';
import { localDate } from '../pharmacy-hours';
import {
  homeDeliveryInputSchema,
  isoDateSchema,
  onDutyDatesInputSchema,
  openingHoursSchema,
  pharmacyDirectoryQuerySchema,
  pharmacyUpdateSchema,
} from './pharmacy';
import { shipperPharmaciesInputSchema, shipperUpdateSchema } from './shipper';

/** field path → message of every issue, as the server's 400 reports them. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}
const addDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const closed = () => [[], [], [], [], [], [], []] as { open: string; close: string }[][];
const withDay = (day: { open: string; close: string }[]) => [day, ...closed().slice(1)];

describe('opening hours', () => {
  it('accepts seven days of ordered periods, touching ones and 24:00', () => {
    expect(openingHoursSchema.safeParse(closed()).success).toBe(true);
    const day = [
      { open: '00:00', close: '12:00' },
      { open: '12:00', close: '24:00' },
    ];
    expect(openingHoursSchema.safeParse(withDay(day)).success).toBe(true);
  });

  it.each([
    [[{ open: '8:00', close: '12:00' }], { '0.0.open': 'validation.time' }],
    [[{ open: '24:00', close: '24:00' }], { '0.0.open': 'validation.time' }],
    [[{ open: '08:00', close: '24:01' }], { '0.0.close': 'validation.time' }],
    [[{ open: '08:00', close: '08:00' }], { '0.0.close': 'validation.closeBeforeOpen' }],
    [[{ open: '18:00', close: '08:00' }], { '0.0.close': 'validation.closeBeforeOpen' }],
    [
      [
        { open: '13:00', close: '18:00' },
        { open: '08:00', close: '12:00' },
      ],
      { '0.1.open': 'validation.hoursOverlap' },
    ],
    [
      [
        { open: '08:00', close: '13:00' },
        { open: '12:00', close: '18:00' },
      ],
      { '0.1.open': 'validation.hoursOverlap' },
    ],
    [Array.from({ length: 7 }, (_, i) => ({ open: `1${i}:00`, close: `1${i}:30` })), { '0': 'validation.tooMany' }],
  ])('refuses %j', (day, expected) => {
    expect(issues(openingHoursSchema.safeParse(withDay(day)))).toMatchObject(expected);
  });

  it('needs exactly seven days', () => {
    expect(issues(openingHoursSchema.safeParse(closed().slice(1)))).toEqual({ '': 'validation.invalid' });
    expect(issues(openingHoursSchema.safeParse('always'))).toEqual({ '': 'validation.invalid' });
  });
});

describe('dates', () => {
  it('isoDateSchema takes real calendar dates only', () => {
    for (const good of ['2024-02-29', '2025-12-31', '2026-01-01'])
      expect(isoDateSchema.safeParse(good).success, good).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-04-31', '2025-1-01', '01/02/2025', '']) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('on-duty dates run from today to two years ahead, each once', () => {
    const today = localDate(new Date());
    expect(onDutyDatesInputSchema.safeParse([today, addDays(today, 731)]).success).toBe(true);
    expect(issues(onDutyDatesInputSchema.safeParse([addDays(today, -1), addDays(today, 732), today, today]))).toEqual({
      '0': 'validation.dutyDateRange',
      '1': 'validation.dutyDateRange',
      '3': 'validation.duplicate',
    });
    expect(issues(onDutyDatesInputSchema.safeParse(Array.from({ length: 401 }, (_, i) => addDays(today, i))))).toEqual({
      '': 'validation.tooMany',
    });
  });
});

describe('home delivery', () => {
  const good = { enabled: true, postcodes: ['1000', ' 9999 '], feeCents: 0, minimumCents: 10_000_000 };
  it('accepts Belgian postcodes, trimmed, and cents within limits', () => {
    expect(homeDeliveryInputSchema.parse(good).postcodes).toEqual(['1000', '9999']);
    expect(
      homeDeliveryInputSchema.safeParse({ enabled: false, postcodes: [], feeCents: 100_000, minimumCents: 0 }).success,
    ).toBe(true);
  });

  it('refuses bad postcodes, duplicates, amounts, and delivering nowhere', () => {
    expect(
      issues(homeDeliveryInputSchema.safeParse({ ...good, postcodes: ['0999', '10000', '1000', '1000'] })),
    ).toEqual({
      'postcodes.0': 'validation.postcode',
      'postcodes.1': 'validation.postcode',
      'postcodes.3': 'validation.duplicate',
    });
    expect(issues(homeDeliveryInputSchema.safeParse({ ...good, feeCents: 1.5, minimumCents: 10_000_001 }))).toEqual({
      feeCents: 'validation.invalid',
      minimumCents: 'validation.invalid',
    });
    expect(issues(homeDeliveryInputSchema.safeParse({ ...good, postcodes: [] }))).toEqual({
      postcodes: 'validation.required',
    });
    expect(issues(homeDeliveryInputSchema.safeParse({ postcodes: [], feeCents: 0, minimumCents: 0 }))).toEqual({
      enabled: 'validation.invalid',
    });
  });
});

describe('pharmacy update and directory query', () => {
  it('checks phone and e-mail, with "" clearing them, and lower-cases the e-mail', () => {
    expect(pharmacyUpdateSchema.parse({ phone: '', email: ' Info@Pharma.BE ' })).toEqual({
      phone: '',
      email: 'info@pharma.be',
    });
    expect(issues(pharmacyUpdateSchema.safeParse({ phone: '12', email: 'info@' }))).toEqual({
      phone: 'validation.phone',
      email: 'validation.email',
    });
    expect(pharmacyUpdateSchema.parse({})).toEqual({});
  });

  it('trims q and checks onDuty', () => {
    expect(pharmacyDirectoryQuerySchema.parse({ q: '  liège ', onDuty: '2025-07-21' })).toMatchObject({
      q: 'liège',
      onDuty: '2025-07-21',
      limit: 50,
    });
    expect(issues(pharmacyDirectoryQuerySchema.safeParse({ onDuty: 'today' }))).toEqual({ onDuty: 'validation.date' });
  });
});

describe('shipper inputs', () => {
  it('availability, phone and vehicle', () => {
    expect(shipperUpdateSchema.parse({ available: true, vehicle: 'van' })).toEqual({ available: true, vehicle: 'van' });
    expect(issues(shipperUpdateSchema.safeParse({ available: 1, vehicle: 'truck', phone: 'x' }))).toEqual({
      available: 'validation.invalid',
      vehicle: 'validation.vehicle',
      phone: 'validation.phone',
    });
  });

  it('pharmacy links: each pharmacy once, with a staff flag', () => {
    expect(
      shipperPharmaciesInputSchema.safeParse([
        { pharmacyId: 'a', isStaff: true },
        { pharmacyId: 'b', isStaff: false },
      ]).success,
    ).toBe(true);
    expect(
      issues(
        shipperPharmaciesInputSchema.safeParse([
          { pharmacyId: 'a', isStaff: true },
          { pharmacyId: 'a', isStaff: false },
        ]),
      ),
    ).toEqual({
      '1.pharmacyId': 'validation.duplicate',
    });
    expect(issues(shipperPharmaciesInputSchema.safeParse([{ pharmacyId: ' ' }]))).toEqual({
      '0.pharmacyId': 'validation.required',
      '0.isStaff': 'validation.required',
    });
  });
});
