import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import { DELIVERY_TYPES, PRESCRIPTION_TYPES } from '@pharmacy/shared/schemas/order-form';
import { orderLines } from '../../db/schema';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { analyticsDashboard } from './analytics';
import { insertOrder, PHARMACY_AND_ADMIN, whoMayAsk } from './test-support';

/*
 * Issue 19 "Proof" for /dashboard/analytics: orders and their history written straight into the tables over the week
 * of the spring clock change (Monday 23 to Sunday 29 March 2026) and the week before, then every figure checked
 * against what this file computes from the same list. A pharmacy's staff see their pharmacy's orders only.
 */

const RANGE = { from: '2026-03-23', to: '2026-03-29' };
const PREVIOUS = { from: '2026-03-16', to: '2026-03-22' };

interface Seed {
  pharmacy: 'A' | 'B';
  created: string;
  delivery: 'neighbour' | 'take_away';
  prescription: (typeof PRESCRIPTION_TYPES)[number];
  status: OrderStatus;
  /** [status reached, at], in order. */
  steps?: [OrderStatus, string][];
  substituted?: boolean;
}

const SEEDS: Seed[] = [
  // Monday 23 March 00:10 in Brussels is 23:10 UTC on Sunday 22: this week.
  {
    pharmacy: 'A',
    created: '2026-03-22T23:10:00.000Z',
    delivery: 'take_away',
    prescription: 'no_prescription',
    status: 'collected',
    steps: [
      ['accepted', '2026-03-22T23:40:00.000Z'],
      ['ready', '2026-03-23T08:40:00.000Z'],
      ['collected', '2026-03-23T12:40:00.000Z'],
    ],
  },
  // 23:05 UTC on Sunday 22 is 00:05 on Monday 23 in Brussels too; 22:55 UTC is Sunday 22 at 23:55: the week before.
  {
    pharmacy: 'A',
    created: '2026-03-22T22:55:00.000Z',
    delivery: 'take_away',
    prescription: 'rid',
    status: 'rejected',
    steps: [['rejected', '2026-03-23T08:00:00.000Z']],
  },
  {
    pharmacy: 'A',
    created: '2026-03-24T09:15:00.000Z',
    delivery: 'neighbour',
    prescription: 'id_card',
    status: 'delivered',
    steps: [
      ['accepted', '2026-03-24T09:45:00.000Z'],
      ['ready', '2026-03-24T11:45:00.000Z'],
      ['out_for_delivery', '2026-03-24T12:00:00.000Z'],
      ['delivery_failed', '2026-03-24T13:00:00.000Z'],
      ['ready', '2026-03-24T14:00:00.000Z'],
      ['out_for_delivery', '2026-03-25T09:00:00.000Z'],
      ['delivered', '2026-03-25T10:00:00.000Z'],
    ],
    substituted: true,
  },
  {
    pharmacy: 'A',
    created: '2026-03-24T09:40:00.000Z',
    delivery: 'take_away',
    prescription: 'in_pharmacy',
    status: 'ready',
    steps: [
      ['accepted', '2026-03-24T10:40:00.000Z'],
      ['ready', '2026-03-24T16:40:00.000Z'],
    ],
  },
  {
    pharmacy: 'A',
    created: '2026-03-26T15:00:00.000Z',
    delivery: 'neighbour',
    prescription: 'no_prescription',
    status: 'cancelled',
    steps: [['cancelled', '2026-03-26T15:05:00.000Z']],
  },
  {
    pharmacy: 'A',
    created: '2026-03-27T15:30:00.000Z',
    delivery: 'take_away',
    prescription: 'no_prescription',
    status: 'accepted',
    steps: [['accepted', '2026-03-27T17:30:00.000Z']],
    substituted: true,
  },
  // Sunday 29 March at 23:30 in Brussels (summer time) is 21:30 UTC: this week; 22:30 UTC is Monday 30: after.
  {
    pharmacy: 'A',
    created: '2026-03-29T21:30:00.000Z',
    delivery: 'take_away',
    prescription: 'no_prescription',
    status: 'submitted',
  },
  {
    pharmacy: 'A',
    created: '2026-03-29T22:30:00.000Z',
    delivery: 'take_away',
    prescription: 'no_prescription',
    status: 'submitted',
  },
  // The week before.
  {
    pharmacy: 'A',
    created: '2026-03-17T10:00:00.000Z',
    delivery: 'neighbour',
    prescription: 'no_prescription',
    status: 'delivered',
    steps: [
      ['accepted', '2026-03-17T10:30:00.000Z'],
      ['ready', '2026-03-17T11:00:00.000Z'],
      ['out_for_delivery', '2026-03-17T11:10:00.000Z'],
      ['delivered', '2026-03-17T12:00:00.000Z'],
    ],
  },
  {
    pharmacy: 'A',
    created: '2026-03-18T10:00:00.000Z',
    delivery: 'take_away',
    prescription: 'no_prescription',
    status: 'rejected',
    steps: [['rejected', '2026-03-18T10:10:00.000Z']],
  },
  // Another pharmacy.
  {
    pharmacy: 'B',
    created: '2026-03-25T10:00:00.000Z',
    delivery: 'take_away',
    prescription: 'no_prescription',
    status: 'collected',
    steps: [
      ['accepted', '2026-03-25T10:05:00.000Z'],
      ['ready', '2026-03-25T10:10:00.000Z'],
      ['collected', '2026-03-25T10:20:00.000Z'],
    ],
  },
  {
    pharmacy: 'B',
    created: '2026-03-28T10:00:00.000Z',
    delivery: 'neighbour',
    prescription: 'rid',
    status: 'rejected',
    steps: [['rejected', '2026-03-28T10:01:00.000Z']],
  },
];

