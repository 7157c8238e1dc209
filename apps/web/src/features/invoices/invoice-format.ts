import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../lib/language-tags';

// Arabic keeps Latin digits so amounts, numbers and dates read as on the printed invoice.
const tag = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : LANGUAGE_TAGS[language]);

/** Integer euro cents in the reader's language: 1250 → "€12.50" (en), "12,50 €" (fr). */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(tag(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A calendar day 'YYYY-MM-DD' as the reader writes it, read in UTC so no time zone moves it a day. */
export function formatDay(day: string | null, language: Language): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(tag(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A VAT rate as a percentage: 6 → "6%" (en), "6 %" (fr). */
export function formatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(tag(language), { style: 'percent' }).format(rate / 100);
}

/** Cents as the text of a price field: "3.50". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A typed price ("3,5", "3.50", "€ 12") as cents; undefined for an empty field, null when it is not a price
 * (negative, letters, more than two decimals).
 */
export function parseEuros(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return undefined;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Today in Brussels as 'YYYY-MM-DD' (the server's day for payments). */
export function todayInBrussels(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
