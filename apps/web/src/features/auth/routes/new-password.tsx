import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { newPasswordSchema, type NewPasswordInput } from '@pharmacy/shared/schemas/auth';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors, errorCode, errorMessage } from '../../../lib/api-errors';
import { useResetPassword } from '../../../api/auth';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

interface InvalidLinkProps {
  error?: unknown;
}

function InvalidLink({ error }: InvalidLinkProps) {
  const { t } = useTranslation();
  return (
    <AuthCard icon={<LinkOffOutlinedIcon />} title={t('auth.newPassword.invalidTitle')} subtitle={t('auth.newPassword.invalidSubtitle')}>
      <Stack spacing={3}>
        {error != null && <Alert severity="error">{errorMessage(t, error)}</Alert>}
        <Button component={RouterLink} to={paths.auth.resetPassword} variant="contained" size="large" fullWidth>
          {t('auth.newPassword.requestNew')}
        </Button>
        <Link component={RouterLink} to={paths.auth.login} sx={{ fontWeight: 600, textAlign: 'center' }}>
          {t('auth.links.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}

export function NewPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.newPassword.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const [formError, setFormError] = useState<unknown>(null);
  const [tokenError, setTokenError] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' } satisfies NewPasswordInput,
  });
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    setFormError(null);
    try {
      await reset.mutateAsync({ newPassword: values.password, token });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') {
        setTokenError(error);
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword'], { newPassword: 'password' })) return;
      setFormError(error);
    }
  });

  if (!token) return <InvalidLink />;
  if (tokenError) return <InvalidLink error={tokenError} />;

  if (reset.isSuccess) {
    return (
      <AuthCard icon={<TaskAltOutlinedIcon />} title={t('auth.newPassword.successTitle')} subtitle={t('auth.newPassword.successSubtitle')}>
        <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
          {t('auth.links.signIn')}
        </Button>
      </AuthCard>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <AuthCard icon={<KeyOutlinedIcon />} title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.newPassword.title')}>
        <FormAlert error={formError} />
        <Stack spacing={1}>
          <PasswordField control={form.control} name="password" label={t('auth.fields.newPassword')} autoComplete="new-password" autoFocus />
          <PasswordStrengthMeter password={password ?? ''} />
        </Stack>
        <PasswordField control={form.control} name="confirmPassword" label={t('auth.fields.confirmPassword')} autoComplete="new-password" />
        <Button type="submit" size="large" variant="contained" fullWidth loading={submitting} disabled={submitting}>
          {t('auth.newPassword.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
