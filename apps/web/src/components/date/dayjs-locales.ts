import type { Language } from '@pharmacy/shared/languages';

/** dayjs's name for each interface language (the product's `cn` is Simplified Chinese). */
export const DAYJS_LOCALES: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  nl: 'nl',
  de: 'de',
  vi: 'vi',
  cn: 'zh-cn',
  ar: 'ar',
};

// English is built into dayjs; the others are fetched the first time a date picker needs them.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  nl: () => import('dayjs/locale/nl'),
  de: () => import('dayjs/locale/de'),
  vi: () => import('dayjs/locale/vi'),
  cn: () => import('dayjs/locale/zh-cn'),
  ar: () => import('dayjs/locale/ar'),
};

const loaded = new Set<Language>(['en']);

export function isDayjsLocaleLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** Registers the language's dayjs locale (importing it is what registers it) and gives its dayjs name. */
export async function loadDayjsLocale(language: Language): Promise<string> {
  if (language !== 'en' && !loaded.has(language)) {
    await loaders[language]();
    loaded.add(language);
  }
  return DAYJS_LOCALES[language];
}
