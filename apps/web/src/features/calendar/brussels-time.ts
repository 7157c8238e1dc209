import { localMoment, zonedInstant } from '@pharmacy/shared/pharmacy-hours';

/**
 * Wall-clock times in Europe/Brussels and the instants they name, with the offset of that very day (+01:00 in
 * winter, +02:00 in summer): the shared pharmacy-hours functions the server expands events with, so both sides
 * resolve a time the clocks skip or repeat the same way.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `YYYY-MM-DDTHH:mm` in Brussels (what an `<input type="datetime-local">` shows) for an instant. */
export function brusselsWall(ms: number): string {
  const local = localMoment(new Date(ms));
  return `${local.date}T${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}`;
}

/** The instant of a Brussels wall time, as ISO 8601 with that day's offset; '' when the text is not a wall time. */
export function brusselsInstant(wall: string): string {
  const m = WALL.exec(wall);
  if (!m) return '';
  const minutes = Number(m[4]) * 60 + Number(m[5]);
  const instant = zonedInstant(wall.slice(0, 10), minutes);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, minutes);
  return `${wall}:00${formatOffset(Math.round((asUtc - instant.getTime()) / 60_000))}`;
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
