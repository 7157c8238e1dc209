import type { CSSProperties } from 'react';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/translation';
import { TOAST_DURATION_MS, TOAST_MAX } from '@pharmacy/shared/settings/constants';
import { useSonner } from './load-sonner';

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

/** SPEC §9: at most 5 toasts, 3 s, top right. Drawn once the first toast has fetched sonner; nothing before. */
export function AppToaster() {
  const theme = useTheme();
  const { t } = useTranslation();
  const sonner = useSonner();
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
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
  );
}
