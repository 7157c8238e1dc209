import { DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_STORAGE_KEY } from '@pharmacy/shared/settings/constants';
import { partLoaders } from '../locales/part-loaders';
import { pickPart, TRANSLATION_PARTS } from '../locales/translation-parts';
import type { TranslationPart } from '../locales/translation-parts';
import { loadMuiLocale } from '../theme/mui-locale';
import { loadRtlCache } from '../theme/rtl-cache';
import { firstLanguage } from './first-language';
import { Translator } from './translator';

/**
 * The app's one translator. A text asked for before its part has arrived (a route that did not name the part) fetches
 * every part: the page shows the key for a moment instead of for good; components render again when a part is added.
 */
const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE, () => {
  void loadTranslations(TRANSLATION_PARTS).catch(() => undefined);
});
let initialized = false;

/** The parts some page has asked for so far: a language switch fetches the same ones in the new language. */
const wantedParts = new Set<TranslationPart>(['core']);
const fetched = new Map<string, Promise<void>>();

function loadPart(language: Language, part: TranslationPart): Promise<void> {
  const id = `${language}:${part}`;
  let loading = fetched.get(id);
  if (!loading) {
    loading = partLoaders[language][part]().then((module) => {
      const dictionary = pickPart(JSON.parse(module.default) as Record<string, unknown>, part);
      i18n.addResources(language, dictionary);
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
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The choice is kept in local storage, where src/first-page.ts and the next visit read it (lib/first-language.ts). */
function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
}

/** Fetches parts of the current language's dictionary (a route's lazy loader awaits this before its page shows). */
export async function loadTranslations(parts: readonly TranslationPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  // Before initI18n (a test's setup) this only marks the parts: initI18n loads them.
  if (!initialized) return;
  await Promise.all(parts.map((part) => loadPart(currentLanguage(), part)));
}

/** Switches to a supported language once its texts (and MUI's, and Arabic's rtl styles) have arrived. */
export async function changeLanguage(language: string): Promise<void> {
  const code = language.split('-')[0]!;
  if (!isLanguage(code)) return;
  await loadLanguage(code);
  remember(code);
  i18n.changeLanguage(code);
}

/** Detects the language (the stored choice, then the browser's) and loads its texts. Calling it again is harmless. */
export async function initI18n(): Promise<Translator> {
  const language = initialized ? currentLanguage() : firstLanguage();
  initialized = true;
  await loadLanguage(language);
  remember(language);
  i18n.changeLanguage(language);
  return i18n;
}

export { i18n };
