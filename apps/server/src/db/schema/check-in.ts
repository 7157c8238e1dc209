import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that the column holds one of `values`, built from the same shared constant the column's type comes from,
 * so the database never refuses a value the code may write. The values are written into the constraint as literals
 * (a constraint takes no parameters); NULL passes, as for any CHECK, so nullable columns keep `.notNull()` to say so.
 */
export function checkIn(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} IN (${sql.raw(list)})`);
}
