import { CALENDAR_KIND_COLORS, type CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import type { calendarEvents } from '../../db/schema';
import { addDays, atTime, localDayTime } from './brussels-time';
import type { ExceptionRow, OnDutyRow } from './day-rows';
import type { Occurrence } from './recurrence';

/*
 * Events as the API shows them: a day as 'YYYY-MM-DD' (end exclusive), an instant as ISO UTC. The day rows have no
 * title of their own (the browser names the kind); an opening exception's note is its title.
 */

export type EventRow = typeof calendarEvents.$inferSelect & { ownerName: string };

const day = (instant: Date) => localDayTime(instant).date;
/** A day row never repeats: its series is itself. */
const withSeries = (event: Omit<CalendarEvent, 'seriesStart' | 'seriesEnd'>): CalendarEvent => ({ ...event, seriesStart: event.start, seriesEnd: event.end });

/** The start and end instants of an on-duty shift: the whole day, or its hours (an end at or before the start is the next morning). */
export function onDutySpan(row: Pick<OnDutyRow, 'date' | 'startTime' | 'endTime'>): Occurrence {
  if (!row.startTime || !row.endTime) return { start: atTime(row.date, '00:00'), end: atTime(addDays(row.date, 1), '00:00') };
  const overnight = row.endTime <= row.startTime;
  return { start: atTime(row.date, row.startTime), end: atTime(overnight ? addDays(row.date, 1) : row.date, row.endTime) };
}

export function presentOnDuty(row: OnDutyRow, editable: boolean): CalendarEvent {
  const allDay = !row.startTime || !row.endTime;
  const span = onDutySpan(row);
  return withSeries({
    id: row.id,
    kind: 'on_duty',
    title: '',
    description: '',
    start: allDay ? row.date : span.start.toISOString(),
    end: allDay ? addDays(row.date, 1) : span.end.toISOString(),
    allDay,
    color: CALENDAR_KIND_COLORS.on_duty,
    owner: { type: 'pharmacy', id: row.pharmacyId, name: row.pharmacyName },
    rrule: null,
    exdates: [],
    editable,
  });
}

/** A closed day is all-day; a day with other hours spans its first opening to its last closing. */
export function presentException(row: ExceptionRow, editable: boolean): CalendarEvent {
  const first = row.periods[0];
  const last = row.periods[row.periods.length - 1];
  return withSeries({
    id: row.id,
    kind: 'opening_exception',
    title: row.note,
    description: row.periods.map((p) => `${p.open}–${p.close}`).join(', '),
    start: first ? atTime(row.date, first.open).toISOString() : row.date,
    end: last ? atTime(row.date, last.close).toISOString() : addDays(row.date, 1),
    allDay: !first,
    color: CALENDAR_KIND_COLORS.opening_exception,
    owner: { type: 'pharmacy', id: row.pharmacyId, name: row.pharmacyName },
    rrule: null,
    exdates: [],
    editable,
  });
}

/** One occurrence of a stored event (the event itself when it does not repeat). */
export function presentEvent(row: EventRow, occurrence: Occurrence, editable: boolean): CalendarEvent {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    start: row.allDay ? day(occurrence.start) : occurrence.start.toISOString(),
    end: row.allDay ? day(occurrence.end) : occurrence.end.toISOString(),
    allDay: row.allDay,
    color: row.color ?? CALENDAR_KIND_COLORS[row.kind],
    owner: row.ownerPharmacyId
      ? { type: 'pharmacy', id: row.ownerPharmacyId, name: row.ownerName }
      : { type: 'user', id: row.ownerUserId ?? '', name: row.ownerName },
    rrule: row.rrule,
    exdates: row.exdates.map((d) => (row.allDay ? day(d) : d.toISOString())),
    seriesStart: row.allDay ? day(row.startsAt) : row.startsAt.toISOString(),
    seriesEnd: row.allDay ? day(row.endsAt) : row.endsAt.toISOString(),
    editable,
  };
}
