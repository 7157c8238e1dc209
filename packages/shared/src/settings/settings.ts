import { directionFor } from '../languages';

/** SPEC §3 theme settings and §4 transitions, as a pure reducer so the rules are tested without a browser. */
export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_CONTRASTS = ['default', 'bold'] as const;
export const THEME_LAYOUTS = ['vertical', 'mini'] as const;
export const THEME_COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

export interface ThemeSettings {
  themeMode: (typeof THEME_MODES)[number];
  themeDirection: (typeof THEME_DIRECTIONS)[number];
  themeContrast: (typeof THEME_CONTRASTS)[number];
  themeLayout: (typeof THEME_LAYOUTS)[number];
  themeColorPresets: (typeof THEME_COLOR_PRESETS)[number];
  themeStretch: boolean;
}

/** SPEC §4 reset values. */
export const DEFAULT_SETTINGS: ThemeSettings = {
  themeMode: 'light',
  themeDirection: 'ltr',
  themeContrast: 'default',
  themeLayout: 'vertical',
  themeColorPresets: 'default',
  themeStretch: false,
};

export type SettingsAction =
  | { type: 'toggleMode' }
  | { type: 'toggleLayout' }
  | { type: 'toggleContrast' }
  | { type: 'toggleStretch' }
  | { type: 'set'; patch: Partial<ThemeSettings> }
  | { type: 'language'; language: string }
  | { type: 'reset' };

export function settingsReducer(state: ThemeSettings, action: SettingsAction): ThemeSettings {
  switch (action.type) {
    case 'toggleMode':
      return { ...state, themeMode: state.themeMode === 'light' ? 'dark' : 'light' };
    case 'toggleLayout':
      return { ...state, themeLayout: state.themeLayout === 'vertical' ? 'mini' : 'vertical' };
    case 'toggleContrast':
      return { ...state, themeContrast: state.themeContrast === 'default' ? 'bold' : 'default' };
    case 'toggleStretch':
      return { ...state, themeStretch: !state.themeStretch };
    case 'set':
      return sanitizeSettings({ ...state, ...action.patch });
    case 'language':
      // SPEC §4: direction follows the language (rtl for Arabic).
      return { ...state, themeDirection: directionFor(action.language) };
    case 'reset':
      return { ...DEFAULT_SETTINGS };
  }
}

function pick<T extends readonly string[]>(values: T, value: unknown, fallback: T[number]): T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T[number]) : fallback;
}

/** Anything read from a cookie is untrusted: unknown values fall back to the defaults. */
export function sanitizeSettings(input: Partial<Record<keyof ThemeSettings, unknown>>): ThemeSettings {
  const d = DEFAULT_SETTINGS;
  return {
    themeMode: pick(THEME_MODES, input.themeMode, d.themeMode),
    themeDirection: pick(THEME_DIRECTIONS, input.themeDirection, d.themeDirection),
    themeContrast: pick(THEME_CONTRASTS, input.themeContrast, d.themeContrast),
    themeLayout: pick(THEME_LAYOUTS, input.themeLayout, d.themeLayout),
    themeColorPresets: pick(THEME_COLOR_PRESETS, input.themeColorPresets, d.themeColorPresets),
    themeStretch: input.themeStretch === true || input.themeStretch === 'true',
  };
}
