import type { FileType } from '@pharmacy/shared/files/constants';

/** "PDF", "JPEG", "PNG", "WebP": names people know, the same in every language. */
export function kindName(kind: FileType): string {
  if (kind === 'application/pdf') return 'PDF';
  return kind === 'image/webp' ? 'WebP' : kind.replace('image/', '').toUpperCase();
}

/** Left-to-right pieces ("54 KB") kept whole inside a right-to-left sentence (first-strong isolate). */
export const isolate = (text: string) => `\u2068${text}\u2069`;
