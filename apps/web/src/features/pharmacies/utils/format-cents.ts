import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

/** Integer euro cents as an amount in the reader's language, e.g. 350 → "€3.50" (en) or "3,50 €" (fr). */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
