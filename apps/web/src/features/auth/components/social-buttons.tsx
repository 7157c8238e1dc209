import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import { useTranslation } from '../../../lib/translation';
import { useAuthConfig, type SocialProvider } from '../../../api/auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { openSocialPopup, socialErrorKey } from '../utils/social-popup';

export const PROVIDER_ICONS: Record<SocialProvider, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  apple: <AppleIcon />,
};

export interface SocialButtonsProps {
  /** The role a first sign-in creates the account with (registration); none = customer. */
  role?: string;
  /** A line under the buttons (registration: the role chosen above applies). */
  hint?: string;
}

/**
 * One button per configured provider (GET /api/auth-config): each opens the sign-in popup; on success the session
 * is re-read and the page moves on as after a password sign-in; otherwise a translated message stays here.
 */
export function SocialButtons({ role, hint }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { data } = useAuthConfig();
  const { refresh } = useAuth();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    setMessage(null);
    setBusy(provider);
    const outcome = await openSocialPopup({ provider, intent: 'sign-in', role });
    setBusy(null);
    if (outcome.status !== 'success') {
      setMessage(t(socialErrorKey(outcome), { provider: t(`auth.social.providers.${provider}`) }));
      return;
    }
    try {
      await refresh();
    } catch (error) {
      console.error('[auth] reading the session after a social sign-in failed', error);
      setMessage(t('auth.social.errors.generic', { provider: t(`auth.social.providers.${provider}`) }));
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('auth.social.divider')}</Divider>
      {message && (
        <Alert severity="warning" role="alert">
          {message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: providers.length > 1 ? 'row' : 'column' }} spacing={1.5}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            size="large"
            fullWidth
            startIcon={PROVIDER_ICONS[provider]}
            loading={busy === provider}
            disabled={busy !== null}
            onClick={() => void signIn(provider)}
            aria-label={t('auth.social.continueWith', { provider: t(`auth.social.providers.${provider}`) })}
          >
            {t(`auth.social.providers.${provider}`)}
          </Button>
        ))}
      </Stack>
      {hint && (
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
