import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { VEHICLES } from '@pharmacy/shared/schemas/shipper';
import { FormTextField } from '../../../components/form/form-text-field';
import { LANGUAGE_NATIVE_NAMES } from '../../../components/language/language-names';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import type { ShipperCreateValues } from '../utils/shipper-form';
import { VehicleIcon } from './vehicle';

export interface ShipperFieldsProps {
  /** The form's control; the form holds these fields (create or edit). */
  control: unknown;
  /** The e-mail is only typed when the account is created. */
  withEmail: boolean;
}

/** Names, e-mail, working phone, language of the e-mails, vehicle. */
export function ShipperFields({ control: untyped, withEmail }: ShipperFieldsProps) {
  const { t } = useTranslation();
  const control = untyped as Control<ShipperCreateValues>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="first_name"
          label={t('people.shippers.fields.firstName')}
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="last_name"
          label={t('people.shippers.fields.lastName')}
          required
          autoComplete="off"
        />
      </Grid>
      {withEmail && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            required
            label={t('people.shippers.fields.email')}
            helperText={t('people.shippers.form.emailHint')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('people.shippers.fields.phone')}
          helperText={t('people.shippers.form.phoneHint')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="language" select label={t('people.shippers.fields.language')}>
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={LANGUAGE_TAGS[code]}>
              {LANGUAGE_NATIVE_NAMES[code]}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="vehicle" select label={t('people.shippers.fields.vehicle')}>
          {VEHICLES.map((v) => (
            <MenuItem key={v} value={v}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <VehicleIcon vehicle={v} fontSize="small" />
                <span>{t(`people.shippers.vehicles.${v}`)}</span>
              </Stack>
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </Grid>
  );
}
