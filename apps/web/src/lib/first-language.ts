import { DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_STORAGE_KEY } from '@pharmacy/shared/settings/constants';

/**
 * The language to show: the stored choice, then the browser's languages (zh-* being cn). lib/i18n.ts starts on it,
 * and src/first-page.ts reads it to fetch the right dictionary before the app's bundle has arrived.
 */
export function firstLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  const codes = [stored, ...(navigator.languages?.length ? navigator.languages : [navigator.language])];
  return (
    codes
      .filter((code): code is string => !!code)
      .map((code) => (code.toLowerCase().startsWith('zh') ? 'cn' : code.split('-')[0]))
      .find(isLanguage) ?? DEFAULT_LANGUAGE
  );
}
