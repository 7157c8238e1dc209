/*
 * Opening hours and on-duty ("garde") days of a pharmacy, read in the pharmacy's own time zone (Belgium by default)
 * whatever the zone of the server or the browser. Pure functions on top of Intl: no date library.
 */

/** One opening period of a day, 'HH:MM' local time; `close` may be '24:00' (open until midnight). */
export interface OpeningInterval {
  open: string;
  close: string;
}

/** Seven days, Monday first (index 0 = Monday … 6 = Sunday); an empty day is closed. */
export type OpeningHours = OpeningInterval[][];

export const PHARMACY_TIME_ZONE = 'Europe/Brussels';
export const DAYS_PER_WEEK = 7;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of 'HH:MM' ('24:00' = 1440), or null when it is not such a time. */
export function toMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export interface LocalMoment {
  /** 'YYYY-MM-DD' in the time zone. */
  date: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(epochMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local date, weekday and time of an instant in the zone. */
export function localMoment(date: Date, timeZone = PHARMACY_TIME_ZONE): LocalMoment {
  const w = wallClock(date.getTime(), timeZone);
  const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, weekday, minutes: w.hour * 60 + w.minute };
}

/** 'YYYY-MM-DD' of the instant in the zone (the pharmacy's "today"). */
export function localDate(date: Date, timeZone = PHARMACY_TIME_ZONE): string {
  return localMoment(date, timeZone).date;
}

/** The zone's offset from UTC at an instant, in ms (e.g. +3 600 000 for CET). */
function offsetAt(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * The instant of a local date and time in the zone. A time skipped by the spring change (02:30 on the last Sunday
 * of March) resolves to the same wall-clock distance after it (03:30); a time repeated in autumn to its first
 * occurrence. These are the usual "compatible" rules (Temporal, RFC 5545).
 */
export function zonedInstant(isoDate: string, minutes: number, timeZone = PHARMACY_TIME_ZONE): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const DAY = 86_400_000;
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => offsetAt(t, timeZone) === wall - t);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - before);
}

/** An ISO date moved by whole days (negative: back). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The opening periods of the local day of `date`. */
export function hoursOn(hours: OpeningHours, date: Date, timeZone = PHARMACY_TIME_ZONE): OpeningInterval[] {
  return hours[localMoment(date, timeZone).weekday] ?? [];
}

/** Whether the pharmacy is open at that instant by its weekly hours. */
export function isOpenAt(hours: OpeningHours, date: Date, timeZone = PHARMACY_TIME_ZONE): boolean {
  const now = localMoment(date, timeZone);
  return (hours[now.weekday] ?? []).some((interval) => {
    const open = toMinutes(interval.open);
    const close = toMinutes(interval.close);
    return open !== null && close !== null && open <= now.minutes && now.minutes < close;
  });
}

/**
 * The next instant after `date` at which an opening period begins, or null when the week has none. A period
 * starting at 00:00 right after one closing at 24:00 is the same stretch of opening, not a new opening.
 */
export function opensNext(hours: OpeningHours, date: Date, timeZone = PHARMACY_TIME_ZONE): Date | null {
  const start = localMoment(date, timeZone);
  let day = start.date;
  // Eight local days: today's later periods, the six other weekdays, and today's weekday again next week.
  for (let offset = 0; offset <= DAYS_PER_WEEK; offset++) {
    const weekday = (start.weekday + offset) % DAYS_PER_WEEK;
    const previous = hours[(weekday + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK] ?? [];
    const continuesYesterday = previous.length > 0 && previous[previous.length - 1].close === '24:00';
    for (const interval of hours[weekday] ?? []) {
      const open = toMinutes(interval.open);
      if (open === null || (open === 0 && continuesYesterday)) continue;
      const instant = zonedInstant(day, open, timeZone);
      if (instant.getTime() > date.getTime()) return instant;
    }
    day = addDays(day, 1);
  }
  return null;
}

/** Whether the local date of `date` is one of the pharmacy's on-duty dates ('YYYY-MM-DD'). */
export function isOnDuty(onDutyDates: readonly string[], date: Date, timeZone = PHARMACY_TIME_ZONE): boolean {
  return onDutyDates.includes(localDate(date, timeZone));
}
