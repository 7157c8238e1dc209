import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS, toLanguage } from '../../../lib/language-tags';

// Arabic keeps Latin digits, as the invoices do, so a price reads the same as on the receipt.
const tag = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : LANGUAGE_TAGS[language]);

/** Integer euro cents in the reader's language: 1250 → "€12.50" (en), "12,50 €" (fr). */
export function formatPrice(cents: number, language: string): string {
  return new Intl.NumberFormat(tag(toLanguage(language)), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
