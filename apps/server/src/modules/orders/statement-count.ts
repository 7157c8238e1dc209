import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';

/*
 * Test-only: a second Drizzle handle on the same connection(s) as the test app, whose logger keeps every statement it
 * runs. Transaction control (begin, commit, savepoints) is left out: PGlite issues begin and commit itself, without
 * the logger, so the count is the same on both engines.
 */

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

export interface CountingDb {
  db: Db;
  /** The statements run since the last `reset()`, in order. */
  statements: string[];
  reset(): void;
}

export function countingDb(database: Database): CountingDb {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void (CONTROL.test(query) || statements.push(query)) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.engine === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePg(client as pg.Pool, { schema, logger }) as unknown as Db);
  return { db, statements, reset: () => void statements.splice(0) };
}
