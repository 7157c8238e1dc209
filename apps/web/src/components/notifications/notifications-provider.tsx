import type { CSSProperties, ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import {
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_MAX,
  TOAST_DURATION_MS,
  TOAST_MAX,
} from '@pharmacy/shared/settings/constants';
import { SnackbarAlert } from './snackbar-alert';

export interface NotificationsProviderProps {
  children: ReactNode;
}

const SNACKBAR_COMPONENTS = {
  default: SnackbarAlert,
  success: SnackbarAlert,
  error: SnackbarAlert,
  warning: SnackbarAlert,
  info: SnackbarAlert,
};

/**
 * Toasts in the app font; in light mode sonner's rich text colours (e.g. #e60000 on #fff0f0, 4.3:1) are
 * swapped for the palette's darker shades so they pass AA. Its dark-mode colours already do.
 */
function toasterStyle(theme: Theme): CSSProperties {
  const { palette } = theme;
  const richText =
    palette.mode === 'light'
      ? {
          '--success-text': palette.success.dark,
          '--info-text': palette.info.dark,
          '--warning-text': palette.warning.dark,
          '--error-text': palette.error.dark,
        }
      : {};
  return { fontFamily: theme.typography.fontFamily, ...richText } as CSSProperties;
}

/** SPEC §8–9: snackbars (at most 3, hide after 5 s) and toasts (at most 5, 3 s, top right). Needs the theme. */
export function NotificationsProvider({ children }: NotificationsProviderProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const rtl = theme.direction === 'rtl';

  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      preventDuplicate
      // notistack styles itself outside emotion, so the rtl cache cannot mirror it: choose the start side here.
      anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'right' : 'left' }}
      Components={SNACKBAR_COMPONENTS}
    >
      {children}
      <Toaster
        position="top-right"
        visibleToasts={TOAST_MAX}
        duration={TOAST_DURATION_MS}
        theme={theme.palette.mode}
        dir={theme.direction}
        richColors
        closeButton
        containerAriaLabel={t('settings.notifications.region')}
        toastOptions={{ closeButtonAriaLabel: t('settings.notifications.close') }}
        style={toasterStyle(theme)}
      />
    </SnackbarProvider>
  );
}
