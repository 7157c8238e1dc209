import type { Language } from '@pharmacy/shared/languages';

/**
 * Each language named in itself, so a user who cannot read the current interface still finds their own.
 * These are deliberately the same in every interface language; `language.names.*` gives the translated name.
 */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  nl: 'Nederlands',
  de: 'Deutsch',
  vi: 'Tiếng Việt',
  cn: '简体中文',
  ar: 'العربية',
};

/** Short marks for the header button (ISO 639-1, in the language's own script for Chinese and Arabic). */
export const LANGUAGE_SHORT_LABELS: Record<Language, string> = {
  en: 'EN',
  fr: 'FR',
  nl: 'NL',
  de: 'DE',
  vi: 'VI',
  cn: '中文',
  ar: 'ع',
};
