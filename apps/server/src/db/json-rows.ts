import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/*
 * Writing several tables in one statement (data-modifying WITH clauses): one round trip instead of one per table.
 * Rows travel as a single jsonb parameter, turned back into typed rows by jsonb_populate_recordset with the table's
 * own row type, so every column keeps its type without casts and PGlite and PostgreSQL read the same SQL.
 */

/** The rows of a raw query, on both engines (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface JsonInsertOptions {
  /** FROM items written before the rows (e.g. a CTE): no row is written when one of them is empty. */
  gate?: SQL;
  /** Columns computed in SQL rather than sent, by their database name. */
  computed?: Record<string, SQL>;
  returning?: SQL;
}

/**
 * `INSERT INTO table (…) SELECT … FROM jsonb_populate_recordset(NULL::table, $rows)`. Keys are the table's JS column
 * names; a column no row names takes its default, and every row should name the same columns (a missing one is NULL).
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: Partial<T['$inferInsert']>[], options: JsonInsertOptions = {}): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined)))];
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return column.name;
  });
  const json = rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null])));
  const computed = Object.entries(options.computed ?? {});
  const target = sql.join([...names, ...computed.map(([name]) => name)].map((name) => sql.identifier(name)), sql`, `);
  const values = sql.join([...names.map((name) => sql`r.${sql.identifier(name)}`), ...computed.map(([, value]) => value)], sql`, `);
  const from = options.gate ? sql`${options.gate}, ` : sql``;
  const returning = options.returning ? sql` RETURNING ${options.returning}` : sql``;
  return sql`INSERT INTO ${table} (${target}) SELECT ${values} FROM ${from}jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::jsonb) r${returning}`;
}

/** `WITH a AS (…), b AS (…) main`; PostgreSQL runs every data-modifying part once, whether `main` reads it or not. */
export function withStatements(parts: [name: string, statement: SQL][], main: SQL): SQL {
  if (parts.length === 0) return main;
  return sql`WITH ${sql.join(
    parts.map(([name, statement]) => sql`${sql.identifier(name)} AS (${statement})`),
    sql`, `,
  )} ${main}`;
}

/** A timestamp as epoch milliseconds (a plain number on both engines, exact to the millisecond a Date holds). */
export const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;
