import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from './client';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('a PGlite data folder', () => {
  it('flushes its write-ahead log to the disk at every commit, before the commit returns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pharmalink-durable-'));
    dirs.push(dir);
    const dump = inject('pgliteSnapshot');
    const database = await openDatabase({ dataDir: dir, snapshot: dump ? new Blob([readFileSync(dump)]) : undefined });
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      expect(
        await rows(sql`SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method`),
      ).toEqual([{ fsync: 'on', method: 'fsync' }]);
      await database.db.execute(sql`CREATE TABLE durability_probe (n int)`);
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let n = 0; n < 3; n++) {
        const before = fsync.mock.calls.length;
        await database.db.execute(sql`INSERT INTO durability_probe VALUES (${n})`);
        expect(fsync.mock.calls.length).toBeGreaterThan(before);
      }
    } finally {
      await database.close();
    }
  });
});
