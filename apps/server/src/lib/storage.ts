import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Best effort: some systems (Windows) cannot open or sync a folder. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The entries are written; only their durability is less certain there.
  }
}

/**
 * Where uploaded bytes live. Keys are server-made paths (`orders/<order id>/<file id>`); the database holds the name,
 * type and size, and what may be stored is decided before (lib/read-upload.ts: the size limit, the type by content,
 * the cleaning). One instance per process (app.ts); a shared store (S3-compatible) takes the disk's place when
 * several servers run, behind these four calls.
 */
export interface FileStore {
  /** Whole or not at all: a reader never sees half a file, and it survives a power cut once the call resolves. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Whether the bytes are there (a lost file is a 404 to the reader, not a broken stream). */
  exists(key: string): Promise<boolean>;
  read(key: string): Readable;
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** The default store: local disk, under one root folder ($DATA_DIR/files). */
export class DiskFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The key's absolute path; a key leaving the root is a bug, not input, so it throws. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  }

  /**
   * Writes a temporary file, flushes it to the disk and renames it, so a reader never sees half a file; then flushes
   * the folders whose entries changed, so the file is still there after a power cut once the upload is answered.
   */
  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    const created = await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    // The file's folder, and each new folder's parent (created is the first folder mkdir made, if any).
    const folders = [dirname(path)];
    for (let folder = dirname(path); created && folder.length >= created.length; folder = dirname(folder)) {
      folders.push(dirname(folder));
    }
    for (const folder of new Set(folders)) await syncFolder(folder);
  }

  /** Whether the bytes are there (a lost file is a 404 to the reader, not a broken stream). */
  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  read(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
