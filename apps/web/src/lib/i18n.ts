import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';
import { I18N_NAMESPACE, LANGUAGE_STORAGE_KEY } from '@pharmacy/shared/settings/constants';
import { partLoaders } from '../locales/part-loaders';
import { pickPart, TRANSLATION_PARTS } from '../locales/translation-parts';
import type { TranslationPart } from '../locales/translation-parts';
import { loadMuiLocale } from '../theme/mui-locale';
import { loadRtlCache } from '../theme/rtl-cache';

/** The parts some page has asked for so far: a language switch fetches the same ones in the new language. */
const wantedParts = new Set<TranslationPart>(['core']);
const fetched = new Map<string, Promise<void>>();

function loadPart(language: Language, part: TranslationPart): Promise<void> {
  const id = `${language}:${part}`;
  let loading = fetched.get(id);
  if (!loading) {
    loading = partLoaders[language][part]().then((module) => {
      const dictionary = pickPart(JSON.parse(module.default) as Record<string, unknown>, part);
      i18n.addResourceBundle(language, I18N_NAMESPACE, dictionary, true, true);
    });
    // A failed download (offline) is tried again by the next call.
    loading.catch(() => fetched.delete(id));
    fetched.set(id, loading);
  }
  return loading;
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    ...[...wantedParts].map((part) => loadPart(language, part)),
    loadMuiLocale(language),
    // Arabic turns the page rtl (SPEC §4): its styles arrive with the dictionary, so both switch at once.
    language === 'ar' ? loadRtlCache() : undefined,
  ]);
}

function currentLanguage(): Language {
  const language = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0];
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Fetches parts of the current language's dictionary (a route's lazy loader awaits this before its page shows). */
export async function loadTranslations(parts: readonly TranslationPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  // Before initI18n (a test's setup) this only marks the parts: initI18n loads them.
  if (!i18n.isInitialized) return;
  await Promise.all(parts.map((part) => loadPart(currentLanguage(), part)));
}

export async function changeLanguage(language: string): Promise<void> {
  if (isLanguage(language)) await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {},
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
      // A text asked for before its part has arrived (a route that did not name the part) fetches every part:
      // the page shows the key for a moment instead of for good. Components re-render when a part is added.
      saveMissing: true,
      missingKeyHandler: () => void loadTranslations(TRANSLATION_PARTS).catch(() => undefined),
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  const detected = currentLanguage();
  await loadLanguage(detected);
  if (i18n.resolvedLanguage !== detected) await i18n.changeLanguage(detected);
  return i18n;
}

export { i18n };
