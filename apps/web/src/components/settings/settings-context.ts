import { createContext } from 'react';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';

export interface SettingsContextValue {
  settings: ThemeSettings;
  update: (patch: Partial<ThemeSettings>) => void;
  toggleMode: () => void;
  toggleLayout: () => void;
  toggleContrast: () => void;
  toggleStretch: () => void;
  reset: () => void;
  /** True when any setting differs from the SPEC §4 defaults. */
  canReset: boolean;
  /** Whether the settings drawer is open. */
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);
