import type { Language } from '@pharmacy/shared/languages';
import { formatFileSize } from '../../lib/file-size';
import { formatTag } from '../../lib/language-tags';

/** A date in the lists and details: day, month and year in the reader's language (Latin digits everywhere). */
export function formatFileDate(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(
    formatTag(language),
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

/**
 * Left-to-right pieces ("54 KB", "PNG") set apart from the sentence around them, so an Arabic line keeps "54 KB"
 * whole instead of showing "KB 54" (first-strong isolate … pop directional isolate).
 */
const isolate = (text: string) => (text ? `\u2068${text}\u2069` : '');

/** A size in the reader's language, kept whole in a right-to-left line. */
export function fileSize(bytes: number, language: Language): string {
  return isolate(formatFileSize(bytes, language));
}

/** The short name of a file type shown to people ("PDF", "JPEG"), kept whole in a right-to-left line. */
export function fileTypeName(mimeType: string | null): string {
  if (!mimeType) return '';
  return isolate(mimeType === 'application/pdf' ? 'PDF' : mimeType.replace('image/', '').toUpperCase());
}
