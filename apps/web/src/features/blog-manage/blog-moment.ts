import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../lib/language-tags';

/** A day and time in Belgium (the platform's clock), in the writer's language; Latin digits in Arabic. */
export function formatBlogMoment(iso: string, language: Language): string {
  const tag = language === 'ar' ? 'ar-u-nu-latn' : LANGUAGE_TAGS[language];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );
}
