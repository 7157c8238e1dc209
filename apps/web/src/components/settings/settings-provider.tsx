import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_SETTINGS, settingsReducer } from '@pharmacy/shared/settings/settings';
import type { SettingsAction, ThemeSettings } from '@pharmacy/shared/settings/settings';
import { i18n } from '../../lib/i18n';
import { currentLanguage, initialSettings } from './initial-settings';
import { SettingsContext } from './settings-context';
import type { SettingsContextValue } from './settings-context';
import { SETTINGS_KEYS, clearSettingsCookies, writeSettingsCookies } from './settings-cookie';

export interface SettingsProviderProps {
  children: ReactNode;
}

export function SettingsProvider({ children }: SettingsProviderProps) {
  const [settings, setSettings] = useState(initialSettings);
  const [isOpen, setIsOpen] = useState(false);
  // The latest settings, so an action computes and persists its result once, outside React's updaters.
  const latest = useRef(settings);

  const apply = useCallback((action: SettingsAction) => {
    const previous = latest.current;
    const next = settingsReducer(previous, action);
    if (action.type === 'reset') {
      clearSettingsCookies();
    } else if (SETTINGS_KEYS.some((key) => next[key] !== previous[key])) {
      writeSettingsCookies(next);
    }
    latest.current = next;
    setSettings(next);
  }, []);

  // SPEC §4: direction follows the language (Arabic → rtl, others → ltr).
  useEffect(() => {
    let last = currentLanguage();
    const onLanguageChanged = (lng: string) => {
      const language = lng.split('-')[0];
      if (language === last) return;
      last = language;
      apply({ type: 'language', language });
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [apply]);

  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const update = useCallback((patch: Partial<ThemeSettings>) => apply({ type: 'set', patch }), [apply]);
  const toggleMode = useCallback(() => apply({ type: 'toggleMode' }), [apply]);
  const toggleLayout = useCallback(() => apply({ type: 'toggleLayout' }), [apply]);
  const toggleContrast = useCallback(() => apply({ type: 'toggleContrast' }), [apply]);
  const toggleStretch = useCallback(() => apply({ type: 'toggleStretch' }), [apply]);
  const reset = useCallback(() => apply({ type: 'reset' }), [apply]);

  const canReset = SETTINGS_KEYS.some((key) => settings[key] !== DEFAULT_SETTINGS[key]);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      update,
      toggleMode,
      toggleLayout,
      toggleContrast,
      toggleStretch,
      reset,
      canReset,
      isOpen,
      open,
      close,
    }),
    [settings, update, toggleMode, toggleLayout, toggleContrast, toggleStretch, reset, canReset, isOpen, open, close],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside <SettingsProvider>');
  return context;
}
