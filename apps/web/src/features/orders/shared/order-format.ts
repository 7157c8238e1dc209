import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

// Arabic keeps Latin digits so amounts, codes and times read the same as on the customer's paper.
const tag = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : LANGUAGE_TAGS[language]);

/** Integer euro cents as an amount in the reader's language, e.g. 350 → "€3.50" (en) or "3,50 €" (fr). */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(tag(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(tag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Cents as the text of a price field: "3.50" (a dot or a comma is accepted back). */
export function centsToInput(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/**
 * A typed price ("3,5", "3.50", "€ 12", "1 234,00") as cents; undefined for an empty field, null when it is not a
 * price (negative, letters, more than two decimals).
 */
export function parseEuros(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return undefined;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A stored national number (11 digits) as printed on the card, "85.07.30-033.28"; anything else as it is. */
export function formatNiss(value: string): string {
  const m = /^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/.exec(value);
  return m ? `${m[1]}.${m[2]}.${m[3]}-${m[4]}.${m[5]}` : value;
}

/** A stored eID card number (12 digits) as printed on the card, "592-1234567-89". */
export function formatEid(value: string): string {
  const m = /^(\d{3})(\d{7})(\d{2})$/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}
