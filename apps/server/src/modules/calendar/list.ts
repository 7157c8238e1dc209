import { and, eq, inArray, isNotNull, lt, gt, or, sql, type SQL } from 'drizzle-orm';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { CALENDAR_RANGE_MAX_DAYS, type CalendarEvent, type CalendarRangeQuery } from '@pharmacy/shared/schemas/calendar';
import type { Db } from '../../db/client';
import { calendarEvents, pharmacies, shipperPharmacies, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { addDays, instantOf, localDayTime, startOfDay } from './brussels-time';
import { exceptionRows, onDutyRows } from './day-rows';
import { onDutySpan, presentEvent, presentException, presentOnDuty, type EventRow } from './present';
import { occurrences } from './recurrence';
import type { CalendarScope } from './scope';

export interface Window {
  from: Date;
  to: Date;
}

/** The asked window; without one, the month around today (a month back, two ahead). */
export function windowOf(query: CalendarRangeQuery, now = new Date()): Window {
  const today = localDate(now);
  const from = query.start ? instantOf(query.start) : startOfDay(addDays(today, -31));
  const to = query.end ? instantOf(query.end) : startOfDay(addDays(today, 62));
  if (to.getTime() - from.getTime() > CALENDAR_RANGE_MAX_DAYS * 86_400_000) {
    throw badRequest(`Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days at a time.`, { end: 'validation.calendarRange' });
  }
  return { from, to };
}

/** Who owns the stored events a reader sees, and which of them they may change. */
function visibleRows(scope: CalendarScope): SQL {
  const own = eq(calendarEvents.ownerUserId, scope.uid);
  if (scope.everything) return or(own, isNotNull(calendarEvents.ownerPharmacyId), eq(calendarEvents.kind, 'availability'))!;
  const parts: SQL[] = [own];
  if (scope.staffOf.length > 0) {
    parts.push(inArray(calendarEvents.ownerPharmacyId, scope.staffOf));
    const couriers = sql`(SELECT ${shipperPharmacies.shipperId} FROM ${shipperPharmacies} WHERE ${inArray(shipperPharmacies.pharmacyId, scope.staffOf)})`;
    parts.push(and(eq(calendarEvents.kind, 'availability'), inArray(calendarEvents.ownerUserId, couriers))!);
  }
  if (scope.serves.length > 0) parts.push(and(eq(calendarEvents.kind, 'delivery_slot'), inArray(calendarEvents.ownerPharmacyId, scope.serves))!);
  return or(...parts)!;
}

export function mayWrite(scope: CalendarScope, owner: { userId: string | null; pharmacyId: string | null }): boolean {
  return owner.userId === scope.uid || (owner.pharmacyId !== null && scope.staffOf.includes(owner.pharmacyId));
}

/** Stored events with their owner's name (a pharmacy's, or a person's first and last name). */
export async function readEvents(db: Db, where: SQL | undefined): Promise<EventRow[]> {
  const rows = await db
    .select({
      event: calendarEvents,
      ownerName: sql<string>`coalesce(${pharmacies.name}, trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(calendarEvents)
    .leftJoin(users, eq(users.uid, calendarEvents.ownerUserId))
    .leftJoin(pharmacies, eq(pharmacies.id, calendarEvents.ownerPharmacyId))
    .where(where);
  return rows.map((r) => ({ ...r.event, ownerName: r.ownerName }));
}

/** The stored events of the window (a repeating one if it starts before the window ends). */
function storedEvents(db: Db, scope: CalendarScope, window: Window): Promise<EventRow[]> {
  return readEvents(db, and(visibleRows(scope), lt(calendarEvents.startsAt, window.to), or(isNotNull(calendarEvents.rrule), gt(calendarEvents.endsAt, window.from))));
}

/** GET /api/calendar/events: everything the reader may see in the window, repeating events once per occurrence. */
export async function listEvents(db: Db, scope: CalendarScope, window: Window): Promise<CalendarEvent[]> {
  // Day rows by local day; a night shift starting the day before the window still overlaps it.
  const fromDay = addDays(localDayTime(window.from).date, -1);
  const toDay = addDays(localDayTime(window.to).date, 1);
  const dutyOf = scope.everything ? null : [...new Set([...scope.staffOf, ...scope.serves])];
  const [stored, duties, exceptions] = await Promise.all([
    storedEvents(db, scope, window),
    onDutyRows(db, dutyOf, fromDay, toDay),
    exceptionRows(db, scope.everything ? null : scope.staffOf, fromDay, toDay),
  ]);
  const overlaps = (start: Date, end: Date) => end > window.from && start < window.to;
  const events: CalendarEvent[] = [];
  for (const row of duties) {
    const span = onDutySpan(row);
    if (overlaps(span.start, span.end)) events.push(presentOnDuty(row, scope.staffOf.includes(row.pharmacyId)));
  }
  for (const row of exceptions) {
    const event = presentException(row, scope.staffOf.includes(row.pharmacyId));
    if (overlaps(instantOf(event.start), instantOf(event.end))) events.push(event);
  }
  for (const row of stored) {
    const editable = mayWrite(scope, { userId: row.ownerUserId, pharmacyId: row.ownerPharmacyId });
    for (const occurrence of occurrences(row, window.from, window.to)) events.push(presentEvent(row, occurrence, editable));
  }
  return events.sort((a, b) => instantOf(a.start).getTime() - instantOf(b.start).getTime() || a.id.localeCompare(b.id));
}
