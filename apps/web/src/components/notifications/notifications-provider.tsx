import type { ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
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
        style={{ fontFamily: theme.typography.fontFamily }}
      />
    </SnackbarProvider>
  );
}
