import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { ownProfileUpdateSchema, type OwnProfileUpdateInput, type Person } from '@pharmacy/shared/schemas/accounts';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { LANGUAGE_NATIVE_NAMES } from '../../../components/language/language-names';
import { applyServerFieldErrors } from '../../../lib/api-errors';
import { changeLanguage } from '../../../lib/i18n';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import { useUpdateProfile } from '../../../api/me';
import { AccountSection } from './account-section';

export interface GeneralFormProps {
  profile: Person;
}

const FIELDS = ['first_name', 'last_name', 'phone', 'language', 'address', 'postal_code', 'city'] as const;

function toFormValues(profile: Person): OwnProfileUpdateInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    language: profile.language,
    address: profile.address ?? '',
    postal_code: profile.postal_code ?? '',
    city: profile.city ?? '',
  };
}

export function GeneralForm({ profile }: GeneralFormProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<OwnProfileUpdateInput>({ resolver: zodResolver(ownProfileUpdateSchema), defaultValues: toFormValues(profile) });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let saved: Person;
    try {
      saved = await update.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFormError(error);
      return;
    }
    form.reset(toFormValues(saved));
    // The saved language is the person's interface language from now on.
    if (saved.language !== (i18n.language)) {
      await changeLanguage(saved.language).catch((e: unknown) => console.error('[account] language switch failed', e));
    }
    // `i18n.t`, not the render's `t`: the confirmation must already speak the language just chosen.
    enqueueSnackbar(i18n.t('account.general.saved'), { variant: 'success' });
  });

  const { isSubmitting, isDirty } = form.formState;
  return (
    <AccountSection
      headingId="account-general-heading"
      heading={t('account.general.heading')}
      description={t('account.general.description')}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        <FormAlert error={formError} />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="first_name" label={t('account.fields.firstName')} autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="last_name" label={t('account.fields.lastName')} autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={t('account.fields.email')}
              value={profile.email}
              helperText={t('account.general.emailReadOnly')}
              slotProps={{ htmlInput: { dir: 'ltr' }, input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="phone"
              type="tel"
              label={t('account.fields.phone')}
              autoComplete="tel"
              helperText={<Trans i18nKey="account.general.phoneHint" components={{ num: <bdi dir="ltr" /> }} />}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="language"
              select
              label={t('account.fields.language')}
              helperText={t('account.general.languageHint')}
            >
              {LANGUAGES.map((code) => (
                <MenuItem key={code} value={code} lang={LANGUAGE_TAGS[code]}>
                  {LANGUAGE_NATIVE_NAMES[code]}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={12}>
            <FormTextField control={form.control} name="address" label={t('account.fields.address')} autoComplete="street-address" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="postal_code"
              label={t('account.fields.postcode')}
              autoComplete="postal-code"
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 4 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField control={form.control} name="city" label={t('account.fields.city')} autoComplete="address-level2" />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="button"
            color="inherit"
            variant="outlined"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setFormError(null);
              form.reset(toFormValues(profile));
            }}
          >
            {t('account.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty || isSubmitting}>
            {t('account.actions.save')}
          </Button>
        </Stack>
      </Stack>
    </AccountSection>
  );
}
