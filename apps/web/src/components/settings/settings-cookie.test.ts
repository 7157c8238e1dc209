import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@pharmacy/shared/settings/settings';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';
import { clearAllSettingsCookies } from '../../theme/theme-test-providers';
import {
  SETTINGS_KEYS,
  clearSettingsCookies,
  readSettingsCookies,
  readStoredSettings,
  writeSettingsCookies,
} from './settings-cookie';

const CUSTOM: ThemeSettings = {
  themeMode: 'dark',
  themeDirection: 'rtl',
  themeContrast: 'bold',
  themeLayout: 'mini',
  themeColorPresets: 'orange',
  themeStretch: true,
};

/** What the browser was asked to store, attribute by attribute. */
function captureCookieWrites() {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () =>
    setter.mock.calls.map(([raw]) => {
      const [pair, ...attributes] = String(raw).split(';').map((part) => part.trim());
      const [name, value] = pair.split('=');
      const attrs = Object.fromEntries(
        attributes.map((attribute) => {
          const [key, ...rest] = attribute.split('=');
          return [key.toLowerCase(), rest.join('=')];
        }),
      );
      return { name, value, attrs };
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  clearAllSettingsCookies();
});

describe('settings cookies (SPEC §9: 3 days, path /)', () => {
  it('stores every setting in its own cookie for 3 days on path / with SameSite=Lax', () => {
    const writes = captureCookieWrites();
    const before = Date.now();
    writeSettingsCookies(CUSTOM);

    const written = writes();
    expect(written.map((w) => w.name).sort()).toEqual([...SETTINGS_KEYS].sort());
    for (const { name, value, attrs } of written) {
      expect(value).toBe(String(CUSTOM[name as keyof ThemeSettings]));
      expect(attrs.path).toBe('/');
      expect(attrs.samesite?.toLowerCase()).toBe('lax');
      const days = (Date.parse(attrs.expires) - before) / 86_400_000;
      expect(days).toBeGreaterThan(2.99);
      expect(days).toBeLessThanOrEqual(3.0001);
    }
  });

  it('reads back what it stored', () => {
    writeSettingsCookies(CUSTOM);
    expect(readSettingsCookies()).toEqual(CUSTOM);
  });

  it('replaces unknown or tampered values with the defaults', () => {
    document.cookie = 'themeMode=purple; path=/';
    document.cookie = 'themeColorPresets=<script>; path=/';
    document.cookie = 'themeStretch=yes; path=/';
    document.cookie = 'themeLayout=mini; path=/';
    expect(readSettingsCookies()).toEqual({ ...DEFAULT_SETTINGS, themeLayout: 'mini' });
  });

  it('reports which settings are stored at all', () => {
    expect(readStoredSettings()).toEqual({});
    document.cookie = 'themeDirection=rtl; path=/';
    expect(readStoredSettings()).toEqual({ themeDirection: 'rtl' });
  });

  it('reset clears every stored setting (SPEC §4)', () => {
    writeSettingsCookies(CUSTOM);
    expect(Object.keys(readStoredSettings())).toHaveLength(SETTINGS_KEYS.length);
    const writes = captureCookieWrites();
    clearSettingsCookies();
    expect(readStoredSettings()).toEqual({});
    // Removal must target path / too, or the browser keeps the cookies set there.
    expect(writes().every((w) => w.attrs.path === '/')).toBe(true);
    expect(readSettingsCookies()).toEqual(DEFAULT_SETTINGS);
  });
});
