import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmailField } from '../../../components/form/email-field';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors, errorCode } from '../../../lib/api-errors';
import { useSignIn } from '../../../api/auth';
import { AuthCard } from '../components/auth-card';
import { SocialButtons } from '../components/social-buttons';
import { useAuth } from '../../../lib/auth/use-auth';
import { loginResolver } from '../utils/login-resolver';
import { postLoginPath } from '../utils/return-to';

// Shown only after a sign-in refused for an unverified address; its form brings zod, which the page does not need.
const ResendVerification = lazy(() =>
  import('../components/resend-verification').then((m) => ({ default: m.ResendVerification })),
);

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const { isAuthenticated, user, refresh } = useAuth();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<unknown>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const form = useForm({
    resolver: loginResolver,
    defaultValues: { email: searchParams.get('email') ?? '', password: '' },
  });

  // Also covers the page being mounted without the guest guard (/auth/login-unprotected).
  useEffect(() => {
    if (isAuthenticated && user) navigate(postLoginPath(user.role, returnTo), { replace: true });
  }, [isAuthenticated, user, returnTo, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setUnverifiedEmail(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['email', 'password'])) return;
      if (errorCode(error) === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email);
      setFormError(error);
      return;
    }
    try {
      await refresh();
    } catch (error) {
      setFormError(error);
    }
  });

  const submitting = form.formState.isSubmitting;
  // Carry the typed address over so "forgot password" does not make people type it twice.
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const resetHref = typedEmail
    ? `${paths.auth.resetPassword}?email=${encodeURIComponent(typedEmail)}`
    : paths.auth.resetPassword;

  return (
    <AuthCard
      icon={<LockOpenOutlinedIcon />}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={{ prompt: t('auth.login.noAccount'), to: paths.auth.register, label: t('auth.links.createAccount') }}
    >
      {formError != null && (
        <Stack spacing={2} sx={{ mb: 2.5 }}>
          <FormAlert error={formError} severity={unverifiedEmail ? 'warning' : 'error'} />
          {unverifiedEmail && (
            <Suspense fallback={null}>
              <ResendVerification email={unverifiedEmail} />
            </Suspense>
          )}
        </Stack>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.login.title')}>
        <EmailField control={form.control} name="email" label={t('auth.fields.email')} autoFocus />
        <Box>
          <PasswordField
            control={form.control}
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
          />
          <Box sx={{ mt: 1, textAlign: 'end' }}>
            <Link component={RouterLink} to={resetHref} variant="body2" sx={{ fontWeight: 500 }}>
              {t('auth.links.forgotPassword')}
            </Link>
          </Box>
        </Box>
        <Button type="submit" size="large" variant="contained" fullWidth loading={submitting} disabled={submitting}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
      <SocialButtons />
    </AuthCard>
  );
}
