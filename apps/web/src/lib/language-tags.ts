import { DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';

/** BCP 47 tags for `lang` attributes and Intl: the product's `cn` is Simplified Chinese, known to browsers as zh-Hans. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  nl: 'nl',
  de: 'de',
  vi: 'vi',
  cn: 'zh-Hans',
  ar: 'ar',
};

/** The tag to format numbers and dates with: Arabic keeps Latin digits, so amounts, codes and times read as on paper. */
export function formatTag(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : LANGUAGE_TAGS[language];
}

/** One of the product's seven codes; anything else (a detector's `en-US`, undefined) is the default language. */
export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The `lang` attribute value for an interface language. */
export function htmlLangFor(language: string | undefined): string {
  return LANGUAGE_TAGS[toLanguage(language)];
}
