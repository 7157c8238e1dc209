import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BDPM_FILES, type BdpmFileName } from './import-report';

export type BdpmFiles = Record<BdpmFileName, Uint8Array>;

/** A download or file larger than this is refused: the biggest BDPM file is a few MB. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 120_000;

export class CatalogueSourceError extends Error {}

export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * The URL of one file: `{file}` in the source is replaced by the name; a source ending in `=` (a query such as
 * `…?fichier=`) gets the name appended; otherwise the name is a path below the source.
 */
export function fileUrl(source: string, name: string): string {
  if (source.includes('{file}')) return source.replaceAll('{file}', encodeURIComponent(name));
  if (source.endsWith('=')) return `${source}${encodeURIComponent(name)}`;
  return new URL(encodeURIComponent(name), source.endsWith('/') ? source : `${source}/`).toString();
}

async function download(url: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    throw new CatalogueSourceError(`Could not download ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok || !response.body) throw new CatalogueSourceError(`Could not download ${url}: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FILE_BYTES) throw new CatalogueSourceError(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_FILE_BYTES) throw new CatalogueSourceError(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The five files from a folder (names matched without regard to case) or from a URL. All five are required. */
export async function readBdpmSource(source: string): Promise<BdpmFiles> {
  const files: Partial<BdpmFiles> = {};
  if (isUrl(source)) {
    for (const name of BDPM_FILES) files[name] = await download(fileUrl(source, name));
    return files as BdpmFiles;
  }
  let entries: string[];
  try {
    if (!(await stat(source)).isDirectory()) throw new CatalogueSourceError(`${source} is not a folder`);
    entries = await readdir(source);
  } catch (error) {
    if (error instanceof CatalogueSourceError) throw error;
    throw new CatalogueSourceError(`Cannot read the folder ${source}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const missing: string[] = [];
  for (const name of BDPM_FILES) {
    const entry = entries.find((e) => e.toLowerCase() === name.toLowerCase());
    if (!entry) {
      missing.push(name);
      continue;
    }
    const path = join(source, entry);
    if ((await stat(path)).size > MAX_FILE_BYTES) throw new CatalogueSourceError(`${path} is larger than ${MAX_FILE_BYTES} bytes`);
    files[name] = await readFile(path);
  }
  if (missing.length) throw new CatalogueSourceError(`${source} lacks ${missing.join(', ')}; nothing was changed.`);
  return files as BdpmFiles;
}
