import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { Address } from './delivery-details';

export interface AddressFieldsProps {
  value: Address;
  onChange: (value: Address) => void;
  /** Field path prefix of `errors` ("address", "billing"). */
  prefix: string;
  errors: Record<string, string>;
}

/** Street, postcode and city of a Belgian address. */
export function AddressFields({ value, onChange, prefix, errors }: AddressFieldsProps) {
  const { t } = useTranslation();
  const field = (key: keyof Address) => ({
    value: value[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.target.value }),
    error: !!errors[`${prefix}.${key}`],
    helperText: translateFieldMessage(t, errors[`${prefix}.${key}`]),
    required: true,
    fullWidth: true,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField label={t('shop.delivery.street')} autoComplete="street-address" {...field('street')} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Grid>
      <Grid size={{ xs: 5, sm: 4 }}>
        <TextField label={t('shop.delivery.postalCode')} autoComplete="postal-code" {...field('postalCode')} slotProps={{ htmlInput: { maxLength: 4, inputMode: 'numeric', dir: 'ltr' } }} />
      </Grid>
      <Grid size={{ xs: 7, sm: 8 }}>
        <TextField label={t('shop.delivery.city')} autoComplete="address-level2" {...field('city')} slotProps={{ htmlInput: { maxLength: 80 } }} />
      </Grid>
    </Grid>
  );
}
