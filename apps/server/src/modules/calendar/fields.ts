import type { OpeningInterval } from '@pharmacy/shared/pharmacy-hours';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { PHARMACY_CALENDAR_KINDS, type CalendarEventFields, type CalendarKind } from '@pharmacy/shared/schemas/calendar';
import { badRequest } from '../../lib/errors';
import { addDays, daysBetween, localDayTime, startOfDay } from './brussels-time';
import { ruleParses } from './recurrence';
import type { CalendarScope } from './scope';

/*
 * From the API's event fields to what is stored, with the field messages of SPEC §9 and decision 011. Dates outside
 * 1900–2099, an end before the start and an unknown kind are already refused by the shared schema.
 */

const invalid = (field: string, key: string) => badRequest('Some fields are not valid.', { [field]: key });

/** The stored instants: an all-day event runs from its first local midnight to the one after its last day. */
export function instantsOf(fields: Pick<CalendarEventFields, 'start' | 'end' | 'allDay'>): { startsAt: Date; endsAt: Date } {
  if (!fields.allDay) return { startsAt: new Date(fields.start), endsAt: new Date(fields.end) };
  const endDay = fields.end === fields.start ? addDays(fields.start, 1) : fields.end;
  return { startsAt: startOfDay(fields.start), endsAt: startOfDay(endDay) };
}

/** Whether this reader may add or keep an event of this kind (personal: anyone; availability: couriers; shared: staff). */
export function assertKindAllowed(scope: CalendarScope, kind: CalendarKind): void {
  const allowed =
    kind === 'personal' ||
    (kind === 'availability' && scope.role === 'shipper') ||
    ((PHARMACY_CALENDAR_KINDS as readonly string[]).includes(kind) && scope.role === 'pharmacy' && scope.staffOf.length > 0);
  if (!allowed) throw invalid('kind', 'validation.calendarKind');
}

/** The pharmacy of a shared event: the one named (among the writer's), or their only one. */
export function pharmacyOf(scope: CalendarScope, named: string | null): string {
  if (named !== null) {
    if (!scope.staffOf.includes(named)) throw invalid('pharmacyId', 'validation.pharmacy');
    return named;
  }
  if (scope.staffOf.length === 1) return scope.staffOf[0]!;
  throw invalid('pharmacyId', 'validation.required');
}

export function assertRule(rule: string | null): void {
  if (rule !== null && !ruleParses(rule)) throw invalid('rrule', 'validation.rrule');
}

/** The pharmacy form's rule for its dates: from today to two years ahead (past days are history). */
function assertUpcoming(date: string, now: Date, field = 'start'): void {
  const today = localDate(now);
  if (date < today || date > addDays(today, 731)) throw invalid(field, 'validation.dutyDateRange');
}

export function assertChangeable(date: string, now: Date): void {
  assertUpcoming(date, now, 'eventId');
}

export interface DayShift {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** An on-duty shift: one whole day, or hours of at most a day (an overnight shift belongs to the day it starts). */
export function dayShiftOf(fields: CalendarEventFields, now: Date): DayShift {
  if (fields.allDay) {
    if (daysBetween(fields.start, fields.end) > 1) throw invalid('end', 'validation.oneDay');
    assertUpcoming(fields.start, now);
    return { date: fields.start, startTime: null, endTime: null };
  }
  const start = new Date(fields.start);
  const end = new Date(fields.end);
  if (end.getTime() - start.getTime() > 86_400_000 || end.getTime() === start.getTime()) throw invalid('end', 'validation.oneDay');
  const from = localDayTime(start);
  assertUpcoming(from.date, now);
  return { date: from.date, startTime: from.time, endTime: localDayTime(end).time };
}

export interface ExceptionDay {
  date: string;
  periods: OpeningInterval[];
  note: string;
}

/** An opening exception: all day = closed that day; hours = open only then, within that day. Its title is the note. */
export function exceptionDayOf(fields: CalendarEventFields, now: Date): ExceptionDay {
  const note = fields.title;
  if (fields.allDay) {
    if (daysBetween(fields.start, fields.end) > 1) throw invalid('end', 'validation.oneDay');
    assertUpcoming(fields.start, now);
    return { date: fields.start, periods: [], note };
  }
  const from = localDayTime(new Date(fields.start));
  const to = localDayTime(new Date(fields.end));
  const close = to.date === from.date ? to.time : to.date === addDays(from.date, 1) && to.time === '00:00' ? '24:00' : null;
  if (close === null) throw invalid('end', 'validation.oneDay');
  if (close <= from.time) throw invalid('end', 'validation.endBeforeStart');
  assertUpcoming(from.date, now);
  return { date: from.date, periods: [{ open: from.time, close }], note };
}
