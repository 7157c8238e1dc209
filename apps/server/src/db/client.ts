import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { durableFolder } from './pglite-durable';

export type Schema = typeof schema;
/** Both engines expose the same Drizzle PostgreSQL API; the rest of the server sees only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; unset for the embedded engine. */
  url?: string;
  /** Folder of the embedded database; `memory://` for a throw-away one (tests). */
  dataDir?: string;
  /**
   * A new PGlite database (in memory, or a data folder not made yet) starts as a copy of this dump (PGlite
   * `dumpDataDir`) instead of a fresh initdb: the tests migrate once and copy, since initdb is most of the cost of
   * opening PGlite.
   */
  snapshot?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const inMemory = !options.dataDir || options.dataDir === 'memory://';
  const release = inMemory ? async () => {} : await lockDataDir(options.dataDir!);
  try {
    // The catalogue search needs pg_trgm and unaccent (migration 0002 creates them).
    const extensions = { pg_trgm, unaccent };
    const fromSnapshot = options.snapshot ? { loadDataDir: options.snapshot } : {};
    const client = inMemory
      ? new PGlite({ extensions, ...fromSnapshot })
      : new PGlite({ ...durableFolder(join(options.dataDir!, 'db')), extensions, ...fromSnapshot });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
