import { sql, type SQL } from 'drizzle-orm';

/** One sort key: an expression (text keys byte-ordered with COLLATE "C", the same on both engines) and its way. */
export interface SortKey {
  expr: SQL;
  desc: boolean;
}

/**
 * Rows after the cursor's values in the order of `keys`, spelled out key by key, so each key keeps its own
 * collation and direction: (k1 ≷ v1) OR (k1 = v1 AND k2 ≷ v2) OR …
 */
export function keysetAfter(keys: SortKey[], values: SQL[]): SQL {
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${k.expr} = ${values[j]}`);
    const step = key.desc ? sql`${key.expr} < ${values[i]}` : sql`${key.expr} > ${values[i]}`;
    return sql`(${sql.join([...equal, step], sql` AND `)})`;
  });
  return sql`(${sql.join(branches, sql` OR `)})`;
}

export const orderByKeys = (keys: SortKey[]) => keys.map((k) => (k.desc ? sql`${k.expr} DESC` : sql`${k.expr} ASC`));

/** Cursor times are PostgreSQL's microsecond UTC text (lib/time-cursor.ts `utcMicros`). */
export const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
