import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { timeLeft } from './platform-format';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds until the launch, ticking each second; read as one sentence by screen readers. */
export function Countdown({ target }: { target: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(target, now);
  return (
    <Stack direction="row" spacing={{ xs: 1, sm: 2 }} role="timer" aria-label={t('pages.comingSoon.left', left)} sx={{ justifyContent: 'center' }}>
      {UNITS.map((unit) => (
        <Box
          key={unit}
          aria-hidden
          sx={(theme) => ({ minWidth: { xs: 64, sm: 88 }, py: 1.5, borderRadius: 2, textAlign: 'center', bgcolor: theme.alpha(theme.palette.primary.main, 0.08) })}
        >
          <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {String(left[unit]).padStart(2, '0')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`pages.comingSoon.units.${unit}`)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
