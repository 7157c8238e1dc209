import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import { calendarEvents, pharmacyOnDuty } from '../../db/schema';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { bookingDashboard } from './booking';
import { insertOrder, PHARMACY_AND_ADMIN, whoMayAsk } from './test-support';

/*
 * Issue 19 "Proof" for /dashboard/booking: handovers, delivery slots (one repeating daily across the spring clock
 * change), courier availability and on-duty days written straight into the tables from Friday 27 to Monday 30 March
 * 2026, then each role's days checked against figures worked out by hand here. A pharmacy's staff see their
 * pharmacy's slots and duties and the availability of the couriers who deliver for it, never anyone's personal events.
 */

const RANGE = { from: '2026-03-27', to: '2026-03-30' };
let w: World;

const order = (
  pharmacyId: string,
  status: OrderStatus,
  delivery: 'neighbour' | 'take_away',
  steps: [OrderStatus, string][] = [],
) =>
  insertOrder(w, {
    pharmacyId,
    status,
    delivery,
    created: '2026-03-26T09:00:00.000Z',
    steps: steps.map(([to, at]) => [to, at, { uid: w.staff.uid, role: 'pharmacy' }]),
  });

const event = (
  values: Partial<typeof calendarEvents.$inferInsert> &
    Pick<typeof calendarEvents.$inferInsert, 'kind' | 'startsAt' | 'endsAt'>,
) => ({ title: 'E', ...values });