const brussels = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
};
const within = (range: { from: string; to: string }) => (s: Seed) =>
  brussels(s.created).day >= range.from && brussels(s.created).day <= range.to;
const minutes = (a: string, b: string) => (new Date(b).getTime() - new Date(a).getTime()) / 60_000;
/** PostgreSQL's percentile_cont: linear between the two nearest ranks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return Math.round((sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low)) * 10) / 10;
}
const first = (s: Seed, to: OrderStatus[]) => s.steps?.find(([status]) => to.includes(status))?.[1];

function periodOf(list: Seed[]) {
  return {
    orders: list.length,
    rejected: list.filter((s) => s.status === 'rejected').length,
    cancelled: list.filter((s) => s.status === 'cancelled').length,
    substituted: list.filter((s) => s.substituted).length,
    failedDeliveries: list.filter((s) => s.steps?.some(([status]) => status === 'delivery_failed')).length,
    deliveries: list.filter((s) => s.delivery === 'neighbour').length,
  };
}

function expected(pharmacies: Seed['pharmacy'][]): DashboardAnalytics {
  const mine = SEEDS.filter((s) => pharmacies.includes(s.pharmacy));
  const now = mine.filter(within(RANGE));
  const days = ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'];
  const step = (from: (s: Seed) => string | undefined, to: (s: Seed) => string | undefined) => {
    const values = now.flatMap((s) => (from(s) && to(s) ? [minutes(from(s)!, to(s)!)] : []));
    return { orders: values.length, medianMinutes: percentile(values, 0.5), p90Minutes: percentile(values, 0.9) };
  };
  return {
    range: RANGE,
    previousRange: PREVIOUS,
    current: periodOf(now),
    previous: periodOf(mine.filter(within(PREVIOUS))),
    perDay: days.map((date) => ({
      date,
      neighbour: now.filter((s) => brussels(s.created).day === date && s.delivery === 'neighbour').length,
      take_away: now.filter((s) => brussels(s.created).day === date && s.delivery === 'take_away').length,
    })),
    perWeek: [{ week: '2026-03-23', orders: now.length }],
    byDeliveryType: DELIVERY_TYPES.map((type) => ({ type, orders: now.filter((s) => s.delivery === type).length })),
    byPrescriptionType: PRESCRIPTION_TYPES.map((type) => ({
      type,
      orders: now.filter((s) => s.prescription === type).length,
    })),
    leadTimes: {
      accept: step(
        (s) => s.created,
        (s) => first(s, ['accepted']),
      ),
      prepare: step(
        (s) => first(s, ['accepted']),
        (s) => first(s, ['ready']),
      ),
      handover: step(
        (s) => first(s, ['ready']),
        (s) => first(s, ['delivered', 'collected']),
      ),
    },
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: now.filter((s) => brussels(s.created).hour === hour).length,
    })),
  };
}

let w: World;

beforeAll(async () => {
  w = await createWorld();
  const db = w.t.database.db;
  for (const s of SEEDS) {
    const id = await insertOrder(w, {
      pharmacyId: s.pharmacy === 'A' ? w.pharmacyA : w.pharmacyB,
      status: s.status,
      delivery: s.delivery,
      prescription: s.prescription,
      created: s.created,
      steps: (s.steps ?? []).map(([to, at]) => [to, at, { uid: w.staff.uid, role: 'pharmacy' }]),
    });
    await db
      .insert(orderLines)
      .values({
        id: randomUUID(),
        orderId: id,
        position: 0,
        name: 'Dafalgan',
        quantity: 1,
        requiresPrescription: false,
        substitutionStatus: s.substituted ? 'accepted' : null,
      });
  }
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

const figuresOf = async (who: Person) =>
  analyticsDashboard(w.t.database.db, (await call(w, 'GET', '/api/me', who.cookie)).json(), RANGE);

describe('the analytics dashboard’s figures', () => {
  it('pharmacy staff: their pharmacy’s orders of the week and the week before, every figure', async () => {
    expect(await figuresOf(w.staff)).toEqual(expected(['A']));
  });

  it('the figures checked by hand: Brussels midnights either side, the failed attempt, lead times from the first time', async () => {
    const body = await figuresOf(w.staff);
    expect(body.current).toEqual({
      orders: 6,
      rejected: 0,
      cancelled: 1,
      substituted: 2,
      failedDeliveries: 1,
      deliveries: 2,
    });
    expect(body.previous).toEqual({
      orders: 3,
      rejected: 2,
      cancelled: 0,
      substituted: 0,
      failedDeliveries: 0,
      deliveries: 1,
    });
    expect(body.perDay.map((d) => d.neighbour + d.take_away)).toEqual([1, 2, 0, 1, 1, 0, 1]);
    // Placed → accepted: 30, 30, 60, 120 minutes; accepted → ready: 540, 120, 360; ready → handed over: 240 and 1,335 (the first ready).
    expect(body.leadTimes.accept).toEqual({ orders: 4, medianMinutes: 45, p90Minutes: 102 });
    expect(body.leadTimes.handover).toEqual({ orders: 2, medianMinutes: 787.5, p90Minutes: 1225.5 });
    expect(body.byHour.find((h) => h.hour === 0)?.orders).toBe(1);
    expect(body.byHour.find((h) => h.hour === 23)?.orders).toBe(1);
  });

  it('the other pharmacy’s staff see pharmacy B’s only; an admin sees both', async () => {
    expect(await figuresOf(w.otherStaff)).toEqual(expected(['B']));
    expect(await figuresOf(w.admin)).toEqual(expected(['A', 'B']));
  });
});

describe('GET /api/dashboards/analytics', () => {
  whoMayAsk(() => w, ['/api/dashboards/analytics', '/api/dashboards/analytics.csv'], PHARMACY_AND_ADMIN);

  it('answers the range asked; the CSV holds each day and both periods', async () => {
    const res = await call(w, 'GET', `/api/dashboards/analytics?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(res.json()).toEqual(expected(['A']));
    const csv = await call(w, 'GET', `/api/dashboards/analytics.csv?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="analytics-dashboard-${RANGE.from}-${RANGE.to}.csv"`,
    );
    expect(csv.body).toContain('"orders_per_day","2026-03-24","1","1"');
    expect(csv.body).toContain('"period_previous","rejected","2",""');
    expect(csv.body).not.toContain('Secret');
  });
});
