import type { ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '@pharmacy/shared/settings/constants';
import { AppToaster } from './app-toaster';
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
      <AppToaster />
    </SnackbarProvider>
  );
}
