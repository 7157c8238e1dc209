import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import { SnackbarContent, closeSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';

/**
 * Snackbars drawn as MUI alerts so they take the theme's AA colours, mode and direction (notistack's own
 * colours fail contrast, e.g. white on its green and orange).
 */
export const SnackbarAlert = forwardRef<HTMLDivElement, CustomContentProps>(function SnackbarAlert(
  { id, message, variant, style, className, hideIconVariant },
  ref,
) {
  const neutral = variant === 'default';
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={neutral ? 'info' : variant}
        role={variant === 'error' ? 'alert' : 'status'}
        icon={neutral || hideIconVariant ? false : undefined}
        onClose={() => closeSnackbar(id)}
        sx={[
          { width: '100%', alignItems: 'center', boxShadow: 8 },
          neutral && ((theme) => ({
            bgcolor: theme.palette.mode === 'dark' ? 'grey.100' : 'grey.800',
            color: theme.palette.mode === 'dark' ? 'grey.900' : 'common.white',
          })),
        ]}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
