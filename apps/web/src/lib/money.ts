import { formatTag, toLanguage } from './language-tags';

/*
 * Money on screen and in price fields: integer euro cents everywhere (as the server and the shared rules), turned
 * into text for the reader and read back from what a person typed without ever multiplying a float.
 */

const tagOf = (language: string) => formatTag(toLanguage(language));

/** Integer euro cents in the reader's language: 1250 → "€12.50" (en), "12,50 €" (fr). */
export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(tagOf(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/**
 * A typed price ("3,5", "3.50", "€ 12") as cents, from its digits: 12.34 → 1234, 0.3 → 30. Undefined for an empty
 * field, null when it is not a price (negative, letters, more than two decimals).
 */
export function parseEuros(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return undefined;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text of a price field, "12.34" (integer arithmetic; a credit note's negative amounts keep their sign). */
export function centsToInput(cents: number | null): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
