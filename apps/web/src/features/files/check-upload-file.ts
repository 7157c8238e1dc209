import { FILE_MAX_BYTES, FILE_TYPES } from '@pharmacy/shared/files/constants';

/** What the file picker offers; the server decides by the bytes (lib/read-upload.ts). */
export const UPLOAD_ACCEPT = [...FILE_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',');

export type UploadProblem = 'type' | 'size' | 'empty';

/** A quick look before sending, so a wrong file fails at once: its type by the browser's guess, then its size. */
export function checkUploadFile(file: File): UploadProblem | null {
  if (!(FILE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > FILE_MAX_BYTES) return 'size';
  return null;
}
