import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiskFileStore } from './storage';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Spies on FileHandle.sync, noting for each call whether the stored file was already in place. */
async function spySyncs(finalPath: string) {
  const probe = await open(join(dirs[0]!, 'probe'), 'w');
  const prototype = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
  await probe.close();
  const inPlace: boolean[] = [];
  const original = prototype.sync;
  vi.spyOn(prototype, 'sync').mockImplementation(function (this: unknown) {
    inPlace.push(existsSync(finalPath));
    return original.call(this);
  });
  return inPlace;
}

describe('file storage', () => {
  it('flushes the file before it takes its name, then the folders that got a new entry', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pharmalink-storage-'));
    dirs.push(root);
    const storage = new DiskFileStore(join(root, 'files'));
    const inPlace = await spySyncs(join(root, 'files', 'orders', 'o-1', 'f-1'));
    await storage.put('orders/o-1/f-1', Buffer.from('prescription'));
    expect(readFileSync(join(root, 'files', 'orders', 'o-1', 'f-1'), 'utf8')).toBe('prescription');
    expect(readdirSync(join(root, 'files', 'orders', 'o-1'))).toEqual(['f-1']);
    // The file, then its folder, orders/, files/ and the root: four folders made or changed.
    expect(inPlace).toEqual([false, true, true, true, true]);
  });
});
