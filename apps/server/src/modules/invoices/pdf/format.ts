import type { Language } from '@pharmacy/shared/languages';

/** Latin digits in every language, as in the invoice e-mail (amounts, dates and codes read left to right). */
const LOCALES: Record<Language, string> = { en: 'en-BE', fr: 'fr-BE', nl: 'nl-BE', de: 'de-BE', vi: 'vi-VN', cn: 'zh-CN', ar: 'ar-u-nu-latn' };

/** Intl's bidi marks: the PDF's own bidi layer decides directions, and the fonts have no glyph for them. */
const MARKS = /[\u200E\u200F\u061C]/g;

export interface Formats {
  money(cents: number): string;
  /** 'YYYY-MM-DD' → a long date in the language (a calendar date: no time zone shift). */
  date(iso: string): string;
  rate(percent: number): string;
  quantity(count: number): string;
}

const cache = new Map<Language, Formats>();

export function formatsFor(language: Language): Formats {
  let formats = cache.get(language);
  if (!formats) {
    const locale = LOCALES[language];
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats = {
      // Whole cents → euros: a division by 100 of a safe integer is exact to the cent for display.
      money: (cents) => money.format(cents / 100).replace(MARKS, ''),
      date: (iso) => date.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)).replace(MARKS, ''),
      rate: (percent) => rate.format(percent / 100).replace(MARKS, ''),
      quantity: (n) => count.format(n).replace(MARKS, ''),
    };
    cache.set(language, formats);
  }
  return formats;
}
