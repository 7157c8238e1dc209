import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { resetRequestSchema } from '@pharmacy/shared/schemas/auth';
import { EmailField } from '../../../components/form/email-field';
import { FormAlert } from '../../../components/form/form-alert';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors } from '../../../lib/api-errors';
import { useRequestPasswordReset } from '../../../api/auth';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetPassword.title'));
  const [searchParams] = useSearchParams();
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
    }
  });

  const backToLogin = { to: paths.auth.login, label: t('auth.links.backToLogin') };

  if (request.isSuccess) {
    // Same answer whether or not an account exists: the page must not reveal who is registered.
    return (
      <AuthCard
        icon={<MarkEmailReadOutlinedIcon />}
        title={t('auth.resetPassword.sentTitle')}
        subtitle={
          <Trans
            i18nKey="auth.resetPassword.sentTo"
            values={{ email: request.variables.email }}
            components={{ email: <bdi dir="ltr" /> }}
          />
        }
        footer={backToLogin}
      >
        <Stack spacing={3}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('auth.checkInbox.spamHint')}
          </Typography>
          <Button variant="outlined" size="large" fullWidth onClick={() => request.reset()}>
            {t('auth.resetPassword.tryAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const submitting = form.formState.isSubmitting;
  const fieldErrorShown = Boolean(form.formState.errors.email);
  return (
    <AuthCard
      icon={<LockResetOutlinedIcon />}
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      footer={backToLogin}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.resetPassword.title')}>
        {request.isError && !fieldErrorShown && <FormAlert error={request.error} />}
        <EmailField control={form.control} name="email" label={t('auth.fields.email')} autoFocus />
        <Button type="submit" size="large" variant="contained" fullWidth loading={submitting} disabled={submitting}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
