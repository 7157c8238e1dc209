import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, sanitizeSettings, settingsReducer } from './settings';

describe('settingsReducer (SPEC §4 theme)', () => {
  it('toggles mode, layout, contrast and stretch both ways', () => {
    let s = settingsReducer(DEFAULT_SETTINGS, { type: 'toggleMode' });
    expect(s.themeMode).toBe('dark');
    expect(settingsReducer(s, { type: 'toggleMode' }).themeMode).toBe('light');
    s = settingsReducer(DEFAULT_SETTINGS, { type: 'toggleLayout' });
    expect(s.themeLayout).toBe('mini');
    expect(settingsReducer(s, { type: 'toggleLayout' }).themeLayout).toBe('vertical');
    s = settingsReducer(DEFAULT_SETTINGS, { type: 'toggleContrast' });
    expect(s.themeContrast).toBe('bold');
    expect(settingsReducer(s, { type: 'toggleContrast' }).themeContrast).toBe('default');
    expect(settingsReducer(DEFAULT_SETTINGS, { type: 'toggleStretch' }).themeStretch).toBe(true);
  });

  it('sets direction rtl for Arabic and ltr for every other language', () => {
    expect(settingsReducer(DEFAULT_SETTINGS, { type: 'language', language: 'ar' }).themeDirection).toBe('rtl');
    const rtl = { ...DEFAULT_SETTINGS, themeDirection: 'rtl' as const };
    for (const l of ['en', 'fr', 'nl', 'de', 'vi', 'cn']) {
      expect(settingsReducer(rtl, { type: 'language', language: l }).themeDirection).toBe('ltr');
    }
  });

  it('resets to light, ltr, default contrast, vertical, default preset, not stretched', () => {
    const changed = settingsReducer(DEFAULT_SETTINGS, {
      type: 'set',
      patch: { themeMode: 'dark', themeDirection: 'rtl', themeContrast: 'bold', themeLayout: 'mini', themeColorPresets: 'red', themeStretch: true },
    });
    expect(changed).toEqual({
      themeMode: 'dark', themeDirection: 'rtl', themeContrast: 'bold', themeLayout: 'mini', themeColorPresets: 'red', themeStretch: true,
    });
    expect(settingsReducer(changed, { type: 'reset' })).toEqual({
      themeMode: 'light', themeDirection: 'ltr', themeContrast: 'default', themeLayout: 'vertical', themeColorPresets: 'default', themeStretch: false,
    });
  });

  it('drops unknown values read from an untrusted cookie', () => {
    expect(sanitizeSettings({ themeMode: 'neon', themeColorPresets: 'cyan', themeStretch: 'yes' })).toEqual({
      ...DEFAULT_SETTINGS,
      themeColorPresets: 'cyan',
    });
    expect(sanitizeSettings({ themeStretch: 'true' }).themeStretch).toBe(true);
  });
});
