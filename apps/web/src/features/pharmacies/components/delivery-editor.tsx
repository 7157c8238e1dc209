import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PharmacyFormValues } from '../utils/pharmacy-form-values';
import { ChipList } from './chip-list';

export interface DeliveryEditorProps {
  form: UseFormReturn<PharmacyFormValues>;
}

const money = {
  input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
  htmlInput: { dir: 'ltr', inputMode: 'decimal' },
} as const;

/** Home delivery: on or off, the postcodes it serves (chips), its fee and the smallest order, typed in euros. */
export function DeliveryEditor({ form }: DeliveryEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const enabled = useWatch({ control: form.control, name: 'homeDelivery.enabled' });
  const postcodes = useWatch({ control: form.control, name: 'homeDelivery.postcodes' }) ?? [];
  const setPostcodes = (next: string[]) =>
    form.setValue('homeDelivery.postcodes', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  // Several codes can be pasted at once ("1000, 1050 1060").
  const addDraft = () => {
    const codes = draft
      .split(/[\s,;]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    if (codes.length === 0) return;
    setPostcodes([...postcodes, ...codes.filter((c) => !postcodes.includes(c))]);
    setDraft('');
  };
  return (
    <Stack spacing={2.5}>
      <Controller
        control={form.control}
        name="homeDelivery.enabled"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('people.pharmacies.form.deliveryEnabled')}
          />
        )}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('people.pharmacies.form.deliveryLaw')}
      </Typography>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('people.pharmacies.form.postcode')}
            helperText={t('people.pharmacies.form.postcodeHint')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addDraft();
              }
            }}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
            sx={{ flex: 1, maxWidth: 320 }}
          />
          <Button variant="outlined" onClick={addDraft} sx={{ mt: 0.25 }}>
            {t('people.pharmacies.form.addPostcode')}
          </Button>
        </Stack>
        <ChipList
          control={form.control}
          name="homeDelivery.postcodes"
          items={postcodes}
          onDelete={(index) => setPostcodes(postcodes.filter((_, i) => i !== index))}
          deleteLabel={(code) => t('people.pharmacies.form.removePostcode', { code })}
          emptyText={enabled ? t('people.pharmacies.form.noPostcodes') : t('people.pharmacies.form.noPostcodesOff')}
          listLabel={t('people.pharmacies.form.postcodes')}
        />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="homeDelivery.fee"
            label={t('people.pharmacies.form.fee')}
            slotProps={money}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="homeDelivery.minimum"
            label={t('people.pharmacies.form.minimum')}
            slotProps={money}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
