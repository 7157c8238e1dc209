import type { Language } from '@pharmacy/shared/languages';
import { formatFileSize } from '../../lib/file-size';
import { formatTag } from '../../lib/language-tags';
import { isolate } from '../../lib/bidi';

/** A date in the lists and details: day, month and year in the reader's language (Latin digits everywhere). */
export function formatFileDate(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(
    formatTag(language),
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

/** A size in the reader's language, kept whole in a right-to-left line. */
export function fileSize(bytes: number, language: Language): string {
  return isolate(formatFileSize(bytes, language));
}

/** The short name of a file type shown to people ("PDF", "JPEG"), kept whole in a right-to-left line. */
export function fileTypeName(mimeType: string | null): string {
  if (!mimeType) return '';
  return isolate(mimeType === 'application/pdf' ? 'PDF' : mimeType.replace('image/', '').toUpperCase());
}
