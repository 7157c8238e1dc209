import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Uploaded files on local disk, under one root folder ($DATA_DIR/files). Keys are server-made paths
 * (`orders/<order id>/<file id>`); the database holds the name, type and size. An S3-compatible store can take its
 * place behind the same three calls.
 */
export class FileStorage {
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

  /** Writes a temporary file and renames it, so a reader never sees half a file. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
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
