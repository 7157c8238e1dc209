import { arSA, deDE, frFR, nlNL, viVN, zhCN } from '@mui/material/locale';
import type { Language } from '@pharmacy/shared/languages';
import type { Localization } from './mui-locale';

/** MUI's texts for the languages other than English; a chunk fetched with a non-English dictionary. */
export const MUI_LOCALE_TEXTS: Record<Exclude<Language, 'en'>, Localization> = {
  fr: frFR,
  nl: nlNL,
  de: deDE,
  vi: viVN,
  cn: zhCN,
  ar: arSA,
};
