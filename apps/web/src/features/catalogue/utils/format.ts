import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

/** Integer euro cents as a price in the reader's language, e.g. 1234 → "€12.34" (en) or "12,34 €" (fr). */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A calendar date from the catalogue (YYYY-MM-DD); any other text is shown as it is. */
export function formatCatalogueDate(value: string, language: Language): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** The source's reimbursement notes are HTML (links, <br>): shown as plain text, never injected as markup. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/[ \t]+/g, ' ').trim();
}
