import { isLanguage } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

/** Two letters for an avatar without a photo. */
export function initials(person: { first_name?: string; last_name?: string; displayName: string; email?: string }): string {
  const parts = person.first_name !== undefined ? [person.first_name, person.last_name ?? ''] : person.displayName.split(' ');
  const letters = parts.map((p) => p.trim().charAt(0)).join('').slice(0, 2);
  return (letters || person.email?.charAt(0) || '?').toUpperCase();
}

/** A date in the reader's language; Arabic keeps Latin digits. */
export function formatDate(iso: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const tag = language === 'ar' ? 'ar-u-nu-latn' : isLanguage(language) ? LANGUAGE_TAGS[language] : language;
  return new Intl.DateTimeFormat(tag, { dateStyle: style }).format(date);
}
