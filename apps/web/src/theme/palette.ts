import { darken, decomposeColor, getContrastRatio, lighten } from '@mui/material/styles';
import type { PaletteOptions } from '@mui/material/styles';
import { PRESET_COLORS } from '@pharmacy/shared/settings/constants';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';

/** The template's own green: the 'default' preset (SPEC §9 lists only the other presets). */
export const DEFAULT_PRIMARY = '#00A76F';

/** WCAG 2.x AA for normal text; bold contrast aims at AAA. */
export const AA_TEXT_RATIO = 4.5;
export const AAA_TEXT_RATIO = 7;

const WHITE = '#FFFFFF';
const INK = '#141A21';

export const GREY = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

export function presetMainColor(preset: ThemeSettings['themeColorPresets']): string {
  return preset === 'default' ? DEFAULT_PRIMARY : PRESET_COLORS[preset];
}

/** Text colour for content painted on `background`: white when it passes, else near-black, else the best. */
export function readableText(background: string, minRatio = AA_TEXT_RATIO): string {
  const onWhite = getContrastRatio(WHITE, background);
  if (onWhite >= minRatio) return WHITE;
  if (getContrastRatio(INK, background) >= minRatio) return INK;
  return onWhite >= getContrastRatio('#000000', background) ? WHITE : '#000000';
}

/**
 * The closest shade of `color` that reads as text on `background` (darker on light surfaces, lighter on
 * dark ones). Preset colours such as orange are fine as fills but unreadable as text on white.
 */
export function accessibleTone(color: string, background: string, minRatio = AA_TEXT_RATIO): string {
  const onDark = getContrastRatio(WHITE, background) > getContrastRatio(INK, background);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : onDark ? lighten(color, step * 0.05) : darken(color, step * 0.05);
    if (getContrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return onDark ? WHITE : '#000000';
}

/**
 * A contained button's hover fill. MUI paints it with the `dark` shade, which loses contrast when the label is dark
 * (a light preset such as the default green: dark ink on a darker green, 3.4:1); then a lighter shade keeps it.
 */
export function containedHover(tone: { main: string; dark: string; contrastText: string }, minRatio = AA_TEXT_RATIO): string {
  if (getContrastRatio(tone.contrastText, tone.dark) >= minRatio) return tone.dark;
  for (const amount of [0.12, 0.24]) {
    const lighter = lighten(tone.main, amount);
    if (getContrastRatio(tone.contrastText, lighter) >= minRatio) return lighter;
  }
  return tone.main;
}

/** `color` laid over `base` at `opacity` (how MUI paints a selected item's tint), as an opaque colour to measure. */
export function overlayColor(base: string, color: string, opacity: number): string {
  const under = decomposeColor(base).values;
  const over = decomposeColor(color).values;
  const mix = [0, 1, 2].map((i) => Math.round(under[i]! * (1 - opacity) + over[i]! * opacity));
  return `rgb(${mix.join(', ')})`;
}

export interface ModeSurfaces {
  default: string;
  paper: string;
  textPrimary: string;
  textSecondary: string;
  textDisabled: string;
  divider: string;
}

/** Bold contrast: darker (or lighter) text and firmer dividers for people with low vision. */
export function surfacesFor(mode: ThemeSettings['themeMode'], contrast: ThemeSettings['themeContrast']): ModeSurfaces {
  const bold = contrast === 'bold';
  if (mode === 'dark') {
    return {
      default: bold ? '#0B0F14' : GREY[900],
      paper: GREY[800],
      textPrimary: WHITE,
      textSecondary: bold ? GREY[300] : GREY[500],
      textDisabled: GREY[600],
      divider: bold ? 'rgba(196, 205, 213, 0.48)' : 'rgba(145, 158, 171, 0.2)',
    };
  }
  return {
    default: bold ? GREY[200] : WHITE,
    paper: WHITE,
    textPrimary: bold ? '#000000' : GREY[800],
    // Darker than the template's #637381, which drops under 4.5:1 on tinted (selected, hovered) rows.
    textSecondary: bold ? GREY[700] : '#5B6B7B',
    textDisabled: GREY[500],
    divider: bold ? 'rgba(69, 79, 91, 0.48)' : 'rgba(145, 158, 171, 0.24)',
  };
}

/** Status colours per mode, each chosen to pass AA as text on that mode's paper (error helper texts). */
const STATUS = {
  light: { info: '#006C9C', success: '#0E7A4B', warning: '#A35F00', error: '#D32F2F' },
  dark: { info: '#00B8D9', success: '#22C55E', warning: '#FFAB00', error: '#FF6E5A' },
} as const;

function tonal(main: string, minRatio: number) {
  return { main, light: lighten(main, 0.24), dark: darken(main, 0.24), contrastText: readableText(main, minRatio) };
}

export function buildPalette(settings: ThemeSettings): PaletteOptions {
  const { themeMode: mode, themeContrast: contrast } = settings;
  const surfaces = surfacesFor(mode, contrast);
  const minRatio = contrast === 'bold' ? AAA_TEXT_RATIO : AA_TEXT_RATIO;
  const status = STATUS[mode];
  return {
    mode,
    // MUI picks contrastText for derived colours with this threshold: AA instead of its default 3.
    contrastThreshold: AA_TEXT_RATIO,
    primary: tonal(presetMainColor(settings.themeColorPresets), minRatio),
    secondary: tonal('#8E33FF', AA_TEXT_RATIO),
    info: tonal(status.info, minRatio),
    success: tonal(status.success, minRatio),
    warning: tonal(status.warning, minRatio),
    error: tonal(status.error, minRatio),
    grey: { ...GREY },
    background: { default: surfaces.default, paper: surfaces.paper },
    text: { primary: surfaces.textPrimary, secondary: surfaces.textSecondary, disabled: surfaces.textDisabled },
    divider: surfaces.divider,
  };
}

/** For components styling their own primary-coloured text or focus rings (see accessibleTone). */
export function primaryTextTone(palette: { primary: { main: string }; background: { paper: string } }): string {
  return accessibleTone(palette.primary.main, palette.background.paper);
}
