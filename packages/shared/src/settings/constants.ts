/** SPEC §9 business constants of the shell. */
export const SETTINGS_COOKIE_DAYS = 3;
export const SETTINGS_COOKIE_PATH = '/';

export const PRESET_COLORS = {
  cyan: '#078DEE',
  purple: '#7635dc',
  blue: '#2065D1',
  orange: '#fda92d',
  red: '#FF3030',
} as const;

export const LAYOUT = {
  mobileHeader: 64,
  mainDesktopHeader: 88,
  dashboardHeader: 92,
  navWidth: 260,
  dashboardNavWidth: 280,
  miniNavWidth: 88,
} as const;

export const BORDER_RADIUS = 8;
export const PROGRESS_BAR_DELAY_MS = 300;
export const LAZY_FALLBACK_DELAY_MS = 200;
export const SNACKBAR_MAX = 3;
export const SNACKBAR_AUTO_HIDE_MS = 5000;
export const TOAST_MAX = 5;
export const TOAST_DURATION_MS = 3000;
export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';
/** SPEC §4's key (the name i18next gave it, kept so a stored choice survives; the dictionaries are the one namespace, translations.json). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
