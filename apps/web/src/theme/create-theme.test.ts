import { getContrastRatio } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BORDER_RADIUS } from '@pharmacy/shared/settings/constants';
import { DEFAULT_SETTINGS, THEME_COLOR_PRESETS, THEME_MODES } from '@pharmacy/shared/settings/settings';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';
import { createAppTheme } from './create-theme';
import { loadMuiLocale } from './mui-locale';
import { accessibleTone, overlayColor, readableText } from './palette';

// SPEC §9, written out again on purpose: the test must not read the values it checks from the code.
const SPEC_PRESETS = {
  cyan: '#078DEE',
  purple: '#7635dc',
  blue: '#2065D1',
  orange: '#fda92d',
  red: '#FF3030',
} as const;

const themeFor = (patch: Partial<ThemeSettings>, language?: string) =>
  createAppTheme({ ...DEFAULT_SETTINGS, ...patch }, language);

describe('createAppTheme', () => {
  it('uses the SPEC hex of each colour preset as primary.main, and the template green by default', () => {
    for (const [preset, hex] of Object.entries(SPEC_PRESETS)) {
      const theme = themeFor({ themeColorPresets: preset as ThemeSettings['themeColorPresets'] });
      expect(theme.palette.primary.main.toLowerCase(), preset).toBe(hex.toLowerCase());
    }
    expect(themeFor({}).palette.primary.main).toBe('#00A76F');
  });

  it('gives every preset a text colour readable on it (WCAG AA 4.5:1), e.g. dark text on orange', () => {
    for (const preset of THEME_COLOR_PRESETS) {
      for (const mode of THEME_MODES) {
        const { main, contrastText } = themeFor({ themeColorPresets: preset, themeMode: mode }).palette.primary;
        expect(getContrastRatio(main, contrastText), `${preset} ${mode}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(
      getContrastRatio(themeFor({ themeColorPresets: 'orange' }).palette.primary.contrastText, '#000'),
    ).toBeLessThan(3);
  });

  it('keeps primary-coloured text readable on the paper of both modes', () => {
    for (const preset of THEME_COLOR_PRESETS) {
      for (const mode of THEME_MODES) {
        const { palette } = themeFor({ themeColorPresets: preset, themeMode: mode });
        const tone = accessibleTone(palette.primary.main, palette.background.paper);
        expect(getContrastRatio(tone, palette.background.paper), `${preset} ${mode}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a selected primary toggle’s text readable on its tint, in every preset and mode', () => {
    for (const preset of THEME_COLOR_PRESETS) {
      for (const mode of THEME_MODES) {
        const theme = themeFor({ themeColorPresets: preset, themeMode: mode });
        type Styles = (props: { theme: Theme }) => { variants: { style: Record<string, { color: string }> }[] };
        // enhanceHighContrast (create-theme.ts) puts its forced-colours rules after ours, in a list.
        const root = theme.components?.MuiToggleButton?.styleOverrides?.root as unknown as Styles | [Styles, unknown];
        const styles = Array.isArray(root) ? root[0] : root;
        const color = styles({ theme }).variants[0]!.style['&.Mui-selected']!.color;
        const tint = overlayColor(theme.palette.background.paper, theme.palette.primary.main, theme.palette.action.selectedOpacity);
        expect(getContrastRatio(color, tint), `${preset} ${mode}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  // Seen in CI (chat.spec): a contained button under the pointer was dark ink on MUI's darker green, 3.42:1.
  it('keeps a contained button’s label readable on its hover fill, for every colour, preset, mode and contrast', () => {
    for (const preset of THEME_COLOR_PRESETS) {
      for (const mode of THEME_MODES) {
        for (const themeContrast of ['default', 'bold'] as const) {
          const theme = themeFor({ themeColorPresets: preset, themeMode: mode, themeContrast });
          type Variant = { props: { variant?: string; color?: string }; style: unknown };
          const root = theme.components?.MuiButton?.styleOverrides?.root as unknown as { variants: Variant[] } | [{ variants: Variant[] }, unknown];
          const variants = (Array.isArray(root) ? root[0] : root).variants;
          for (const color of ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const) {
            const variant = variants.find((v) => v.props.variant === 'contained' && v.props.color === color)!;
            const style = (variant.style as (p: { theme: Theme }) => { '&:hover': { backgroundColor: string } })({ theme });
            const ratio = getContrastRatio(theme.palette[color].contrastText, style['&:hover'].backgroundColor);
            expect(ratio, `${color} ${preset} ${mode} ${themeContrast}`).toBeGreaterThanOrEqual(themeContrast === 'bold' ? 7 : 4.5);
          }
        }
      }
    }
  });

  it('switches light and dark mode', () => {
    expect(themeFor({ themeMode: 'light' }).palette.mode).toBe('light');
    const dark = themeFor({ themeMode: 'dark' });
    expect(dark.palette.mode).toBe('dark');
    expect(getContrastRatio(dark.palette.text.primary, dark.palette.background.paper)).toBeGreaterThan(7);
  });

  it('bold contrast makes text and dividers stronger than the default', () => {
    for (const mode of THEME_MODES) {
      const normal = themeFor({ themeMode: mode }).palette;
      const bold = themeFor({ themeMode: mode, themeContrast: 'bold' }).palette;
      const ratio = (p: typeof bold, key: 'primary' | 'secondary') => getContrastRatio(p.text[key], p.background.paper);
      // White on dark paper cannot get stronger; everything else must.
      expect(ratio(bold, 'primary'), mode).toBeGreaterThanOrEqual(ratio(normal, 'primary'));
      expect(ratio(bold, 'secondary'), mode).toBeGreaterThan(ratio(normal, 'secondary'));
      expect(bold.divider).not.toBe(normal.divider);
      expect(getContrastRatio(normal.text.secondary, normal.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sets the border radius, direction and the Arabic font only in rtl', () => {
    const ltr = themeFor({});
    expect(ltr.shape.borderRadius).toBe(BORDER_RADIUS);
    expect(ltr.direction).toBe('ltr');
    expect(ltr.typography.fontFamily).toMatch(/^'Public Sans'/);
    expect(ltr.typography.fontFamily).not.toContain('Noto Sans Arabic');
    expect(ltr.typography.fontFamily).toContain('PingFang SC');

    const rtl = themeFor({ themeDirection: 'rtl' });
    expect(rtl.direction).toBe('rtl');
    expect(rtl.typography.fontFamily).toContain("'Noto Sans Arabic'");
  });

  it('translates MUI component texts with the interface language, once they have loaded', async () => {
    expect(themeFor({}, 'nl').components?.MuiAlert?.defaultProps?.closeText).toBeUndefined();
    await Promise.all((['fr', 'de', 'ar', 'nl'] as const).map(loadMuiLocale));
    const close = (language: string) => themeFor({}, language).components?.MuiAlert?.defaultProps?.closeText;
    // MUI's defaults are English; its enUS pack is empty on purpose.
    expect(close('en')).toBeUndefined();
    expect(close('xx')).toBeUndefined();
    expect(close('fr')).toBe('Fermer');
    expect(close('de')).toBe('Schließen');
    expect(close('ar')).toBe('إغلاق');
  });
});

describe('readableText', () => {
  it('picks white on dark colours and dark text on light ones', () => {
    expect(readableText('#7635dc')).toBe('#FFFFFF');
    expect(readableText('#fda92d')).not.toBe('#FFFFFF');
  });
});
