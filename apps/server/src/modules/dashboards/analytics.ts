import { sql, type SQL } from 'drizzle-orm';
import { addDays, PHARMACY_TIME_ZONE } from '@pharmacy/shared/pharmacy-hours';
import { daysOf, rangeLength, type DateRange } from '@pharmacy/shared/dashboards/range';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import { DELIVERY_TYPES, PRESCRIPTION_TYPES } from '@pharmacy/shared/schemas/order-form';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { num, pharmacyScope, within, type Num } from './figures';

/*
 * GET /api/dashboards/analytics (issue 19): orders placed in a range of Brussels days, at the caller's pharmacies
 * (pharmacy staff) or every pharmacy (an admin); the routes refuse customers and couriers. Every query names its scope
 * (`pharmacyScope` on the alias `o`) and the range; lead times come from the order's history (the first time it reached
 * each state). Counts only: no patient, address or medicine leaves here.
 */

const placedIn = (range: DateRange) => within(sql`o.created_at`, range);

/** The range's Brussels wall-clock time of `column`. */
const local = (column: SQL) => sql`(${column} AT TIME ZONE ${PHARMACY_TIME_ZONE})`;

async function period(db: Db, scope: SQL, range: DateRange): Promise<DashboardAnalytics['current']> {
  const [row] = await queryRows<Record<keyof DashboardAnalytics['current'], Num>>(
    db,
    sql`SELECT count(*) AS orders,
          count(*) FILTER (WHERE o.status = 'rejected') AS rejected,
          count(*) FILTER (WHERE o.status = 'cancelled') AS cancelled,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.substitution_status IS NOT NULL)) AS substituted,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id AND h.to_status = 'delivery_failed')) AS "failedDeliveries",
          count(*) FILTER (WHERE o.delivery_type = 'neighbour') AS deliveries
        FROM orders o WHERE ${scope} AND ${placedIn(range)}`,
  );
  return {
    orders: num(row?.orders),
    rejected: num(row?.rejected),
    cancelled: num(row?.cancelled),
    substituted: num(row?.substituted),
    failedDeliveries: num(row?.failedDeliveries),
    deliveries: num(row?.deliveries),
  };
}

/** Per day and delivery type, per prescription type and per hour, in one read of the range's orders. */
async function breakdowns(db: Db, scope: SQL, range: DateRange) {
  return queryRows<{ day: string; hour: Num; delivery_type: string; prescription_type: string; n: Num }>(
    db,
    sql`SELECT to_char(${local(sql`o.created_at`)}, 'YYYY-MM-DD') AS day, extract(hour FROM ${local(sql`o.created_at`)}) AS hour,
          o.delivery_type, o.prescription_type, count(*) AS n
        FROM orders o WHERE ${scope} AND ${placedIn(range)}
        GROUP BY 1, 2, 3, 4`,
  );
}

/** Minutes between the first time each order of the range reached `from` (or was placed) and reached one of `to`. */
async function leadTimes(db: Db, scope: SQL, range: DateRange): Promise<DashboardAnalytics['leadTimes']> {
  const [row] = await queryRows<Record<string, Num>>(
    db,
    sql`WITH steps AS (
          SELECT o.created_at AS placed,
            (SELECT min(h.at) FROM order_history h WHERE h.order_id = o.id AND h.to_status = 'accepted') AS accepted,
            (SELECT min(h.at) FROM order_history h WHERE h.order_id = o.id AND h.to_status = 'ready') AS ready,
            (SELECT min(h.at) FROM order_history h WHERE h.order_id = o.id AND h.to_status IN ('delivered', 'collected')) AS handed
          FROM orders o WHERE ${scope} AND ${placedIn(range)}
        ), minutes AS (
          SELECT extract(epoch FROM accepted - placed) / 60 AS accept, extract(epoch FROM ready - accepted) / 60 AS prepare,
            extract(epoch FROM handed - ready) / 60 AS handover
          FROM steps
        )
        SELECT count(accept) AS accept_n, percentile_cont(0.5) WITHIN GROUP (ORDER BY accept) AS accept_p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY accept) AS accept_p90,
          count(prepare) AS prepare_n, percentile_cont(0.5) WITHIN GROUP (ORDER BY prepare) AS prepare_p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY prepare) AS prepare_p90,
          count(handover) AS handover_n, percentile_cont(0.5) WITHIN GROUP (ORDER BY handover) AS handover_p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY handover) AS handover_p90
        FROM minutes`,
  );
  const step = (key: 'accept' | 'prepare' | 'handover') => {
    const median = row?.[`${key}_p50`];
    const p90 = row?.[`${key}_p90`];
    return {
      orders: num(row?.[`${key}_n`]),
      medianMinutes: median == null ? null : round1(Number(median)),
      p90Minutes: p90 == null ? null : round1(Number(p90)),
    };
  };
  return { accept: step('accept'), prepare: step('prepare'), handover: step('handover') };
}

const round1 = (minutes: number) => Math.round(minutes * 10) / 10;

/** The Monday of an ISO week holding `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function analyticsDashboard(db: Db, user: UserProfile, range: DateRange): Promise<DashboardAnalytics> {
  const scope = pharmacyScope(user, sql`o.pharmacy_id`);
  const span = rangeLength(range.from, range.to);
  const previousRange = { from: addDays(range.from, -span), to: addDays(range.from, -1) };
  const [current, previous, rows, lead] = await Promise.all([
    period(db, scope, range),
    period(db, scope, previousRange),
    breakdowns(db, scope, range),
    leadTimes(db, scope, range),
  ]);
  const total = (match: (r: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((n, r) => n + num(r.n), 0);
  const perDay = daysOf(range).map((date) => ({
    date,
    neighbour: total((r) => r.day === date && r.delivery_type === 'neighbour'),
    take_away: total((r) => r.day === date && r.delivery_type === 'take_away'),
  }));
  const weeks = [...new Set(perDay.map((d) => mondayOf(d.date)))];
  return {
    range,
    previousRange,
    current,
    previous,
    perDay,
    perWeek: weeks.map((week) => ({
      week,
      orders: perDay.filter((d) => mondayOf(d.date) === week).reduce((n, d) => n + d.neighbour + d.take_away, 0),
    })),
    byDeliveryType: DELIVERY_TYPES.map((type) => ({ type, orders: total((r) => r.delivery_type === type) })),
    byPrescriptionType: PRESCRIPTION_TYPES.map((type) => ({
      type,
      orders: total((r) => r.prescription_type === type),
    })),
    leadTimes: lead,
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: total((r) => num(r.hour) === hour) })),
  };
}
