import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '@pharmacy/shared/contact/constants';
import type { ContactFields } from '@pharmacy/shared/schemas/contact';
import { useContactToken, useSendContactMessage } from '../../api/contact';
import { EmailField } from '../../components/form/email-field';
import { FormAlert } from '../../components/form/form-alert';
import { FormInputField } from '../../components/form/form-input-field';
import { ApiRequestError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/use-auth';
import { ContactSent } from './contact-sent';
import { contactResolver } from './contact-resolver';
import { HoneypotField } from './honeypot-field';
import { waitForFillTime } from './fill-time';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The contact form of /contact-us: to the admins' mailboxes and the platform's e-mail (POST /api/contact). */
export function ContactForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const token = useContactToken();
  const send = useSendContactMessage();
  const form = useForm<ContactFields>({
    // The shared schema's rules without the zod runtime on a public page (contact-resolver.test.ts keeps them equal).
    resolver: contactResolver,
    defaultValues: { name: user?.displayName ?? '', email: user?.email ?? '', subject: '', message: '', website: '' },
  });

  // The session may arrive after the first render: fill what the person has not typed yet.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.displayName);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    const fresh = token.data ? token : await token.refetch();
    if (!fresh.data) return;
    await waitForFillTime(fresh.dataUpdatedAt);
    try {
      await send.mutateAsync({ ...values, token: fresh.data.token });
    } catch (error) {
      // An expired token: the next try gets a new one; what the person typed stays.
      if (error instanceof ApiRequestError && error.data.code === 'FORM_EXPIRED') void token.refetch();
      else applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  const another = () => {
    form.reset({ ...getValues(), subject: '', message: '', website: '' });
    send.reset();
    void token.refetch();
  };

  if (send.isSuccess) return <ContactSent email={send.variables.email} onAnother={another} />;

  const submitting = form.formState.isSubmitting;
  const fieldErrorShown = FIELDS.some((f) => form.formState.errors[f]);
  const failure = send.error instanceof ApiRequestError ? send.error : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, position: 'relative' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }} id="contact-form-title">
        {t('pages.contact.form.title')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-labelledby="contact-form-title">
        {failure?.status === 429 ? (
          <Alert severity="warning" role="alert">
            {t('pages.contact.form.rateLimited')}
          </Alert>
        ) : failure?.data.code === 'FORM_EXPIRED' ? (
          <Alert severity="warning" role="alert">
            {t('pages.contact.form.expired')}
          </Alert>
        ) : (
          send.isError && !fieldErrorShown && <FormAlert error={send.error} />
        )}
        {token.isError && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void token.refetch()}>
                {t('pages.contact.form.retry')}
              </Button>
            }
          >
            {t('pages.contact.form.tokenFailed')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormInputField
            control={form.control}
            name="name"
            label={t('pages.contact.form.name')}
            autoComplete="name"
            required
          />
          <EmailField control={form.control} name="email" label={t('pages.contact.form.email')} required fullWidth />
        </Stack>
        <FormInputField control={form.control} name="subject" label={t('pages.contact.form.subject')} required />
        <FormInputField
          control={form.control}
          name="message"
          label={t('pages.contact.form.message')}
          required
          multiline
          minRows={6}
          helperText={t('pages.contact.form.messageHint', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
        />
        <HoneypotField field={form.register('website')} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('pages.contact.form.privacy')}
        </Typography>
        <Button
          type="submit"
          size="large"
          variant="contained"
          loading={submitting}
          disabled={submitting || token.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('pages.contact.form.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
