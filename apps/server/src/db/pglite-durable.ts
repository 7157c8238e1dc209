import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * PGlite 0.5 starts PostgreSQL with fsync off (`-F`), and the Emscripten file system under a data folder (NODEFS)
 * has no fsync at all, while its fdatasync is a no-op: a commit is in the OS's cache, not on the disk, when the
 * server answers. That survives a killed process (the crash test) but not a power cut or a kernel crash, which can
 * lose acknowledged orders or leave the database inconsistent. Here PostgreSQL runs with fsync on, flushes its WAL
 * with fsync(2) at every commit (wal_sync_method=fsync: the one call NODEFS can route), and NODEFS gets the fsync
 * that does it.
 */

interface EmscriptenStream {
  nfd: number;
  node: { mode: number };
}
interface NodefsModule {
  NODEFS: { stream_ops: Record<string, unknown>; tryFSOperation<T>(f: () => T): T };
  FS: { isDir(mode: number): boolean };
}

export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** PGlite's NodeFS whose fsync reaches the disk. */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = [...((result.emscriptenOpts.preRun as unknown[] | undefined) ?? [])];
    preRun.push((mod: NodefsModule) => {
      const { NODEFS, FS } = mod;
      NODEFS.stream_ops.fsync = (stream: EmscriptenStream) => {
        // Directories: best effort, as some systems (Windows) refuse to sync them; a file that fails to sync fails.
        if (FS.isDir(stream.node.mode)) {
          try {
            fs.fsyncSync(stream.nfd);
          } catch {
            // The rename it follows is done; only its durability is less certain.
          }
          return 0;
        }
        NODEFS.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } as typeof result.emscriptenOpts };
  }
}

/** The options that give a PGlite data folder PostgreSQL's own durability. */
export function durableFolder(folder: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(folder), startParams: DURABLE_START_PARAMS };
}
