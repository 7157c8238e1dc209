import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldMessage } from '../../../lib/api-errors';
import { applyPharmacyServerErrors, pharmacyFormResolver } from '../utils/pharmacy-form-resolver';
import { valuesToPayload, type PharmacyFormMode, type PharmacyFormValues } from '../utils/pharmacy-form-values';
import { DeliveryEditor } from './delivery-editor';
import { ExceptionsEditor } from './exceptions-editor';
import { FormSection } from '../../../components/directory/form-section';
import { HoursEditor } from './hours-editor';
import { OnDutyEditor } from './on-duty-editor';

export interface PharmacyFormProps {
  /** create and admin edit the identity too; staff edit only what the pharmacy may change itself. */
  mode: PharmacyFormMode;
  defaultValues: PharmacyFormValues;
  /** Sends the body; throws the API error on failure (the form keeps every value and shows the messages). */
  onSubmit: (payload: ReturnType<typeof valuesToPayload>) => Promise<unknown>;
  submitLabel: string;
  /** Shown above the first section (e.g. the logo). */
  before?: ReactNode;
}

/** The pharmacy's details with the contract's schema in the browser and the server's field errors at each input. */
export function PharmacyForm({ mode, defaultValues, onSubmit, submitLabel, before }: PharmacyFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<unknown>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<PharmacyFormValues>({ resolver: pharmacyFormResolver(mode), defaultValues });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setUnplaced([]);
    try {
      await onSubmit(valuesToPayload(values, mode));
      // What was saved is the new starting point (the "unsaved changes" state ends).
      form.reset(values);
    } catch (error) {
      const result = applyPharmacyServerErrors(error, form.setError, values, mode);
      setUnplaced(result.unplaced);
      if (result.placed === 0 && result.unplaced.length === 0) setFormError(error);
    }
  });

  const { isSubmitting, isDirty, submitCount, errors } = form.formState;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormAlert error={formError} />
      {unplaced.length > 0 && (
        <Alert severity="error" role="alert">
          {unplaced.map((m) => translateFieldMessage(t, m)).join(' ')}
        </Alert>
      )}
      {hasErrors && !formError && unplaced.length === 0 && (
        <Alert severity="error">{t('people.pharmacies.form.fixErrors')}</Alert>
      )}
      {before}
      {mode !== 'staff' && (
        <FormSection
          title={t('people.pharmacies.form.identity')}
          description={t('people.pharmacies.form.identityHint')}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField control={form.control} name="name" label={t('people.pharmacies.fields.name')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={form.control}
                name="code"
                label={t('people.pharmacies.fields.code')}
                required
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="address"
                label={t('people.pharmacies.fields.address')}
                required
                autoComplete="street-address"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={form.control}
                name="postalCode"
                label={t('people.pharmacies.fields.postalCode')}
                required
                autoComplete="postal-code"
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField control={form.control} name="city" label={t('people.pharmacies.fields.city')} required />
            </Grid>
          </Grid>
        </FormSection>
      )}
      <FormSection title={t('people.pharmacies.form.contact')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="phone"
              type="tel"
              label={t('people.pharmacies.fields.phone')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={t('people.pharmacies.fields.email')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title={t('people.pharmacies.form.hours')} description={t('people.pharmacies.form.hoursHint')}>
        <HoursEditor form={form} />
      </FormSection>
      <FormSection
        title={t('people.pharmacies.form.exceptions')}
        description={t('people.pharmacies.form.exceptionsHint')}
      >
        <ExceptionsEditor form={form} />
      </FormSection>
      <FormSection title={t('people.pharmacies.form.onDuty')} description={t('people.pharmacies.form.onDutyHint')}>
        <OnDutyEditor form={form} />
      </FormSection>
      <FormSection title={t('people.pharmacies.form.delivery')}>
        <DeliveryEditor form={form} />
      </FormSection>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {mode !== 'create' && (
          <Button
            type="button"
            color="inherit"
            variant="outlined"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setFormError(null);
              setUnplaced([]);
              form.reset();
            }}
          >
            {t('people.common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={isSubmitting} disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
