import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { initialStatusFor, SELF_REGISTER_ROLES, type SelfRegisterRole } from '@pharmacy/shared/roles';
import { registerFormSchema, type RegisterForm } from '@pharmacy/shared/schemas/auth';
import { EmailField } from '../../../components/form/email-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors, errorCode } from '../../../lib/api-errors';
import { useSignUp } from '../../../api/auth';
import { useInvitationPreview } from '../../../api/pharmacies';
import { AuthCard } from '../components/auth-card';
import { CheckInbox } from '../components/check-inbox';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { RolePicker } from '../components/role-picker';
import { SocialButtons } from '../components/social-buttons';

const FORM_FIELDS = ['name', 'lastname', 'email', 'password', 'role'] as const;
// The API and the profile use first_name/last_name in places; both land on the form's name fields. A refused
// invitation (expired, for another address) is said under the e-mail it fixed.
const FIELD_MAP = { first_name: 'name', last_name: 'lastname', invitation: 'email' } as const;

function roleFromQuery(value: string | null): SelfRegisterRole {
  return (SELF_REGISTER_ROLES as readonly string[]).includes(value ?? '') ? (value as SelfRegisterRole) : 'customer';
}

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<unknown>(null);
  const [registered, setRegistered] = useState<{ email: string; role: SelfRegisterRole } | null>(null);
  // A pharmacy's invitation (?invite=<token>) fixes the e-mail and the role; the account is then active at once.
  const inviteToken = searchParams.get('invite');
  const invitation = useInvitationPreview(inviteToken);
  const invited = invitation.data ?? null;

  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      lastname: '',
      email: searchParams.get('email') ?? '',
      password: '',
      role: roleFromQuery(searchParams.get('role')),
    } satisfies RegisterForm,
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const role = useWatch({ control: form.control, name: 'role' });
  useEffect(() => {
    if (!invited) return;
    form.setValue('email', invited.email);
    form.setValue('role', 'pharmacy');
  }, [invited, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = invited && inviteToken ? { ...values, email: invited.email, role: 'pharmacy' as const, invitation: inviteToken } : values;
      const { user } = await signUp.mutateAsync(body);
      setRegistered({ email: user?.email ?? values.email, role: values.role });
    } catch (error) {
      if (errorCode(error) === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: 'auth.errors.EMAIL_TAKEN' }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(error, form.setError, FORM_FIELDS, FIELD_MAP)) return;
      setFormError(error);
    }
  });

  if (registered && invited) {
    return (
      <AuthCard icon={<PersonAddAlt1OutlinedIcon />} title={t('people.pharmacies.invitation.ready')} maxWidth={560}>
        <Stack spacing={2.5}>
          <Alert severity="success">{t('people.pharmacies.invitation.readyHint', { pharmacy: invited.pharmacyName })}</Alert>
          <Button component={RouterLink} to={`${paths.auth.login}?email=${encodeURIComponent(registered.email)}`} variant="contained" size="large" fullWidth>
            {t('auth.links.signIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (registered) {
    const pending = initialStatusFor(registered.role) === 'pending';
    return <CheckInbox email={registered.email} note={pending ? t('auth.register.approvalNote') : undefined} />;
  }

  const submitting = form.formState.isSubmitting;
  return (
    <AuthCard
      icon={<PersonAddAlt1OutlinedIcon />}
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      maxWidth={560}
      footer={{ prompt: t('auth.register.haveAccount'), to: paths.auth.login, label: t('auth.links.signIn') }}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.register.title')}>
        <FormAlert error={formError} />
        {invited && (
          <Alert severity="info">
            <AlertTitle>{t('people.pharmacies.invitation.registerTitle', { pharmacy: invited.pharmacyName })}</AlertTitle>
            {t('people.pharmacies.invitation.registerHint')}
          </Alert>
        )}
        {inviteToken && invitation.isError && <Alert severity="warning">{t('people.pharmacies.invitation.invalid')}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="name" label={t('auth.fields.firstName')} autoComplete="given-name" autoFocus />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="lastname" label={t('auth.fields.lastName')} autoComplete="family-name" />
          </Grid>
        </Grid>
        {invited ? (
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('auth.fields.email')}
            helperText={t('people.pharmacies.invitation.lockedEmail')}
            slotProps={{ htmlInput: { dir: 'ltr', readOnly: true } }}
          />
        ) : (
          <EmailField control={form.control} name="email" label={t('auth.fields.email')} />
        )}
        <Stack spacing={1}>
          <PasswordField control={form.control} name="password" label={t('auth.fields.password')} autoComplete="new-password" />
          <PasswordStrengthMeter password={password ?? ''} />
        </Stack>
        {invited ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('people.pharmacies.invitation.lockedRole')}
          </Typography>
        ) : (
          <RolePicker control={form.control} />
        )}
        <Button type="submit" size="large" variant="contained" fullWidth loading={submitting} disabled={submitting}>
          {t('auth.register.submit')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('auth.register.privacy')}
        </Typography>
      </Stack>
      {!invited && <SocialButtons role={role} hint={t('auth.social.registerHint')} />}
    </AuthCard>
  );
}
