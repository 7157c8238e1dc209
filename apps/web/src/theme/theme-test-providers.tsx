import type { ReactNode } from 'react';
import { SettingsProvider } from '../components/settings/settings-provider';
import { SETTINGS_KEYS } from '../components/settings/settings-cookie';
import { ThemeProvider } from './theme-provider';

/** Test helper: the settings and theme providers as the app nests them. */
export function ThemeTestProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <ThemeProvider>{children}</ThemeProvider>
    </SettingsProvider>
  );
}

/** Test helper: forget every stored setting (jsdom keeps cookies for the whole file). */
export function clearAllSettingsCookies() {
  for (const key of SETTINGS_KEYS) document.cookie = `${key}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
