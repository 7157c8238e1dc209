import './fonts';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { useTranslation } from '../lib/translation';
import { useSettings } from '../components/settings/settings-provider';
import { createAppTheme } from './create-theme';
import { useDirectionCache } from './rtl-cache';
import { useDocumentAttributes } from './use-document-attributes';

export interface ThemeProviderProps {
  children: ReactNode;
}

/** MUI theme, emotion cache and document attributes derived from the user's settings and language. */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const { settings } = useSettings();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { direction, cache } = useDirectionCache(settings.themeDirection);
  const theme = useMemo(
    () =>
      createAppTheme(
        direction === settings.themeDirection ? settings : { ...settings, themeDirection: direction },
        language,
      ),
    [settings, direction, language],
  );
  useDocumentAttributes(direction, language);

  return (
    <CacheProvider value={cache}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </MuiThemeProvider>
    </CacheProvider>
  );
}
