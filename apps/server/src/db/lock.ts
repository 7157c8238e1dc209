import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite has no file lock of its own: two processes on one data folder corrupt it. The lock is a local socket bound
 * to a name derived from the folder, held by this process: binding is atomic and the OS frees it when the process
 * dies, however it dies (docs/decisions/004-data-folder-lock.md).
 */
export class DataDirLockedError extends Error {}

/**
 * - `abstract-socket` (Linux): a Unix socket in the abstract namespace; nothing on disk, freed by the kernel.
 * - `named-pipe` (Windows): `\\.\pipe\…`, freed by the kernel as well.
 * - `socket-file` (macOS and the rest): a Unix socket file in the temp folder; a file left by a crash is recognised
 *   because nothing answers on it, and removed. Best effort: see the decision record.
 */
export type LockKind = 'abstract-socket' | 'named-pipe' | 'socket-file';

export function lockKindFor(platform: NodeJS.Platform = process.platform): LockKind {
  if (platform === 'linux') return 'abstract-socket';
  if (platform === 'win32') return 'named-pipe';
  return 'socket-file';
}

/** The socket address of a folder: by device and inode, so a symlink or a bind mount to it finds the same lock. */
export function lockAddress(dir: string, kind: LockKind): string {
  const { dev, ino } = statSync(dir, { bigint: true });
  const id = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  if (kind === 'abstract-socket') return `\0pharmalink-${id}`;
  if (kind === 'named-pipe') return `\\\\.\\pipe\\pharmalink-${id}`;
  // macOS caps socket paths at 104 bytes: the temp folder keeps it short whatever DATA_DIR is.
  return join(tmpdir(), `pharmalink-${id}.sock`);
}

/** Binds the address, or answers null when another socket holds it. Whoever connects is told our pid. */
function bind(address: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(`${process.pid}\n`);
    });
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    // exclusive: a cluster worker must not share its primary's handle, which would hand every worker the lock.
    server.listen({ path: address, exclusive: true }, () => {
      server.removeAllListeners('error');
      server.on('error', () => {});
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

type Holder = { pid: number | null } | 'nobody';

/** Asks the holder of the address who it is; 'nobody' when nothing listens there (a socket file left by a crash). */
function askHolder(address: string): Promise<Holder> {
  return new Promise((resolve) => {
    let text = '';
    const socket = createConnection({ path: address });
    const done = (holder: Holder) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(holder);
    };
    const timer = setTimeout(() => done({ pid: null }), 2_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      const pid = Number.parseInt(text, 10);
      done({ pid: Number.isInteger(pid) ? pid : null });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'nobody' : { pid: null }),
    );
  });
}

function lockedError(dir: string, pid: number | null): DataDirLockedError {
  return new DataDirLockedError(
    `The data folder ${dir} is in use by another running process${pid ? ` (pid ${pid})` : ''}. ` +
      'Stop that server first, or start this one with another DATA_DIR or a DATABASE_URL.',
  );
}

/** Takes the folder's lock or throws DataDirLockedError; the returned function releases it. */
export async function lockDataDir(dir: string, kind: LockKind = lockKindFor()): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const address = lockAddress(dir, kind);
  let server = await bind(address);
  if (!server) {
    const holder = await askHolder(address);
    // A bound name is held whatever answers on it; only a socket file can outlive its process.
    if (holder !== 'nobody') throw lockedError(dir, holder.pid);
    if (kind !== 'socket-file') throw lockedError(dir, null);
    // A socket file nobody answers on was left by a crash. Two servers starting at that very moment may both remove it:
    // the window the decision record admits for this kind.
    rmSync(address, { force: true });
    server = await bind(address);
    if (!server) throw lockedError(dir, null);
  }
  // The pid file of versions before decision 004 means nothing now; left alone it would only mislead a reader.
  rmSync(join(dir, 'server.lock'), { force: true });
  const held = server;
  let released: Promise<void> | undefined;
  return () => (released ??= new Promise<void>((resolve) => held.close(() => resolve())));
}
