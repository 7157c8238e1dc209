import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { resetRequestSchema } from '@pharmacy/shared/schemas/auth';
import { useSendVerificationEmail } from '../api/send-verification';
import { errorMessage } from '../utils/api-errors';
import { FormTextField } from './form-text-field';

export interface ResendVerificationProps {
  /** Known address: only a button. Unknown: the person types it. */
  email?: string | null;
}

export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useTranslation();
  const send = useSendVerificationEmail();
  const form = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: email ?? '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ email: values.email });
    } catch {
      // Shown from the mutation state below; the typed address stays.
    }
  });

  const sentTo = send.isSuccess ? send.variables.email : null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {!email && (
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
      {sentTo && (
        <Alert severity="success">
          <Trans i18nKey="auth.verify.resent" values={{ email: sentTo }} components={{ email: <bdi dir="ltr" /> }} />
        </Alert>
      )}
      {send.isError && <Alert severity="error">{errorMessage(t, send.error)}</Alert>}
      <Button
        type="submit"
        size="large"
        variant={email ? 'outlined' : 'contained'}
        loading={send.isPending}
        disabled={send.isPending}
        fullWidth
      >
        {t('auth.verify.resend')}
      </Button>
    </Stack>
  );
}
