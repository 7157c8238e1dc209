import { DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';

/** BCP 47 tags for `<html lang>`: the product's `cn` is Simplified Chinese, which browsers know as zh-Hans. */
const HTML_LANG: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  nl: 'nl',
  de: 'de',
  vi: 'vi',
  cn: 'zh-Hans',
  ar: 'ar',
};

export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function htmlLangFor(language: string | undefined): string {
  return HTML_LANG[toLanguage(language)];
}
