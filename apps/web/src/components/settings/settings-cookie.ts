import Cookies from 'js-cookie';
import { SETTINGS_COOKIE_DAYS, SETTINGS_COOKIE_PATH } from '@pharmacy/shared/settings/constants';
import { DEFAULT_SETTINGS, sanitizeSettings } from '@pharmacy/shared/settings/settings';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';

/** One cookie per setting, named after the SPEC §3 field. */
export const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof ThemeSettings)[];

export type StoredSettings = Partial<Record<keyof ThemeSettings, string>>;

export function settingsCookieAttributes(): Cookies.CookieAttributes {
  return {
    expires: SETTINGS_COOKIE_DAYS,
    path: SETTINGS_COOKIE_PATH,
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

/** The raw cookie values that exist, so callers can tell "not stored" from "stored default". */
export function readStoredSettings(): StoredSettings {
  const stored: StoredSettings = {};
  for (const key of SETTINGS_KEYS) {
    const value = Cookies.get(key);
    if (value !== undefined) stored[key] = value;
  }
  return stored;
}

/** Cookies are user-editable: anything unknown falls back to the SPEC defaults. */
export function readSettingsCookies(): ThemeSettings {
  return sanitizeSettings(readStoredSettings());
}

export function writeSettingsCookies(settings: ThemeSettings): void {
  const attributes = settingsCookieAttributes();
  for (const key of SETTINGS_KEYS) Cookies.set(key, String(settings[key]), attributes);
}

/** SPEC §4: reset clears the stored settings. */
export function clearSettingsCookies(): void {
  for (const key of SETTINGS_KEYS) Cookies.remove(key, { path: SETTINGS_COOKIE_PATH });
}
