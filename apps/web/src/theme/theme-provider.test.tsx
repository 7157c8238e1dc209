import { act, render, waitFor } from '@testing-library/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSettings } from '../components/settings/settings-provider';
import { changeLanguage, initI18n } from '../lib/i18n';
import { ThemeTestProviders, clearAllSettingsCookies } from './theme-test-providers';

let latest: { direction: string; primary: string; update: ReturnType<typeof useSettings>['update'] } | null = null;

function Probe() {
  const theme = useTheme();
  const { update } = useSettings();
  latest = { direction: theme.direction, primary: theme.palette.primary.main, update };
  return (
    <Box className="probe" sx={{ marginLeft: '17px' }}>
      probe
    </Box>
  );
}

/** The CSS emotion inserted for the probe's margin, under each cache key. */
const probeRules = () =>
  [...document.head.querySelectorAll('style[data-emotion]')]
    .filter((s) => s.textContent?.includes('17px'))
    .map((s) => `${s.getAttribute('data-emotion')?.split(' ')[0]} ${s.textContent}`);

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  clearAllSettingsCookies();
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ThemeProvider', () => {
  it('builds the theme from the settings and follows their changes', () => {
    render(
      <ThemeTestProviders>
        <Probe />
      </ThemeTestProviders>,
    );
    expect(latest?.primary).toBe('#00A76F');
    act(() => latest?.update({ themeColorPresets: 'purple' }));
    expect(latest?.primary.toLowerCase()).toBe('#7635dc');
  });

  it('keeps <html dir> in sync and styles rtl through its own emotion cache, fetched with the first rtl page', async () => {
    render(
      <ThemeTestProviders>
        <Probe />
      </ThemeTestProviders>,
    );
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(probeRules().some((rule) => rule.startsWith('mui ') && rule.includes('margin-left:17px'))).toBe(true);

    act(() => latest?.update({ themeDirection: 'rtl' }));
    // Theme, cache and <html dir> switch together once the rtl styles have arrived.
    await waitFor(() => expect(latest?.direction).toBe('rtl'));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    // stylis-plugin-rtl mirrors the physical margin under the muirtl key.
    expect(probeRules().some((rule) => rule.startsWith('muirtl ') && rule.includes('margin-right:17px'))).toBe(true);
  });

  it('keeps <html lang> in sync with the language, zh-Hans for cn', async () => {
    render(
      <ThemeTestProviders>
        <Probe />
      </ThemeTestProviders>,
    );
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    await act(() => changeLanguage('cn'));
    expect(document.documentElement.getAttribute('lang')).toBe('zh-Hans');
    await act(() => changeLanguage('nl'));
    expect(document.documentElement.getAttribute('lang')).toBe('nl');
  });
});
