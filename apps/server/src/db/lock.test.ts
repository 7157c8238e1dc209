import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'pharmalink-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees the folder on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });

  it('makes the server refuse to start on a held folder, with a clear message', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const server = fileURLToPath(new URL('../server.ts', import.meta.url));
      const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('is in use by another running process');
    } finally {
      release();
    }
  });
});
