import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { PASSWORD_MIN } from '@pharmacy/shared/schemas/auth';
import { passwordStrength } from '../utils/password-strength';

export interface PasswordStrengthMeterProps {
  password: string;
}

const LEVELS = ['empty', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['inherit', 'error', 'warning', 'info', 'success'] as const;

export function PasswordStrengthMeter({ password }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const hint = t('auth.password.hint', { count: PASSWORD_MIN });
  const label = score > 0 ? t(`auth.password.strength.${LEVELS[score]}`) : '';
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={score * 25}
        color={COLORS[score]}
        aria-label={t('auth.password.strengthLabel')}
        aria-valuetext={label || hint}
        sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover' }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 0.75, justifyContent: 'space-between' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 600, flexShrink: 0 }} aria-live="polite">
          {label}
        </Typography>
      </Stack>
    </Box>
  );
}
