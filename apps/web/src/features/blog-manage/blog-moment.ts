import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from '../../lib/language-tags';

/** A day and time in Belgium (the platform's clock), in the writer's language; Latin digits in Arabic. */
export function formatBlogMoment(iso: string, language: Language): string {
  const tag = formatTag(language);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );
}
