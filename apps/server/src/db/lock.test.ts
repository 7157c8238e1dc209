import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockAddress, lockDataDir, type LockKind } from './lock';

const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'pharmalink-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));
/*
 * A child that says "ready" once loaded, waits for "go" on its stdin, tries the lock, says "won" or "refused" and
 * then holds what it got until its stdin closes (or it is killed).
 */
const CHILD = `
  const { lockDataDir, DataDirLockedError } = await import(${JSON.stringify(lockModule)});
  const lines = process.stdin.setEncoding('utf8');
  process.stdout.write('ready\\n');
  await new Promise((r) => lines.once('data', r));
  try {
    await lockDataDir(process.env.LOCK_DIR, process.env.LOCK_KIND);
    process.stdout.write('won\\n');
  } catch (e) {
    process.stdout.write(e instanceof DataDirLockedError ? 'refused\\n' : 'error ' + e.message + '\\n');
  }
  lines.on('end', () => process.exit(0));
`;

/** Starts a lock child; `said(word)` resolves when it printed that word. */
function lockChild(dir: string, kind: LockKind = 'abstract-socket') {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env: { ...process.env, LOCK_DIR: dir, LOCK_KIND: kind },
  });
  children.push(child);
  let out = '';
  const waiters: Array<() => void> = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    waiters.splice(0).forEach((w) => w());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const said = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern);
        if (match) return resolve(match[0]);
        if (child.exitCode !== null) return reject(new Error(`child exited: ${out}`));
        waiters.push(check);
      };
      child.once('exit', check);
      check();
    });
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  return { child, said, exited, go: () => child.stdin.write('go\n') };
}

/** Runs a node process to its end without blocking this one (our lock answers the child's "who holds it?"). */
function runNode(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    children.push(child);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.once('exit', (status) => resolve({ status, stderr }));
  });
}

describe('data folder lock', () => {
  it('refuses a second holder in the same process, and frees the folder on release', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by another running process (pid ${process.pid})`);
    await release();
    await (
      await lockDataDir(dir)
    )();
  });

  it('finds the same lock through a symlink to the folder', async () => {
    const dir = tempDir();
    const link = join(tempDir(), 'link');
    symlinkSync(dir, link);
    expect(lockAddress(link, 'abstract-socket')).toBe(lockAddress(dir, 'abstract-socket'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(link)).rejects.toThrow(DataDirLockedError);
    await release();
  });

  it('refuses a child process while this one holds the folder', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    const other = lockChild(dir);
    await other.said(/ready/);
    other.go();
    expect(await other.said(/won|refused|error.*/)).toBe('refused');
    await release();
  });

  it('is free the moment its holder is killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = lockChild(dir);
    await holder.said(/ready/);
    holder.go();
    expect(await holder.said(/won|refused|error.*/)).toBe('won');
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder.child.pid})`);
    holder.child.kill('SIGKILL');
    await holder.exited;
    // No waiting, no retry: the kernel freed the name with the process.
    await (
      await lockDataDir(dir)
    )();
  });

  it('is not blocked by an old-style server.lock naming a live, unrelated process, and removes it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    const release = await lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    await release();
  });

  it('lets exactly one of several processes starting at once win', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    // As after a crash: a pid-file lock let every racer that found it stale take it over.
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const racers = Array.from({ length: 5 }, () => lockChild(dir));
    await Promise.all(racers.map((r) => r.said(/ready/)));
    racers.forEach((r) => r.go());
    const results = await Promise.all(racers.map((r) => r.said(/won|refused|error.*/)));
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    expect(results.filter((r) => r === 'refused')).toHaveLength(racers.length - 1);
  });

  describe('the socket-file fallback (macOS and others), exercised here on Linux', () => {
    it('refuses a second holder and frees the folder on release, leaving no file', async () => {
      const dir = tempDir();
      const release = await lockDataDir(dir, 'socket-file');
      expect(existsSync(lockAddress(dir, 'socket-file'))).toBe(true);
      await expect(lockDataDir(dir, 'socket-file')).rejects.toThrow(`(pid ${process.pid})`);
      await release();
      expect(existsSync(lockAddress(dir, 'socket-file'))).toBe(false);
    });

    it('takes over the socket file of a holder killed with SIGKILL', async () => {
      const dir = tempDir();
      const holder = lockChild(dir, 'socket-file');
      await holder.said(/ready/);
      holder.go();
      expect(await holder.said(/won|refused|error.*/)).toBe('won');
      await expect(lockDataDir(dir, 'socket-file')).rejects.toThrow(DataDirLockedError);
      holder.child.kill('SIGKILL');
      await holder.exited;
      expect(existsSync(lockAddress(dir, 'socket-file'))).toBe(true);
      await (
        await lockDataDir(dir, 'socket-file')
      )();
    });
  });

  it('makes the server refuse to start on a held folder, with a clear message', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    try {
      const server = fileURLToPath(new URL('../server.ts', import.meta.url));
      const result = await runNode(['--import', 'tsx', server], {
        DATA_DIR: dir,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is in use by another running process (pid ${process.pid})`);
    } finally {
      await release();
    }
  });
});
