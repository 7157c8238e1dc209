import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import { I18N_NAMESPACE, LANGUAGE_STORAGE_KEY } from '@pharmacy/shared/settings/constants';
import en from '../locales/en/translations.json';

/**
 * English ships in the first bundle (it is the fallback); the other languages load on demand so the
 * login page does not carry seven dictionaries.
 */
const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('../locales/fr/translations.json'),
  nl: () => import('../locales/nl/translations.json'),
  de: () => import('../locales/de/translations.json'),
  vi: () => import('../locales/vi/translations.json'),
  cn: () => import('../locales/cn/translations.json'),
  ar: () => import('../locales/ar/translations.json'),
};

export async function loadLanguage(language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, I18N_NAMESPACE) || !loaders[language]) return;
  const module = await loaders[language]();
  i18n.addResourceBundle(language, I18N_NAMESPACE, module.default, true, true);
}

export async function changeLanguage(language: string): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { [I18N_NAMESPACE]: en } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [I18N_NAMESPACE],
      defaultNS: I18N_NAMESPACE,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        // Browsers say zh-CN; the product's code for Simplified Chinese is cn (SPEC §1).
        convertDetectedLanguage: (lng: string) => (lng.toLowerCase().startsWith('zh') ? 'cn' : lng.split('-')[0]),
      },
      react: { useSuspense: false },
    });
  // Only English is bundled, so resolvedLanguage is 'en' until the detected language's dictionary is loaded.
  const first = (i18n.language ?? DEFAULT_LANGUAGE).split('-')[0]!;
  const detected = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  await loadLanguage(detected);
  if (i18n.resolvedLanguage !== detected) await i18n.changeLanguage(detected);
  return i18n;
}

export { i18n };
