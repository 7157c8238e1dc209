import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../lib/translation';
import { LAZY_FALLBACK_DELAY_MS } from '@pharmacy/shared/settings/constants';
import { useDelayedFlag } from '../progress-bar/use-delayed-flag';

export interface DelayedFallbackProps {
  /** Defaults to SPEC §9's 200 ms for lazy-loaded pages. */
  delayMs?: number;
}

/** Suspense fallback: nothing for a short while (most chunks arrive first), then a centred spinner. */
export function DelayedFallback({ delayMs = LAZY_FALLBACK_DELAY_MS }: DelayedFallbackProps) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, delayMs);
  if (!visible) return null;

  return (
    <Box
      sx={{ display: 'flex', flex: '1 1 auto', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' }}
    >
      <CircularProgress aria-label={t('settings.progress.loading')} />
    </Box>
  );
}
