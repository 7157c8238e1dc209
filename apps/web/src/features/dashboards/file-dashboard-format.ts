import type { FileType } from '@pharmacy/shared/files/constants';

/** "PDF", "JPEG", "PNG", "WebP": names people know, the same in every language. */
export function kindName(kind: FileType): string {
  if (kind === 'application/pdf') return 'PDF';
  return kind === 'image/webp' ? 'WebP' : kind.replace('image/', '').toUpperCase();
}
