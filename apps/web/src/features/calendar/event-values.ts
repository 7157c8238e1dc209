import type { CalendarEvent, CalendarEventInput, CalendarKind } from '@pharmacy/shared/schemas/calendar';
import type { Role } from '@pharmacy/shared/roles';
import { addDays } from '@pharmacy/shared/pharmacy-hours';
import { addToDate, brusselsInstant, brusselsWall, toBrusselsIso } from './brussels-time';
import { CALENDAR_KIND_COLORS, DAY_ROW_KINDS } from '@pharmacy/shared/calendar/constants';

/**
 * The event dialog's values and the API's event fields. In the dialog an all-day event shows its first and last
 * day (the last one included, as people count); the API counts the end exclusive. A timed event shows Brussels wall
 * times (`YYYY-MM-DDTHH:mm`); the API takes instants with the offset of that day.
 */

export const REPEATS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type Repeat = (typeof REPEATS)[number];

export interface EventValues {
  title: string;
  description: string;
  kind: CalendarKind;
  allDay: boolean;
  /** `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:mm` in Brussels. */
  start: string;
  /** The last day (included) when all day, else the end's wall time. */
  end: string;
  /** '' = the kind's own colour. */
  color: string;
  repeat: Repeat;
}

/** What the dialog keeps of an existing event that it does not show. */
export interface EventBase {
  rrule: string | null;
  exdates: string[];
  pharmacyId: string | null;
  /** A repeating event opened on one occurrence: the series' first one, and the occurrence shown. */
  series: { start: string; end: string; occurrenceStart: string; occurrenceEnd: string } | null;
}

export const NEW_EVENT_BASE: EventBase = { rrule: null, exdates: [], pharmacyId: null, series: null };

/** The kinds a role may add (PRODUCT.md: staff write their pharmacy's dates, couriers their availability). */
export function kindsForRole(role: Role | undefined): CalendarKind[] {
  switch (role) {
    case 'pharmacy':
      return ['personal', 'on_duty', 'opening_exception', 'delivery_slot'];
    case 'shipper':
      return ['personal', 'availability'];
    default:
      return ['personal'];
  }
}

/** The kinds a pharmacy owns: staff of several pharmacies say which one. */
export function isPharmacyKind(kind: CalendarKind): boolean {
  return kind === 'on_duty' || kind === 'opening_exception' || kind === 'delivery_slot';
}

/** On-duty shifts and opening exceptions are one day each and never repeat (decision 011). */
export function isDayRowKind(kind: CalendarKind): boolean {
  return (DAY_ROW_KINDS as readonly string[]).includes(kind);
}

export function repeatOf(rrule: string | null): Repeat {
  const freq = /(?:^|;)FREQ=([A-Z]+)/.exec(rrule ?? '')?.[1]?.toLowerCase();
  return (REPEATS as readonly string[]).includes(freq ?? '') ? (freq as Repeat) : 'none';
}

