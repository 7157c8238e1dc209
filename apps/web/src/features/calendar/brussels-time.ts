import { CALENDAR_TIME_ZONE } from '@pharmacy/shared/calendar/constants';

/**
 * Wall-clock times in Europe/Brussels and the instants they name, with the offset of that very day (+01:00 in
 * winter, +02:00 in summer), read from Intl so no date library is needed.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

let formatter: Intl.DateTimeFormat | undefined;
function parts(ms: number): Record<string, number> {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CALENDAR_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

/** Minutes Brussels is ahead of UTC at that instant. */
export function brusselsOffsetMinutes(ms: number): number {
  const p = parts(ms);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `YYYY-MM-DDTHH:mm` in Brussels (what an `<input type="datetime-local">` shows) for an instant. */
export function brusselsWall(ms: number): string {
  const p = parts(ms);
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** The instant of a Brussels wall time, as ISO 8601 with that day's offset; '' when the text is not a wall time. */
export function brusselsInstant(wall: string): string {
  const m = WALL.exec(wall);
  if (!m) return '';
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offset at the guess, then at the corrected instant: right on both sides of a daylight-saving change.
  let offset = brusselsOffsetMinutes(asUtc);
  const second = brusselsOffsetMinutes(asUtc - offset * 60_000);
  if (second !== offset) offset = second;
  return `${wall}:00${formatOffset(offset)}`;
}

/** An instant given as ISO text, written again with the Brussels offset of its day. */
export function toBrusselsIso(ms: number): string {
  return brusselsInstant(brusselsWall(ms));
}

/** A calendar date moved by whole days, months and years (`2026-01-31` + 1 month is `2026-03-03`, as Date counts). */
export function addToDate(date: string, { years = 0, months = 0, days = 0 }: { years?: number; months?: number; days?: number }): string {
  const m = DATE.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]) + years, Number(m[2]) - 1 + months, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export const addDays = (date: string, days: number) => addToDate(date, { days });
