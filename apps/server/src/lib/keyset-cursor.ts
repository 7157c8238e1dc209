import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './errors';

/**
 * Keyset pagination, one way for every list: a sort is a list of keys ending with a unique one, a page asks for
 * `limit + 1` rows after the cursor, and the cursor is the last row's key values, opaque to the client.
 *
 *   const keys: SortKey[] = [{ expr: sql`${t.createdAt}`, desc: true, type: 'time' }, { expr: sql`${t.id}`, desc: true, type: 'uuid' }];
 *   const after = query.cursor ? cursorAfter(query.cursor, 'audit', keys) : undefined;
 *   const rows = await db.select({ ...cols, cursorAt: utcMicros(t.createdAt) }).from(t).where(and(..., after))
 *     .orderBy(...orderByKeys(keys)).limit(query.limit + 1);
 *   return pageOf(rows, query.limit, (last) => encodeCursor('audit', [last.cursorAt, last.id]));
 */

/**
 * How a key's value travels in the cursor and is checked on the way back (anything else is a 400, never a 500 from
 * a failed cast). `time` is PostgreSQL's microsecond UTC text, read with `utcMicros`: a JS Date keeps milliseconds
 * only, and rows stamped by clock_timestamp() in the same millisecond would be skipped or repeated.
 */
export type KeyType = 'text' | 'uuid' | 'int' | 'bool' | 'time';
export type CursorValue = string | number | boolean;

/** One sort key: an expression (text keys byte-ordered with COLLATE "C", the same on both engines) and its way. */
export interface SortKey {
  expr: SQL;
  desc: boolean;
  /** Defaults to 'text'. */
  type?: KeyType;
}

/** A timestamptz as the cursor carries it: UTC with microseconds, as PostgreSQL (and PGlite) print it. */
export const utcMicros = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const MICROS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4 = 2 ** 31;

/** A real instant (no 31 February): PostgreSQL would refuse it with an error. */
function isMicrosTime(value: string): boolean {
  const match = MICROS.exec(value);
  if (!match) return false;
  const date = new Date(`${match[1]}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString() === `${match[1]}Z`;
}

const isValid: Record<KeyType, (value: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  uuid: (v) => typeof v === 'string' && UUID.test(v),
  int: (v) => Number.isSafeInteger(v) && Math.abs(v as number) < INT4,
  bool: (v) => typeof v === 'boolean',
  time: (v) => typeof v === 'string' && isMicrosTime(v),
};

const asParam: Record<KeyType, (value: CursorValue) => SQL> = {
  text: (v) => sql`${v}`,
  uuid: (v) => sql`${v}::uuid`,
  int: (v) => sql`${v}::int`,
  bool: (v) => sql`${v}::boolean`,
  time: (v) => sql`${v}::timestamptz`,
};

export const invalidCursor = () => badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });

/**
 * The cursor after a row: base64url of JSON `[madeFor, ...values]`. `madeFor` names the list and its sort (or
 * filter), so a cursor handed to another sort or list is refused instead of giving a wrong page.
 */
export function encodeCursor(madeFor: string, values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify([madeFor, ...values])).toString('base64url');
}

/** The values of a cursor this server made for `madeFor` over `keys`, each checked against its key's type; else a 400 on `cursor`. */
export function decodeCursor(cursor: string, madeFor: string, keys: readonly SortKey[]): CursorValue[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== keys.length + 1 || decoded[0] !== madeFor) throw invalidCursor();
  const values = decoded.slice(1) as unknown[];
  if (!values.every((v, i) => isValid[keys[i].type ?? 'text'](v))) throw invalidCursor();
  return values as CursorValue[];
}

/**
 * Rows strictly after `values` in the order of `keys`. Keys all one way become a row comparison, which an index on
 * the same columns answers as a range; mixed ways are spelled out key by key, so each key keeps its own direction:
 * (k1 ≷ v1) OR (k1 = v1 AND k2 ≷ v2) OR …
 */
export function keysetAfter(keys: readonly SortKey[], values: readonly CursorValue[]): SQL {
  const params = keys.map((k, i) => asParam[k.type ?? 'text'](values[i]));
  if (keys.every((k) => k.desc === keys[0].desc)) {
    const row = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;
    const lhs = row(keys.map((k) => k.expr));
    return keys[0].desc ? sql`${lhs} < ${row(params)}` : sql`${lhs} > ${row(params)}`;
  }
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${k.expr} = ${params[j]}`);
    const step = key.desc ? sql`${key.expr} < ${params[i]}` : sql`${key.expr} > ${params[i]}`;
    return sql`(${sql.join([...equal, step], sql` AND `)})`;
  });
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/** The condition for the page after `cursor`: decodeCursor then keysetAfter. */
export const cursorAfter = (cursor: string, madeFor: string, keys: readonly SortKey[]): SQL =>
  keysetAfter(keys, decodeCursor(cursor, madeFor, keys));

export const orderByKeys = (keys: readonly SortKey[]): SQL[] =>
  keys.map((k) => (k.desc ? sql`${k.expr} DESC` : sql`${k.expr} ASC`));

/** A page from the `limit + 1` rows read: the first `limit`, and a cursor after the last of them when more follow. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
