import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

let snapshot: Blob | undefined;
/** The migrated PGlite dump made by test/global-setup.ts, read once per worker. */
export function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}

/**
 * A database of its own on the PostgreSQL server, copied from the migrated template (test/global-setup.ts) rather
 * than migrated again; `drop()` waits for the pool's connections to hang up, then drops it.
 */
export async function createTestDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // pool.end() resolves before its connections have hung up; a FORCE drop meanwhile makes them emit an error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A migrated database without an app, for tests of SQL helpers and of the schema itself: in-memory PGlite, or a
 * database of its own on the PostgreSQL server when TEST_DATABASE_URL is set. close() drops it.
 */
export async function createBareTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const own = serverUrl ? await createTestDatabase(serverUrl, 'pharmalink_test') : undefined;
  const database = await openDatabase({ url: own?.url, dataDir: own ? undefined : 'memory://', snapshot: own ? undefined : pgliteSnapshot(), poolSize: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      await own?.drop();
    },
  };
}
