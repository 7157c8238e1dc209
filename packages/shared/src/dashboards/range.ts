import { addDays, localDate } from '../pharmacy-hours';

/*
 * The date range every dashboard of issue 19 asks with: whole days, 'YYYY-MM-DD', both ends included, read in
 * Europe/Brussels (the product's zone) whatever the server's or the browser's. Pure, no zod: the web imports it free.
 */

/** Days a range covers when the caller names none: the last 30, today included. */
const DASHBOARD_RANGE_DEFAULT_DAYS = 30;
/** The longest range one request may ask (a leap year, both ends included). */
export const DASHBOARD_RANGE_MAX_DAYS = 366;

export interface DateRange {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function rangeLength(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000) + 1;
}

/** Date.UTC reads any year (Date.parse gives NaN past 9999, which no comparison catches). */
const utcDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};

/** A resolved end the four-digit 'YYYY-MM-DD' form still holds (30 days past 9999-12-31 does not). */
export const isFourDigitDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * The range a query means: both ends as given; one end alone gives a 30-day window from or up to it; none gives the
 * last 30 days up to today in Brussels.
 */
export function resolveRange(query: Partial<DateRange>, now = new Date()): DateRange {
  const span = DASHBOARD_RANGE_DEFAULT_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, span) };
  const to = query.to ?? localDate(now);
  return { from: addDays(to, -span), to };
}

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The calendar quarter holding `day`: '2026-Q1', from its first day to its last. */
export function quarterOf(day: string): { quarter: string; from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const q = Math.floor((month - 1) / 3);
  const first = `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  const next = q === 3 ? `${year + 1}-01-01` : `${year}-${String(q * 3 + 4).padStart(2, '0')}-01`;
  return { quarter: `${year}-Q${q + 1}`, from: first, to: addDays(next, -1) };
}

/** Every calendar month the range touches, 'YYYY-MM', in order. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7);) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}
