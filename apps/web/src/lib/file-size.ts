import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from './language-tags';

const UNITS = ['B', 'KB', 'MB'] as const;

/** Bytes as a short size in the reader's language with Latin digits, e.g. 1 536 000 → "1.5 MB" (en), "1,5 MB" (fr). */
export function formatFileSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const tag = formatTag(language);
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
