import { localMoment, PHARMACY_TIME_ZONE, zonedInstant } from '@pharmacy/shared/pharmacy-hours';

export { addDays } from '@pharmacy/shared/pharmacy-hours';

/*
 * Wall-clock arithmetic in Europe/Brussels. A repeating 09:00 stays 09:00 across the daylight-saving changes because
 * rules are expanded on the wall clock ("floating" time, as a UTC Date that stands for local fields) and each
 * occurrence is turned into an instant only at the end.
 */

export const TIME_ZONE = PHARMACY_TIME_ZONE;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local fields of an instant as a "floating" epoch (Date.UTC of the local date and time). */
export function toWall(instant: Date): number {
  const local = localMoment(instant, TIME_ZONE);
  const [y, m, d] = local.date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, 0, local.minutes) + instant.getUTCSeconds() * 1000;
}

/** The instant of a floating epoch (a time skipped in spring moves forward, a repeated one takes its first). */
export function fromWall(wall: number): Date {
  const date = new Date(wall).toISOString().slice(0, 10);
  const minutes = Math.floor((wall - Date.UTC(...ymd(date))) / 60_000);
  return zonedInstant(date, minutes, TIME_ZONE);
}

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m! - 1, d!];
}

/** Local midnight of a 'YYYY-MM-DD' day. */
export function startOfDay(date: string): Date {
  return zonedInstant(date, 0, TIME_ZONE);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.UTC(...ymd(to)) - Date.UTC(...ymd(from))) / DAY_MS);
}

/** The local day and 'HH:MM' of an instant. */
export function localDayTime(instant: Date): { date: string; time: string } {
  const local = localMoment(instant, TIME_ZONE);
  return { date: local.date, time: `${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}` };
}

/** The instant of a local day at 'HH:MM'. */
export function atTime(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return zonedInstant(date, h! * 60 + m!, TIME_ZONE);
}

/** An API value (a day, or an ISO instant with an offset) as an instant; a day is its local midnight. */
export function instantOf(value: string): Date {
  return value.length === 10 ? startOfDay(value) : new Date(value);
}
