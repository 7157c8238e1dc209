import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (dumpDataDir) every API test file starts from. */
    pgliteSnapshot: string;
    /** On PostgreSQL: a migrated, empty database every test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Once per `vitest --project server` run: the migrations are applied once, and each test file starts from a copy.
 * Opening PGlite runs initdb (several seconds of WASM) and migrating costs more: copying a dump takes about one.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `pharmalink_template_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 1 });
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'pharmalink-snapshot-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
  await database.close();
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(folder, { recursive: true, force: true });
}
