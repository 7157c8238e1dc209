import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { FormTextField } from '../../../components/form/form-text-field';
import { LANGUAGE_NATIVE_NAMES } from '../../../components/language/language-names';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

/** The details every person has (names, phone, language, address); used by "new user" and "edit user". */
export interface PersonFieldValues {
  first_name: string;
  last_name: string;
  phone: string;
  language: (typeof LANGUAGES)[number];
  address: string;
  postal_code: string;
  city: string;
}

export const PERSON_FIELDS = ['first_name', 'last_name', 'phone', 'language', 'address', 'postal_code', 'city'] as const;

export function PersonFields<T extends FieldValues & PersonFieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const name = (n: keyof PersonFieldValues) => n as Path<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('first_name')} label={t('account.fields.firstName')} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('last_name')} label={t('account.fields.lastName')} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('phone')}
          type="tel"
          label={t('account.fields.phone')}
          autoComplete="off"
          helperText={<Trans i18nKey="account.general.phoneHint" components={{ num: <bdi dir="ltr" /> }} />}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('language')} select label={t('account.fields.language')}>
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={LANGUAGE_TAGS[code]}>
              {LANGUAGE_NATIVE_NAMES[code]}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name={name('address')} label={t('account.fields.address')} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name={name('postal_code')}
          label={t('account.fields.postcode')}
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 4 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name={name('city')} label={t('account.fields.city')} autoComplete="off" />
      </Grid>
    </>
  );
}
