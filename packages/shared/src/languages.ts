/** SPEC §1 languages plus Belgium's Dutch and German (docs/PRODUCT.md "Languages"). */
export const LANGUAGES = ['en', 'fr', 'nl', 'de', 'vi', 'cn', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionFor(language: string): 'ltr' | 'rtl' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
