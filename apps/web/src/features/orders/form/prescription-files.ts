import { ORDER_FILE_MAX_BYTES, type ORDER_FILE_TYPES } from '@pharmacy/shared/schemas/order';

/** The server keeps at most this many files per order. */
export const ORDER_FILES_MAX = 10;

/** What the file chooser offers: the types the server accepts, by extension too (the server checks both). */
export const ORDER_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

const EXTENSIONS: Record<string, (typeof ORDER_FILE_TYPES)[number]> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export type FileProblem = 'tooLarge' | 'type' | 'tooMany';

/**
 * Why a chosen file cannot be sent, or null. The browser checks size and name at once so nobody waits for an upload
 * to learn it; the server checks the content again.
 */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const type = EXTENSIONS[extension];
  if (!type || (file.type !== '' && file.type !== type)) return 'type';
  if (file.size > ORDER_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface FileRejection {
  name: string;
  problem: FileProblem;
}

/** Splits a choice into the files kept (up to the maximum, without the same file twice) and those refused. */
export function acceptFiles(current: readonly File[], chosen: readonly File[]) {
  const kept = [...current];
  const rejected: FileRejection[] = [];
  for (const file of chosen) {
    if (kept.some((f) => f.name === file.name && f.size === file.size && f.lastModified === file.lastModified)) continue;
    const problem = fileProblem(file) ?? (kept.length >= ORDER_FILES_MAX ? 'tooMany' : null);
    if (problem) rejected.push({ name: file.name, problem });
    else kept.push(file);
  }
  return { kept, rejected };
}
