import { sql, type SQL } from 'drizzle-orm';
import { PHARMACY_TIME_ZONE } from '@pharmacy/shared/pharmacy-hours';
import { daysOf, type DateRange } from '@pharmacy/shared/dashboards/range';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { instantOf, localDayTime } from '../calendar/brussels-time';
import { listEvents } from '../calendar/list';
import { scopeOf as calendarScopeOf } from '../calendar/scope';
import { instantsOf, num, pharmacyScope, type Num } from './figures';

/*
 * GET /api/dashboards/booking (issue 19): a pharmacy's handovers (the order history) and its calendar over a range,
 * for its staff, or every pharmacy's for an admin; the routes refuse customers and couriers. The calendar part is
 * exactly what the reader's calendar shows them (modules/calendar listEvents, repeating events expanded on the
 * Brussels wall clock), without their personal events; each occurrence counts on the day it starts.
 */

const ON_DUTY_MAX = 20;

/** Collections and deliveries per Brussels day, from the history's first arrival in each state. */
function handovers(db: Db, scope: SQL, range: DateRange) {
  const { start, end } = instantsOf(range);
  return queryRows<{ day: string; to_status: string; n: Num }>(
    db,
    sql`SELECT to_char(h.at AT TIME ZONE ${PHARMACY_TIME_ZONE}, 'YYYY-MM-DD') AS day, h.to_status, count(*) AS n
        FROM orders o JOIN order_history h ON h.order_id = o.id
        WHERE ${scope} AND o.updated_at >= ${start} AND h.at >= ${start} AND h.at < ${end}
          AND h.to_status IN ('collected', 'delivered') AND h.from_status IS DISTINCT FROM h.to_status
        GROUP BY 1, 2`,
  );
}

async function waiting(db: Db, scope: SQL) {
  const [row] = await queryRows<{ collect: Num; deliver: Num }>(
    db,
    sql`SELECT count(*) FILTER (WHERE o.delivery_type = 'take_away') AS collect,
          count(*) FILTER (WHERE o.delivery_type = 'neighbour') AS deliver
        FROM orders o WHERE ${scope} AND (o.status = 'ready' OR o.status = 'out_for_delivery')`,
  );
  return { toCollect: num(row?.collect), toDeliver: num(row?.deliver) };
}

export async function bookingDashboard(db: Db, user: UserProfile, range: DateRange): Promise<DashboardBooking> {
  const scope = pharmacyScope(user, sql`o.pharmacy_id`);
  const { start, end } = instantsOf(range);
  const [done, open, events] = await Promise.all([
    handovers(db, scope, range),
    waiting(db, scope),
    calendarScopeOf(db, user).then((calendar) => listEvents(db, calendar, { from: new Date(start), to: new Date(end) })),
  ]);
  const inRange = events
    .filter((e) => e.kind !== 'personal' && e.kind !== 'opening_exception')
    .map((e) => ({ ...e, day: localDayTime(instantOf(e.start)).date }));
  const within = inRange.filter((e) => e.day >= range.from && e.day <= range.to);
  const minutes = (e: { start: string; end: string }) =>
    Math.round((instantOf(e.end).getTime() - instantOf(e.start).getTime()) / 60_000);
  const count = (day: string, status: string) => num(done.find((r) => r.day === day && r.to_status === status)?.n);
  const slotTimes = new Map<string, number>();
  for (const slot of within.filter((e) => e.kind === 'delivery_slot')) {
    const time = localDayTime(instantOf(slot.start)).time;
    slotTimes.set(time, (slotTimes.get(time) ?? 0) + 1);
  }
  return {
    range,
    waiting: open,
    perDay: daysOf(range).map((date) => {
      const today = within.filter((e) => e.day === date);
      const availability = today.filter((e) => e.kind === 'availability');
      return {
        date,
        pickups: count(date, 'collected'),
        deliveries: count(date, 'delivered'),
        slots: today.filter((e) => e.kind === 'delivery_slot').length,
        onDuty: today.filter((e) => e.kind === 'on_duty').length,
        couriers: new Set(availability.map((e) => e.owner.id)).size,
        availableMinutes: availability.reduce((n, e) => n + minutes(e), 0),
      };
    }),
    slotTimes: [...slotTimes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([time, slots]) => ({ time, slots })),
    onDuty: within
      .filter((e) => e.kind === 'on_duty')
      .slice(0, ON_DUTY_MAX)
      .map((e) => ({ pharmacy: e.owner.name, start: e.start, end: e.end })),
  };
}
