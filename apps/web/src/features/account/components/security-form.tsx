import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordInput } from '@pharmacy/shared/schemas/auth';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { applyServerFieldErrors, errorCode } from '../../../lib/api-errors';
import { useChangePassword } from '../../../api/me';
import { AccountSection } from './account-section';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePassword();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (errorCode(error) === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { type: 'server', message: 'auth.errors.INVALID_PASSWORD' }, { shouldFocus: true });
        return;
      }
      if (!applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword'])) setFormError(error);
      return;
    }
    form.reset(EMPTY);
    enqueueSnackbar(t('account.security.changed'), { variant: 'success' });
  });

  const submitting = form.formState.isSubmitting;
  return (
    <AccountSection
      headingId="account-security-heading"
      heading={t('account.security.heading')}
      description={t('account.security.description')}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} sx={{ maxWidth: 560 }}>
        <FormAlert error={formError} />
        <PasswordField control={form.control} name="currentPassword" label={t('account.fields.currentPassword')} autoComplete="current-password" />
        <PasswordField
          control={form.control}
          name="newPassword"
          label={t('account.fields.newPassword')}
          autoComplete="new-password"
          helperText={t('account.security.passwordHint', { count: PASSWORD_MIN })}
        />
        <PasswordField control={form.control} name="confirmPassword" label={t('account.fields.confirmPassword')} autoComplete="new-password" />
        <Alert severity="info" variant="outlined">
          {t('account.security.otherSessions')}
        </Alert>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={submitting} disabled={submitting}>
            {t('account.security.submit')}
          </Button>
        </Stack>
      </Stack>
    </AccountSection>
  );
}
