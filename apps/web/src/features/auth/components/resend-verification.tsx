import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { resetRequestSchema } from '@pharmacy/shared/schemas/auth';
import { EmailField } from '../../../components/form/email-field';
import { errorMessage } from '../../../lib/api-errors';
import { useSendVerificationEmail } from '../../../api/auth';

export interface ResendVerificationProps {
  /** Known address: only a button (no form, so it may sit beside another form). Unknown: the person types it. */
  email?: string | null;
}

export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useTranslation();
  const send = useSendVerificationEmail();
  const form = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  // Failures are shown from the mutation state; a typed address stays in the field.
  const onSubmit = form.handleSubmit((values) => send.mutateAsync({ email: values.email }).catch(() => undefined));

  const sentTo = send.isSuccess ? send.variables.email : null;
  const feedback = (
    <>
      {sentTo && (
        <Alert severity="success">
          <Trans i18nKey="auth.verify.resent" values={{ email: sentTo }} components={{ email: <bdi dir="ltr" /> }} />
        </Alert>
      )}
      {send.isError && <Alert severity="error">{errorMessage(t, send.error)}</Alert>}
    </>
  );

  if (email) {
    return (
      <Stack spacing={2}>
        {feedback}
        <Button
          type="button"
          size="large"
          variant="outlined"
          fullWidth
          loading={send.isPending}
          disabled={send.isPending}
          onClick={() => send.mutate({ email })}
        >
          {t('auth.verify.resend')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <EmailField control={form.control} name="email" label={t('auth.fields.email')} />
      {feedback}
      <Button type="submit" size="large" variant="contained" fullWidth loading={send.isPending} disabled={send.isPending}>
        {t('auth.verify.resend')}
      </Button>
    </Stack>
  );
}