/** The rule to send: the event's own when its frequency is unchanged (it may name days), else a plain one. */
export function rruleFor(repeat: Repeat, kind: CalendarKind, previous: string | null): string | null {
  if (repeat === 'none' || isDayRowKind(kind)) return null;
  if (previous && repeatOf(previous) === repeat) return previous;
  return `FREQ=${repeat.toUpperCase()}`;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The values of a new event over a range the reader selected (end exclusive, as the calendar gives it). */
export function valuesFromRange(range: { start: string; end: string; allDay: boolean }, kind: CalendarKind): EventValues {
  const allDay = range.allDay || isDayRowKind(kind);
  const start = allDay ? range.start.slice(0, 10) : brusselsWall(Date.parse(range.start));
  const end = allDay
    ? lastDay(range.start.slice(0, 10), range.end.slice(0, 10))
    : brusselsWall(Date.parse(range.end));
  return { title: '', description: '', kind, allDay, start, end, color: '', repeat: 'none' };
}

/** The last day included of an all-day span whose end is exclusive (never before the first). */
function lastDay(start: string, exclusiveEnd: string): string {
  const last = addDays(exclusiveEnd, -1);
  return isDate(exclusiveEnd) && last >= start ? last : start;
}

export function valuesFromEvent(event: CalendarEvent): EventValues {
  const start = event.allDay ? event.start.slice(0, 10) : brusselsWall(Date.parse(event.start));
  const end = event.allDay ? lastDay(start, event.end.slice(0, 10)) : brusselsWall(Date.parse(event.end));
  return {
    title: event.title,
    description: event.description,
    kind: event.kind,
    allDay: event.allDay,
    start,
    end,
    color: event.color.toUpperCase() === CALENDAR_KIND_COLORS[event.kind].toUpperCase() ? '' : event.color,
    repeat: repeatOf(event.rrule),
  };
}

export function baseFromEvent(event: CalendarEvent): EventBase {
  return {
    rrule: event.rrule,
    exdates: event.exdates,
    pharmacyId: event.owner.type === 'pharmacy' ? event.owner.id : null,
    series: event.rrule ? { start: event.seriesStart, end: event.seriesEnd, occurrenceStart: event.start, occurrenceEnd: event.end } : null,
  };
}

/** Brussels wall-clock milliseconds (a "floating" time): moves measured on it keep 09:00 at 09:00 across a change. */
const floating = (value: string) => Date.parse(isDate(value) ? `${value}T00:00Z` : `${brusselsWall(Date.parse(value))}Z`);

/**
 * A series' first occurrence moved as one of its occurrences was moved (`from` → `to`), on the wall clock: editing
 * the Thursday of a weekly 09:00 to 10:00 makes the whole series 10:00 from its first week, not from that Thursday.
 */
export function moveSeries(first: string, from: string, to: string): string {
  const moved = floating(first) + floating(to) - floating(from);
  const wall = new Date(moved).toISOString().slice(0, 16);
  return isDate(first) ? wall.slice(0, 10) : brusselsInstant(wall);
}

/** Switching all day on or off keeps the days and gives a timed event a first hour. */
export function withAllDay(values: EventValues, allDay: boolean): EventValues {
  if (allDay === values.allDay) return values;
  if (allDay) {
    const start = values.start.slice(0, 10);
    const end = values.end.slice(0, 10);
    return { ...values, allDay, start, end: end >= start ? end : start };
  }
  const day = values.start.slice(0, 10);
  return { ...values, allDay, start: day ? `${day}T09:00` : '', end: values.end ? `${values.end.slice(0, 10)}T10:00` : '' };
}

/** A kind that covers one day makes the event all day on its first day, without repetition. */
export function withKind(values: EventValues, kind: CalendarKind): EventValues {
  if (!isDayRowKind(kind)) return { ...values, kind };
  const start = values.start.slice(0, 10);
  // An opening exception may be timed (open those hours that day); it stays on one day.
  if (kind === 'opening_exception' && !values.allDay) {
    return { ...values, kind, repeat: 'none', end: `${start}T${values.end.slice(11, 16) || '18:00'}` };
  }
  return { ...values, kind, repeat: 'none', allDay: true, start, end: start };
}

/** The API's fields of the dialog's values. */
export function toEventInput(values: EventValues, base: EventBase): CalendarEventInput {
  let start = values.allDay ? values.start : brusselsInstant(values.start);
  let end = values.allDay ? (isDate(values.end) ? addDays(values.end, 1) : values.end) : brusselsInstant(values.end);
  // Still repeating, still of the same shape: the change applies to the series, not from this occurrence on.
  const series = base.series;
  if (series && values.repeat !== 'none' && isDate(series.start) === values.allDay && start && end) {
    start = moveSeries(series.start, series.occurrenceStart, start);
    end = moveSeries(series.end, series.occurrenceEnd, end);
  }
  return {
    kind: values.kind,
    title: values.title.trim(),
    description: values.description.trim(),
    start,
    end,
    allDay: values.allDay,
    color: values.color || null,
    pharmacyId: base.pharmacyId,
    rrule: rruleFor(values.repeat, values.kind, base.rrule),
    exdates: values.repeat === 'none' ? [] : base.exdates,
  };
}

/** FullCalendar's duration: whole years, months and days, then milliseconds. */
export interface Delta {
  years: number;
  months: number;
  days: number;
  milliseconds: number;
}

/**
 * A date or an instant moved as the calendar moved it: days count on the Brussels calendar (a day across a
 * daylight-saving change is 23 or 25 hours), then the remaining time.
 */
export function shiftValue(value: string, delta: Delta): string {
  if (isDate(value)) return addToDate(value, { ...delta, days: delta.days + Math.trunc(delta.milliseconds / 86_400_000) });
  const wall = brusselsWall(Date.parse(value));
  const day = addToDate(wall.slice(0, 10), delta);
  const moved = Date.parse(brusselsInstant(`${day}T${wall.slice(11)}`)) + delta.milliseconds;
  return toBrusselsIso(moved);
}

/**
 * The fields to send when an event was dragged or resized: the event's own times (a repeating one's, the whole
 * rule) moved by the same amounts, the rest unchanged.
 */
export function shiftedInput(event: CalendarEvent, startDelta: Delta, endDelta: Delta): CalendarEventInput {
  return {
    kind: event.kind,
    title: event.title,
    description: event.description,
    // A repeating event moves as a whole: its first occurrence by the same amounts as the one dragged.
    start: shiftValue(event.seriesStart, startDelta),
    end: shiftValue(event.seriesEnd, endDelta),
    allDay: event.allDay,
    color: event.color.toUpperCase() === CALENDAR_KIND_COLORS[event.kind].toUpperCase() ? null : event.color,
    pharmacyId: event.owner.type === 'pharmacy' ? event.owner.id : null,
    rrule: event.rrule,
    exdates: event.rrule ? event.exdates.map((d) => shiftValue(d, startDelta)) : [],
  };
}
