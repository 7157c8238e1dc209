import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { isBelgianPostcode } from '@pharmacy/shared/orders/identifiers';
import { DELIVERY_TYPES } from '@pharmacy/shared/schemas/order-form';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { translateFieldMessage } from '../../../lib/api-errors';
import { formatEuros } from '../shared/order-format';
import type { OrderFormValues } from './order-form-values';
import { OrderFormSection } from './order-form-section';

export interface OrderFormDeliveryProps {
  /** The chosen pharmacy, once known: its home-delivery policy decides whether `neighbour` is possible. */
  pharmacy: Pharmacy | null;
  /** The order is placed with a prescription or holds a medicine that needs one. */
  prescription: boolean;
}

const ltr = { money: <bdi dir="ltr" />, codes: <bdi dir="ltr" /> };

/** What the chosen pharmacy offers, in one sentence under the home-delivery choice. */
function PharmacyPolicy({ pharmacy }: { pharmacy: Pharmacy }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { homeDelivery } = pharmacy;
  if (!homeDelivery.enabled) return <>{t('orders.form.delivery.notOffered', { pharmacy: pharmacy.name })}</>;
  return (
    <Trans
      i18nKey={homeDelivery.minimumCents > 0 ? 'orders.form.delivery.offeredMinimum' : 'orders.form.delivery.offered'}
      values={{
        pharmacy: pharmacy.name,
        fee: formatEuros(homeDelivery.feeCents, language),
        minimum: formatEuros(homeDelivery.minimumCents, language),
        codes: homeDelivery.postcodes.join(', ') || t('orders.form.delivery.everywhere'),
      }}
      components={ltr}
    />
  );
}

/**
 * Collection at the pharmacy or delivery at home, with the law explained where the choice is made (docs/PRODUCT.md: a
 * prescription medicine is delivered at home only by the pharmacy's own staff, when the pharmacy offers it).
 */
export function OrderFormDelivery({ pharmacy, prescription }: OrderFormDeliveryProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const helperId = useId();
  const { control } = useFormContext<OrderFormValues>();
  const deliveryType = useWatch({ control, name: 'delivery_type' });
  const postcode = useWatch({ control, name: 'address.postal_code' }).trim();
  const offered = pharmacy?.homeDelivery.enabled ?? true;
  const outsideArea =
    deliveryType === 'neighbour' &&
    pharmacy !== null &&
    offered &&
    isBelgianPostcode(postcode) &&
    pharmacy.homeDelivery.postcodes.length > 0 &&
    !pharmacy.homeDelivery.postcodes.includes(postcode);

  return (
    <OrderFormSection title={t('orders.form.delivery.title')}>
      <Alert severity="info" variant="outlined" role="note">
        {prescription ? t('orders.form.delivery.lawPrescription') : t('orders.form.delivery.lawOther')}
      </Alert>
      <Controller
        control={control}
        name="delivery_type"
        render={({ field, fieldState }) => {
          const message = translateFieldMessage(t, fieldState.error?.message);
          return (
            <FormControl component="fieldset" error={Boolean(message)}>
              <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
                {t('orders.form.delivery.typeLabel')}
              </FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                aria-labelledby={legendId}
                aria-describedby={message ? helperId : undefined}
                aria-invalid={message ? true : undefined}
              >
                {DELIVERY_TYPES.slice()
                  .reverse()
                  .map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      disabled={option === 'neighbour' && !offered && field.value !== 'neighbour'}
                      control={<Radio slotProps={{ input: { ref: option === field.value ? field.ref : undefined } }} />}
                      sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                      label={
                        <>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {t(`orders.form.delivery.type.${option}`)}
                          </Typography>
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {option === 'neighbour' && pharmacy ? (
                              <PharmacyPolicy pharmacy={pharmacy} />
                            ) : (
                              t(`orders.form.delivery.explain.${option}`)
                            )}
                          </Typography>
                        </>
                      }
                    />
                  ))}
              </RadioGroup>
              {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
            </FormControl>
          );
        }}
      />
      {deliveryType === 'neighbour' && (
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <FormTextField control={control} name="address.street" required label={t('orders.form.delivery.street')} autoComplete="street-address" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="address.postal_code"
              required
              label={t('orders.form.delivery.postcode')}
              autoComplete="postal-code"
              helperText={outsideArea ? t('orders.form.delivery.outsideArea', { pharmacy: pharmacy?.name }) : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 4 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField control={control} name="address.city" required label={t('orders.form.delivery.city')} autoComplete="address-level2" />
          </Grid>
        </Grid>
      )}
      <FormTextField
        control={control}
        name="mandated"
        label={t('orders.form.delivery.mandated')}
        helperText={deliveryType === 'neighbour' ? t('orders.form.delivery.mandatedHintDelivery') : t('orders.form.delivery.mandatedHintCollect')}
        autoComplete="off"
      />
    </OrderFormSection>
  );
}
