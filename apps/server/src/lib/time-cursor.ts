import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Keyset cursors on (time, id) for rows stamped by clock_timestamp(): PostgreSQL keeps microseconds, a JS Date
 * only milliseconds, so the cursor carries the time as PostgreSQL prints it in UTC.
 */
export const utcMicros = (column: AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const MICROS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeTimeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

/** The cursor's time and uuid, or null for anything this server did not hand out. */
export function decodeTimeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const match = MICROS.exec(at ?? '');
  if (rest.length > 0 || !match || !id || !UUID.test(id)) return null;
  // A real date (no 31 February): PostgreSQL would refuse it with an error.
  const date = new Date(`${match[1]}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== `${match[1]}Z`) return null;
  return { at, id };
}
