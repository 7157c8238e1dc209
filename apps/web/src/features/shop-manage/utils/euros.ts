import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

/**
 * Prices are typed in euros and sent in integer cents. Parsing the text's digits (never `Number("0.3") * 100`)
 * keeps 12.34 → 1234 and 0.30 → 30 exact, without floating-point drift.
 */

/** A typed price ("3,5", "3.50", "€ 12") as cents; undefined for an empty field, null when it is not a price. */
export function eurosToCents(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return undefined;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text of a price field: 1234 → "12.34" (integer arithmetic, no rounding surprises). */
export function centsToEuros(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

// Arabic keeps Latin digits so amounts read as on the receipts and invoices.
const tagOf = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : LANGUAGE_TAGS[language]);

/** Integer euro cents in the reader's language: 1250 → "€12.50" (en), "12,50 €" (fr). */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(tagOf(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
