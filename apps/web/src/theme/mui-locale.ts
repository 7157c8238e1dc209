import { arSA, deDE, enUS, frFR, nlNL, viVN, zhCN } from '@mui/material/locale';
import type { Language } from '@pharmacy/shared/languages';

type Localization = typeof enUS;

/** MUI's own component texts (close buttons, pagination…) in the interface language. */
export const MUI_LOCALES: Record<Language, Localization> = {
  en: enUS,
  fr: frFR,
  nl: nlNL,
  de: deDE,
  vi: viVN,
  cn: zhCN,
  ar: arSA,
};
