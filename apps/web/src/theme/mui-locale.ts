import type { enUS } from '@mui/material/locale';
import type { Language } from '@pharmacy/shared/languages';

export type Localization = typeof enUS;

// MUI's components speak English by default (its enUS localisation is empty).
const loaded: Partial<Record<Language, Localization>> = { en: {} };

/** MUI's own component texts (close buttons, pagination…) in the interface language, English until they arrive. */
export function muiLocaleFor(language: Language): Localization {
  return loaded[language] ?? {};
}

/** Fetches MUI's texts for a language; lib/i18n.ts does it together with the language's dictionary. */
export async function loadMuiLocale(language: Language): Promise<void> {
  if (loaded[language]) return;
  const { MUI_LOCALE_TEXTS } = await import('./mui-locale-texts');
  loaded[language] = language === 'en' ? {} : MUI_LOCALE_TEXTS[language];
}
