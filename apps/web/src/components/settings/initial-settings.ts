import { sanitizeSettings, settingsReducer } from '@pharmacy/shared/settings/settings';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';
import { i18n } from '../../lib/i18n';
import { readStoredSettings } from './settings-cookie';

/** The interface language without a region (`en`, not `en-US`), once i18n knows it. */
export function currentLanguage(): string | undefined {
  const language = i18n.language;
  return language ? language.split('-')[0] : undefined;
}

/**
 * Stored settings win. Without a stored direction the language decides it: the language lives in local
 * storage for good while the cookies expire after 3 days, and an Arabic page must not come back ltr.
 */
export function initialSettings(): ThemeSettings {
  const stored = readStoredSettings();
  const settings = sanitizeSettings(stored);
  const language = currentLanguage();
  if (stored.themeDirection !== undefined || !language) return settings;
  return settingsReducer(settings, { type: 'language', language });
}
