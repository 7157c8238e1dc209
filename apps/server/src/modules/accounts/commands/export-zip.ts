import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import type { FileStore } from '../../../lib/storage';
import type { PersonalArchive } from './export-archive';

/**
 * The archive as a ZIP stream: `data.json` (the machine-readable part, art. 20) and the bytes beside it (`avatar.webp`,
 * `files/<reference>/<id>-<name>`, the file manager's `my-files/<id>-<name>`). Files are stored as they are (PDF, JPEG, PNG and WebP are compressed already) and
 * read one after the other, waiting for the client, so a large archive never sits in memory.
 */
export function archiveZip(archive: PersonalArchive, storage: FileStore): Readable {
  const { storage: blobs, ...data } = archive;
  const out = new PassThrough();
  let full = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    if (!out.write(chunk)) full = true;
    if (final) out.end();
  });
  const put = async (entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void }, bytes: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) => {
    zip.add(entry);
    for await (const chunk of bytes) {
      entry.push(chunk);
      if (full) {
        full = false;
        // A client that went away closes the stream: stop reading files for it.
        await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) throw new Error('archive download closed');
      }
    }
    entry.push(new Uint8Array(0), true);
  };

  void (async () => {
    await put(new ZipDeflate('data.json', { level: 6 }), [strToU8(JSON.stringify(data, null, 2))]);
    const stored = [
      ...(blobs.avatarKey ? [{ path: 'avatar.webp', key: blobs.avatarKey }] : []),
      ...blobs.files.map((f) => ({ path: f.path, key: f.storageKey })),
      ...blobs.myFiles,
    ];
    for (const { path, key } of stored) {
      // A file lost from the disk is left out rather than failing the whole archive; data.json still lists it.
      if (await storage.exists(key)) await put(new ZipPassThrough(path), storage.read(key));
    }
    zip.end();
  })().catch((error: unknown) => {
    if (!out.destroyed) out.destroy(error as Error);
  });
  return out;
}
