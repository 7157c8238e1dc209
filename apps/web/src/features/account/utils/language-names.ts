import type { Language } from '@pharmacy/shared/languages';

/**
 * Each language in its own name and script, the same in every interface language, so people find theirs
 * even when the current interface is in a language they cannot read.
 */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  nl: 'Nederlands',
  de: 'Deutsch',
  vi: 'Tiếng Việt',
  cn: '简体中文',
  ar: 'العربية',
};

/** BCP 47 tags for `lang` attributes and Intl (the product's `cn` is Simplified Chinese). */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  nl: 'nl',
  de: 'de',
  vi: 'vi',
  cn: 'zh-Hans',
  ar: 'ar',
};
