import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@pharmacy/shared/settings/settings';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { ThemeTestProviders, clearAllSettingsCookies } from '../../theme/theme-test-providers';
import { readStoredSettings } from './settings-cookie';
import { SettingsProvider, useSettings } from './settings-provider';

function Probe() {
  const s = useSettings();
  return (
    <div>
      <output data-testid="settings">{JSON.stringify(s.settings)}</output>
      <output data-testid="can-reset">{String(s.canReset)}</output>
      <button onClick={s.toggleMode}>mode</button>
      <button onClick={s.toggleLayout}>layout</button>
      <button onClick={s.toggleContrast}>contrast</button>
      <button onClick={s.toggleStretch}>stretch</button>
      <button onClick={() => s.update({ themeColorPresets: 'cyan' })}>cyan</button>
      <button onClick={() => s.update({ themeMode: 'sepia' as never })}>bad</button>
      <button onClick={s.reset}>reset</button>
    </div>
  );
}

const current = () => JSON.parse(screen.getByTestId('settings').textContent ?? '{}');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  clearAllSettingsCookies();
  await changeLanguage('en');
  clearAllSettingsCookies();
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('SettingsProvider', () => {
  it('starts from the SPEC defaults when nothing is stored', () => {
    render(<SettingsProvider><Probe /></SettingsProvider>);
    expect(current()).toEqual(DEFAULT_SETTINGS);
    expect(screen.getByTestId('can-reset').textContent).toBe('false');
  });

  it('toggles mode, layout, contrast and stretch, and keeps them across a re-mount', () => {
    const first = render(<SettingsProvider><Probe /></SettingsProvider>);
    click('mode');
    click('layout');
    click('contrast');
    click('stretch');
    click('cyan');
    const expected = {
      ...DEFAULT_SETTINGS,
      themeMode: 'dark',
      themeLayout: 'mini',
      themeContrast: 'bold',
      themeStretch: true,
      themeColorPresets: 'cyan',
    };
    expect(current()).toEqual(expected);
    expect(screen.getByTestId('can-reset').textContent).toBe('true');
    first.unmount();

    render(<SettingsProvider><Probe /></SettingsProvider>);
    expect(current()).toEqual(expected);
    click('mode');
    expect(current().themeMode).toBe('light');
  });

  it('ignores values outside the SPEC lists', () => {
    render(<SettingsProvider><Probe /></SettingsProvider>);
    click('mode');
    click('bad');
    expect(current().themeMode).toBe('light');
  });

  it('reset restores the defaults and clears the stored cookies', () => {
    render(<SettingsProvider><Probe /></SettingsProvider>);
    click('mode');
    click('stretch');
    expect(readStoredSettings().themeMode).toBe('dark');
    click('reset');
    expect(current()).toEqual(DEFAULT_SETTINGS);
    expect(readStoredSettings()).toEqual({});
    expect(screen.getByTestId('can-reset').textContent).toBe('false');
  });

  it('direction follows the language: Arabic is rtl, the others ltr (SPEC §4)', async () => {
    render(<ThemeTestProviders><Probe /></ThemeTestProviders>);
    expect(current().themeDirection).toBe('ltr');

    await act(() => changeLanguage('ar'));
    expect(current().themeDirection).toBe('rtl');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');

    await act(() => changeLanguage('cn'));
    expect(current().themeDirection).toBe('ltr');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.getAttribute('lang')).toBe('zh-Hans');
  });

  it('opens in rtl when the language is already Arabic and no direction is stored', async () => {
    await changeLanguage('ar');
    render(<SettingsProvider><Probe /></SettingsProvider>);
    expect(current().themeDirection).toBe('rtl');
  });

  it('a stored direction wins over the language at start', async () => {
    document.cookie = 'themeDirection=ltr; path=/';
    await changeLanguage('ar');
    render(<SettingsProvider><Probe /></SettingsProvider>);
    expect(current().themeDirection).toBe('ltr');
  });
});
