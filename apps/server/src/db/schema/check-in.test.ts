import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@pharmacy/shared/orders/lifecycle';
import { ACCOUNT_STATUSES, ROLES } from '@pharmacy/shared/roles';
import { createBareTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import * as schema from './index';

/** The quoted literals of a constraint's text, in order ('' unescaped). */
const literals = (text: string) => [...text.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replaceAll("''", "'"));

/** Every `column IN (…)` CHECK the schema declares (checkIn builds them from the shared constants), by name. */
function declaredListChecks(): Map<string, string[]> {
  const dialect = new PgDialect();
  const checks = new Map<string, string[]>();
  for (const table of Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable))) {
    for (const check of getTableConfig(table).checks) {
      const text = dialect.sqlToQuery(check.value).sql;
      if (/ IN \('/.test(text)) checks.set(check.name, literals(text));
    }
  }
  return checks;
}

describe('status, role and kind columns against the shared constants', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createBareTestDatabase();
  });
  afterAll(() => database.close());

  it('builds the checks from the constants themselves', () => {
    const declared = declaredListChecks();
    expect(declared.get('orders_status_check')).toEqual([...ORDER_STATUSES]);
    expect(declared.get('users_status_check')).toEqual([...ACCOUNT_STATUSES]);
    expect(declared.get('users_role_check')).toEqual([...ROLES]);
    expect(declared.size).toBeGreaterThanOrEqual(18);
  });

  // A value added to a shared constant without a migration fails here, not in production at the first insert.
  it('has the migrated database allow exactly what the schema declares', async () => {
    const { rows } = (await database.db.execute(
      sql`SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE contype = 'c'`,
    )) as unknown as { rows: { name: string; definition: string }[] };
    const migrated = new Map(rows.map((r) => [r.name, literals(r.definition)]));
    for (const [name, values] of declaredListChecks()) {
      expect(new Set(migrated.get(name)), `${name} in the migrations`).toEqual(new Set(values));
    }
  });

  it('has a row in `roles` for every role (users.role is also a foreign key to it)', async () => {
    const rows = await database.db.select().from(schema.roles);
    expect(rows.map((r) => r.id).sort()).toEqual([...ROLES].sort());
  });
});