beforeAll(async () => {
  w = await createWorld();
  const db = w.t.database.db;
  // Collected at 00:30 on Saturday 28 in Brussels (23:30 UTC on the 27th); delivered on the 30th; pharmacy B's on the 29th.
  await order(w.pharmacyA, 'collected', 'take_away', [['collected', '2026-03-27T23:30:00.000Z']]);
  await order(w.pharmacyA, 'delivered', 'neighbour', [
    ['out_for_delivery', '2026-03-30T08:00:00.000Z'],
    ['delivered', '2026-03-30T10:00:00.000Z'],
  ]);
  await order(w.pharmacyA, 'collected', 'take_away', [['collected', '2026-03-26T10:00:00.000Z']]);
  await order(w.pharmacyB, 'delivered', 'neighbour', [['delivered', '2026-03-29T10:00:00.000Z']]);
  // Waiting now: one to collect at A, one on the road from A, one to collect at B.
  await order(w.pharmacyA, 'ready', 'take_away');
  await order(w.pharmacyA, 'out_for_delivery', 'neighbour');
  await order(w.pharmacyB, 'ready', 'take_away');
  await db.insert(calendarEvents).values([
    // 10:00–12:00 in Brussels every day from Saturday, three times: 09:00 UTC before the change, 08:00 UTC after.
    event({
      kind: 'delivery_slot',
      ownerPharmacyId: w.pharmacyA,
      startsAt: new Date('2026-03-28T09:00:00Z'),
      endsAt: new Date('2026-03-28T11:00:00Z'),
      rrule: 'FREQ=DAILY;COUNT=3',
    }),
    event({
      kind: 'delivery_slot',
      ownerPharmacyId: w.pharmacyA,
      startsAt: new Date('2026-03-30T12:00:00Z'),
      endsAt: new Date('2026-03-30T14:00:00Z'),
    }),
    event({
      kind: 'delivery_slot',
      ownerPharmacyId: w.pharmacyB,
      startsAt: new Date('2026-03-28T15:00:00Z'),
      endsAt: new Date('2026-03-28T16:00:00Z'),
    }),
    // The staff courier of A: four hours on Saturday, and 01:00 to 04:00 on the night of the change (two real hours).
    event({
      kind: 'availability',
      ownerUserId: w.shipper.uid,
      startsAt: new Date('2026-03-28T07:00:00Z'),
      endsAt: new Date('2026-03-28T11:00:00Z'),
    }),
    event({
      kind: 'availability',
      ownerUserId: w.shipper.uid,
      startsAt: new Date('2026-03-29T00:00:00Z'),
      endsAt: new Date('2026-03-29T02:00:00Z'),
    }),
    // The other courier delivers for A and B: an hour and a half on Saturday.
    event({
      kind: 'availability',
      ownerUserId: w.otherShipper.uid,
      startsAt: new Date('2026-03-28T08:00:00Z'),
      endsAt: new Date('2026-03-28T09:30:00Z'),
    }),
    // Personal events count nowhere.
    event({
      kind: 'personal',
      ownerUserId: w.staff.uid,
      startsAt: new Date('2026-03-28T08:00:00Z'),
      endsAt: new Date('2026-03-28T09:00:00Z'),
    }),
    event({
      kind: 'personal',
      ownerUserId: w.admin.uid,
      startsAt: new Date('2026-03-28T08:00:00Z'),
      endsAt: new Date('2026-03-28T09:00:00Z'),
    }),
  ]);
  await db.insert(pharmacyOnDuty).values([
    { pharmacyId: w.pharmacyA, date: '2026-03-28' },
    { pharmacyId: w.pharmacyA, date: '2026-03-30', startTime: '19:00', endTime: '08:00' },
    { pharmacyId: w.pharmacyB, date: '2026-03-29' },
  ]);
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

const figuresOf = async (who: Person) =>
  bookingDashboard(w.t.database.db, (await call(w, 'GET', '/api/me', who.cookie)).json(), RANGE);
const day = (date: string, values: Partial<DashboardBooking['perDay'][number]> = {}) => ({
  date,
  pickups: 0,
  deliveries: 0,
  slots: 0,
  onDuty: 0,
  couriers: 0,
  availableMinutes: 0,
  ...values,
});

describe('the booking dashboard’s days', () => {
  it('pharmacy A’s staff: A’s handovers, slots and duties, and both its couriers’ availability', async () => {
    const body = await figuresOf(w.staff);
    expect(body.waiting).toEqual({ toCollect: 1, toDeliver: 1 });
    expect(body.perDay).toEqual([
      day('2026-03-27'),
      day('2026-03-28', { pickups: 1, slots: 1, onDuty: 1, couriers: 2, availableMinutes: 240 + 90 }),
      day('2026-03-29', { slots: 1, couriers: 1, availableMinutes: 120 }),
      day('2026-03-30', { deliveries: 1, slots: 2, onDuty: 1 }),
    ]);
    expect(body.slotTimes).toEqual([
      { time: '10:00', slots: 3 },
      { time: '14:00', slots: 1 },
    ]);
    expect(body.onDuty.map((d) => [d.pharmacy, d.start])).toEqual([
      ['Pharmacie du Sablon', '2026-03-28'],
      ['Pharmacie du Sablon', '2026-03-30T17:00:00.000Z'],
    ]);
  });

  it('pharmacy B’s staff: B’s own, and the one courier who delivers for B', async () => {
    const body = await figuresOf(w.otherStaff);
    expect(body.waiting).toEqual({ toCollect: 1, toDeliver: 0 });
    expect(body.perDay).toEqual([
      day('2026-03-27'),
      day('2026-03-28', { slots: 1, couriers: 1, availableMinutes: 90 }),
      day('2026-03-29', { deliveries: 1, onDuty: 1 }),
      day('2026-03-30'),
    ]);
    expect(body.slotTimes).toEqual([{ time: '16:00', slots: 1 }]);
  });

  it('an admin: every pharmacy, every courier, nobody’s personal events', async () => {
    const body = await figuresOf(w.admin);
    expect(body.waiting).toEqual({ toCollect: 2, toDeliver: 1 });
    expect(body.perDay).toEqual([
      day('2026-03-27'),
      day('2026-03-28', { pickups: 1, slots: 2, onDuty: 1, couriers: 2, availableMinutes: 330 }),
      day('2026-03-29', { deliveries: 1, slots: 1, onDuty: 1, couriers: 1, availableMinutes: 120 }),
      day('2026-03-30', { deliveries: 1, slots: 2, onDuty: 1 }),
    ]);
  });
});

describe('GET /api/dashboards/booking', () => {
  whoMayAsk(() => w, ['/api/dashboards/booking', '/api/dashboards/booking.csv'], PHARMACY_AND_ADMIN);

  it('answers the range asked; the CSV holds a row per day', async () => {
    const res = await call(w, 'GET', `/api/dashboards/booking?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect((res.json() as DashboardBooking).perDay).toHaveLength(4);
    const csv = await call(w, 'GET', `/api/dashboards/booking.csv?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="booking-dashboard-${RANGE.from}-${RANGE.to}.csv"`,
    );
    expect(csv.body).toContain('"2026-03-28","1","0","1","1","2","330"');
  });
});
