import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { EmailField } from '../../../components/form/email-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { OrderFormValues } from './order-form-values';
import { OrderFormSection } from './order-form-section';

export interface OrderFormContactProps {
  counter: boolean;
}

/** Who the order is for and how the pharmacy reaches them. */
export function OrderFormContact({ counter }: OrderFormContactProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<OrderFormValues>();
  return (
    <OrderFormSection
      title={counter ? t('orders.form.contact.titleCounter') : t('orders.form.contact.title')}
      description={counter ? t('orders.form.contact.counterDescription') : t('orders.form.contact.description')}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="first_name" required label={t('orders.form.contact.firstName')} autoComplete={counter ? 'off' : 'given-name'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="last_name" required label={t('orders.form.contact.lastName')} autoComplete={counter ? 'off' : 'family-name'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <EmailField control={control} name="email" required label={t('orders.form.contact.email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            required
            label={t('orders.form.contact.phone')}
            autoComplete={counter ? 'off' : 'tel'}
            helperText={<Trans i18nKey="orders.form.contact.phoneHint" values={{ example: '+32 470 12 34 56' }} components={{ ltr: <bdi dir="ltr" /> }} />}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
      </Grid>
    </OrderFormSection>
  );
}
