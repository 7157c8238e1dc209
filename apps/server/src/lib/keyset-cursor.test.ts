import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createBareTestDatabase } from '../test/test-database';
import { HttpError } from './errors';
import {
  cursorAfter,
  decodeCursor,
  encodeCursor,
  orderByKeys,
  pageOf,
  utcMicros,
  type CursorValue,
  type SortKey,
} from './keyset-cursor';

const uuid = '0b7c8d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const keys = (...types: SortKey['type'][]): SortKey[] => types.map((type) => ({ expr: sql`x`, desc: false, type }));

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('accepted');
}

describe('cursor encoding', () => {
  it('round-trips every key type and stays opaque (no readable value in the cursor)', () => {
    const values: CursorValue[] = ['Pharmacie « Élise »|;', uuid, -42, true, '2026-11-22T07:46:16.123456Z'];
    const cursor = encodeCursor('name', values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('Pharmacie');
    expect(decodeCursor(cursor, 'name', keys('text', 'uuid', 'int', 'bool', 'time'))).toEqual(values);
  });

  it('refuses with a 400 on `cursor` what the server never hands out', () => {
    const time = keys('time', 'uuid');
    const cases: [string, SortKey[]][] = [
      ['garbage', time],
      ['', time],
      [raw({ at: 'x' }), time],
      [raw(['audit', '2026-11-22T07:46:16.123456Z', uuid]), time], // made for another list
      [raw(['list', '2026-11-22T07:46:16.123456Z']), time], // too short
      [raw(['list', '2026-11-22T07:46:16.123456Z', uuid, 'extra']), time],
      [raw(['list', '2026-11-22T07:46:16.123Z', uuid]), time], // milliseconds only
      [raw(['list', '2026-02-31T07:46:16.123456Z', uuid]), time], // no such day
      [raw(['list', "'; DROP TABLE audit_log; --", uuid]), time],
      [raw(['list', '2026-11-22T07:46:16.123456Z', 'not-a-uuid']), time],
      [raw(['list', 1.5]), keys('int')],
      [raw(['list', 2 ** 31]), keys('int')],
      [raw(['list', '7']), keys('int')],
      [raw(['list', 'true']), keys('bool')],
      [raw(['list', 7]), keys('text')],
    ];
    for (const [cursor, k] of cases) {
      const error = refusal(() => decodeCursor(cursor, 'list', k));
      expect(error, cursor).toBeInstanceOf(HttpError);
      expect([error.statusCode, error.fields]).toEqual([400, { cursor: 'validation.cursor' }]);
    }
  });

  it('makes a page of limit rows, with a cursor only when more follow', () => {
    expect(pageOf([1, 2, 3], 2, (last) => `after ${last}`)).toEqual({ page: [1, 2], nextCursor: 'after 2' });
    expect(pageOf([1, 2], 2, (last) => `after ${last}`)).toEqual({ page: [1, 2], nextCursor: null });
    expect(pageOf([], 2, () => 'never')).toEqual({ page: [], nextCursor: null });
  });
});

describe('keyset pages on the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createBareTestDatabase();
  });
  afterAll(() => database.close());

  // Names that sort differently by bytes and by a locale, equal names and equal scores, and times one microsecond
  // apart within one millisecond (a JS Date cannot tell them apart).
  const rows = sql`(VALUES
    ('a1', 'Zèbre', 2, true, '2026-01-01T10:00:00.000001Z'::timestamptz),
    ('a2', 'abeille', 2, false, '2026-01-01T10:00:00.000002Z'::timestamptz),
    ('a3', 'Zèbre', 1, true, '2026-01-01T10:00:00.000003Z'::timestamptz),
    ('a4', 'Zebre', 2, false, '2026-01-01T10:00:00.000003Z'::timestamptz),
    ('a5', 'Ábaque', 3, true, '2026-01-01T10:00:00.000999Z'::timestamptz),
    ('a6', 'abeille', 1, false, '2026-01-01T10:00:01Z'::timestamptz),
    ('a7', 'zinc', 3, true, '2026-01-01T10:00:00.000002Z'::timestamptz)
  ) AS r(id, name, score, flag, at)`;
  type Row = { id: string; name: string; score: number; flag: boolean; at: string };
  type Column = keyof Row;
  const TYPES: Record<Column, SortKey['type']> = { id: 'text', name: 'text', score: 'int', flag: 'bool', at: 'time' };
  /** A sort as [column, descending] pairs; names byte-ordered as the server's lists do. */
  const sortKeys = (sort: [Column, boolean][]): SortKey[] =>
    sort.map(([column, desc]) => ({
      expr: column === 'name' ? sql`r.name COLLATE "C"` : sql.raw(`r.${column}`),
      desc,
      type: TYPES[column],
    }));

  async function read(keys: SortKey[], after: SQL | undefined, limit: number): Promise<Row[]> {
    const where = after ? sql`WHERE ${after}` : sql``;
    const result = await database.db.execute(
      sql`SELECT r.id, r.name, r.score, r.flag, ${utcMicros(sql`r.at`)} AS at FROM ${rows} ${where}
          ORDER BY ${sql.join(orderByKeys(keys), sql`, `)} LIMIT ${limit}`,
    );
    return (result as unknown as { rows: Row[] }).rows;
  }

  const sorts: Record<string, [Column, boolean][]> = {
    'time then id, newest first (one way: a row comparison)': [['at', true], ['id', true]],
    'name then id (one way)': [['name', false], ['id', false]],
    'score down, name up, id up (mixed ways)': [['score', true], ['name', false], ['id', false]],
    'flag down, time up, id up (mixed, bool)': [['flag', true], ['at', false], ['id', false]],
  };

  for (const [title, sort] of Object.entries(sorts)) {
    it(`pages like one read, never repeating or skipping: ${title}`, async () => {
      const keys = sortKeys(sort);
      const all = (await read(keys, undefined, 100)).map((r) => r.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const after: SQL | undefined = cursor ? cursorAfter(cursor, title, keys) : undefined;
        const rowsRead = await read(keys, after, 3);
        const { page, nextCursor } = pageOf(rowsRead, 2, (last) => encodeCursor(title, sort.map(([c]) => last[c])));
        seen.push(...page.map((r) => r.id));
        cursor = nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
      expect(new Set(all).size).toBe(7);
    });
  }
});
