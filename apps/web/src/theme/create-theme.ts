import { createTheme, enhanceHighContrast } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { BORDER_RADIUS } from '@pharmacy/shared/settings/constants';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';
import { buildComponents } from './components';
import { toLanguage } from '../lib/language-tags';
import { muiLocaleFor } from './mui-locale';
import { AA_TEXT_RATIO, AAA_TEXT_RATIO, accessibleTone, buildPalette, presetMainColor, surfacesFor } from './palette';
import { buildTypography } from './typography';

/** The whole MUI theme as a pure function of the settings (SPEC §3) and the interface language. */
export function createAppTheme(settings: ThemeSettings, language?: string): Theme {
  const bold = settings.themeContrast === 'bold';
  const paper = surfacesFor(settings.themeMode, settings.themeContrast).paper;
  const primaryText = accessibleTone(
    presetMainColor(settings.themeColorPresets),
    paper,
    bold ? AAA_TEXT_RATIO : AA_TEXT_RATIO,
  );
  const theme = createTheme(
    {
      direction: settings.themeDirection,
      palette: buildPalette(settings),
      shape: { borderRadius: BORDER_RADIUS },
      typography: buildTypography(settings.themeDirection),
      components: buildComponents({ mode: settings.themeMode, bold, primaryText }),
      // The ring takes the readable primary shade, so it stays visible (3:1) with light presets like orange.
      focusVisible: { outlineColor: primaryText, outlineWidth: bold ? 3 : 2 },
      motion: { reducedMotion: 'system' },
    },
    muiLocaleFor(toLanguage(language)),
  );
  // Windows high-contrast (forced colours) users get system colours on MUI controls.
  return enhanceHighContrast(theme);
}
