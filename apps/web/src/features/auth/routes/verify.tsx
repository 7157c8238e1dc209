import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useVerifyEmail } from '../../../api/auth';
import { AuthCard } from '../components/auth-card';
import { CheckInbox } from '../components/check-inbox';
import { ResendVerification } from '../components/resend-verification';
import { useAuth } from '../../../lib/auth/use-auth';
import { homePathFor } from '../utils/return-to';

interface VerifyTokenProps {
  token: string;
}

function VerifyToken({ token }: VerifyTokenProps) {
  const { t } = useTranslation();
  const { mutate, status, error } = useVerifyEmail();
  const { refresh, isAuthenticated, user } = useAuth();
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // The token is single-use: React StrictMode runs effects twice, a second call would report it as invalid.
    if (requested.current === token) return;
    requested.current = token;
    mutate(token, {
      // The server may sign the person in on verification; pick that session up if it did.
      onSuccess: () => void refresh().catch((e: unknown) => console.error('[auth] refresh after verification failed', e)),
    });
  }, [token, mutate, refresh]);

  if (status === 'error') {
    return (
      <AuthCard icon={<LinkOffOutlinedIcon />} title={t('auth.verify.failedTitle')} subtitle={t('auth.verify.failedSubtitle')}>
        <Stack spacing={3}>
          <Alert severity="error">{errorMessage(t, error)}</Alert>
          <ResendVerification />
          <Link component={RouterLink} to={paths.auth.login} sx={{ fontWeight: 600, textAlign: 'center' }}>
            {t('auth.links.backToLogin')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  if (status === 'success') {
    const signedIn = isAuthenticated && user;
    return (
      <AuthCard icon={<VerifiedOutlinedIcon />} title={t('auth.verify.successTitle')} subtitle={t('auth.verify.successSubtitle')}>
        {signedIn ? (
          <Button component={RouterLink} to={homePathFor(user.role)} variant="contained" size="large" fullWidth>
            {t('auth.verify.continue')}
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
            {t('auth.links.signIn')}
          </Button>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.verify.checkingTitle')}>
      <Stack spacing={2} role="status" aria-live="polite" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>{t('auth.verify.checking')}</Typography>
      </Stack>
    </AuthCard>
  );
}

/** `/auth/verify?token=…` checks the e-mail link; without a token it is the "check your inbox" page. */
export function VerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <CheckInbox email={searchParams.get('email')} />;
  return <VerifyToken key={token} token={token} />;
}
