import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '@pharmacy/shared/settings/constants';
import { setSnackbarProviderMounted, useSnackbarKit } from './load-notistack';

/** SPEC §8–9: at most 3 snackbars, hidden after 5 s. Drawn once the first snackbar has fetched notistack. */
export function AppSnackbars() {
  const theme = useTheme();
  const kit = useSnackbarKit();
  useEffect(() => {
    if (!kit) return;
    // The provider below has mounted (children first): notistack's enqueue reaches it now.
    setSnackbarProviderMounted(true);
    return () => setSnackbarProviderMounted(false);
  }, [kit]);
  if (!kit) return null;
  const { SnackbarProvider, SnackbarAlert } = kit;
  const rtl = theme.direction === 'rtl';
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      preventDuplicate
      // notistack styles itself outside emotion, so the rtl cache cannot mirror it: choose the start side here.
      anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'right' : 'left' }}
      Components={{
        default: SnackbarAlert,
        success: SnackbarAlert,
        error: SnackbarAlert,
        warning: SnackbarAlert,
        info: SnackbarAlert,
      }}
    />
  );
}
