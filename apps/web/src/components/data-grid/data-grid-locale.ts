import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, deDE, enUS, frFR, nlNL, viVN, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '@pharmacy/shared/languages';

type GridLocalization = typeof enUS;

/** The grid's own texts (column menu, pagination, selection) in the interface language; MUI has all seven. */
const GRID_LOCALES: Record<Language, GridLocalization> = { en: enUS, fr: frFR, nl: nlNL, de: deDE, vi: viVN, cn: zhCN, ar: arSD };

export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const locale = GRID_LOCALES[language as Language] ?? enUS;
  return locale.components.MuiDataGrid.defaultProps.localeText;
}
