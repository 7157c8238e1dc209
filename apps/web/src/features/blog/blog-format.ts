import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from '../../lib/language-tags';

/** A post's day in the reader's language (Latin digits in Arabic, as everywhere in the product). */
export function formatBlogDate(iso: string | null, language: Language): string {
  if (!iso) return '';
  const tag = formatTag(language);
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}
