import type { Language } from '@pharmacy/shared/languages';
import type { TranslationPart } from './translation-parts';

type Dictionary = { default: string };
type PartLoaders = Record<TranslationPart, () => Promise<Dictionary>>;

/**
 * Every language, English too, is a set of chunks (the `?raw&part=` imports are cut by vite.config.ts): a visit fetches
 * its own language's parts only. In the unit tests the query is ignored and each import is the whole dictionary.
 * Kept apart from lib/i18n.ts so the first-page preload (src/first-page.ts) can start a fetch without i18next.
 */
export const partLoaders: Record<Language, PartLoaders> = {
  en: {
    core: () => import('./en/translations.json?raw&part=core'),
    pages: () => import('./en/translations.json?raw&part=pages'),
    work: () => import('./en/translations.json?raw&part=work'),
    files: () => import('./en/translations.json?raw&part=files'),
    dashboards: () => import('./en/translations.json?raw&part=dashboards'),
  },
  fr: {
    core: () => import('./fr/translations.json?raw&part=core'),
    pages: () => import('./fr/translations.json?raw&part=pages'),
    work: () => import('./fr/translations.json?raw&part=work'),
    files: () => import('./fr/translations.json?raw&part=files'),
    dashboards: () => import('./fr/translations.json?raw&part=dashboards'),
  },
  nl: {
    core: () => import('./nl/translations.json?raw&part=core'),
    pages: () => import('./nl/translations.json?raw&part=pages'),
    work: () => import('./nl/translations.json?raw&part=work'),
    files: () => import('./nl/translations.json?raw&part=files'),
    dashboards: () => import('./nl/translations.json?raw&part=dashboards'),
  },
  de: {
    core: () => import('./de/translations.json?raw&part=core'),
    pages: () => import('./de/translations.json?raw&part=pages'),
    work: () => import('./de/translations.json?raw&part=work'),
    files: () => import('./de/translations.json?raw&part=files'),
    dashboards: () => import('./de/translations.json?raw&part=dashboards'),
  },
  vi: {
    core: () => import('./vi/translations.json?raw&part=core'),
    pages: () => import('./vi/translations.json?raw&part=pages'),
    work: () => import('./vi/translations.json?raw&part=work'),
    files: () => import('./vi/translations.json?raw&part=files'),
    dashboards: () => import('./vi/translations.json?raw&part=dashboards'),
  },
  cn: {
    core: () => import('./cn/translations.json?raw&part=core'),
    pages: () => import('./cn/translations.json?raw&part=pages'),
    work: () => import('./cn/translations.json?raw&part=work'),
    files: () => import('./cn/translations.json?raw&part=files'),
    dashboards: () => import('./cn/translations.json?raw&part=dashboards'),
  },
  ar: {
    core: () => import('./ar/translations.json?raw&part=core'),
    pages: () => import('./ar/translations.json?raw&part=pages'),
    work: () => import('./ar/translations.json?raw&part=work'),
    files: () => import('./ar/translations.json?raw&part=files'),
    dashboards: () => import('./ar/translations.json?raw&part=dashboards'),
  },
};
