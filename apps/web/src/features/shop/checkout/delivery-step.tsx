import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { CheckoutOptions } from '@pharmacy/shared/schemas/shop-checkout';
import { translateFieldMessage } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCart } from '../cart/use-cart';
import { AddressFields } from './address-fields';
import { DeliveryChoice } from './delivery-choice';
import { deliveryErrors, type DeliveryDetails } from './delivery-details';
import { OrderSummary } from './order-summary';

export interface DeliveryStepProps {
  options: CheckoutOptions;
  details: DeliveryDetails;
  onDetails: (details: DeliveryDetails) => void;
}

/** Step 1: collect or home delivery (its address), the billing address (the invoice's buyer) and a phone number. */
export function DeliveryStep({ options, details, onDetails }: DeliveryStepProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { checkout, dispatch } = useCart();
  const [tried, setTried] = useState(false);
  const errors = tried ? deliveryErrors(details, options) : {};
  const set = (patch: Partial<DeliveryDetails>) => onDetails({ ...details, ...patch });
  const fee = details.delivery === 'home' ? (options.homeDelivery?.feeCents ?? 0) : 0;
  // The summary follows the choice on screen, not the estimate of the cart step.
  useEffect(() => dispatch({ type: 'setShipping', cents: fee }), [dispatch, fee]);

  const next = () => {
    setTried(true);
    if (Object.keys(deliveryErrors(details, options)).length > 0) return;
    dispatch({
      type: 'setBilling',
      billing: { ...details.billing, country: 'BE', vatNumber: null, email: user?.email ?? null },
    });
    dispatch({ type: 'next' });
  };

  const section = (title: string) => (
    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
  );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            {section(t('shop.delivery.title'))}
            <DeliveryChoice
              options={options}
              value={details.delivery}
              onChange={(delivery) => set({ delivery })}
              basketCents={checkout.subtotal - checkout.discount}
            />
            {details.delivery === 'home' && (
              <Stack sx={{ mt: 2 }}>
                <AddressFields value={details.address} onChange={(address) => set({ address })} prefix="address" errors={errors} />
              </Stack>
            )}
          </Card>
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            {section(t('shop.delivery.billing'))}
            <Stack spacing={2}>
              <TextField
                label={t('shop.delivery.name')}
                autoComplete="name"
                required
                value={details.billing.name}
                onChange={(e) => set({ billing: { ...details.billing, name: e.target.value } })}
                error={!!errors['billing.name']}
                helperText={translateFieldMessage(t, errors['billing.name'])}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <AddressFields value={details.billing} onChange={(a) => set({ billing: { ...details.billing, ...a } })} prefix="billing" errors={errors} />
              {details.delivery === 'home' && (
                <Button sx={{ alignSelf: 'flex-start' }} onClick={() => set({ billing: { ...details.billing, ...details.address } })}>
                  {t('shop.delivery.sameAddress')}
                </Button>
              )}
              <TextField
                label={t('shop.delivery.phone')}
                type="tel"
                autoComplete="tel"
                required
                value={details.phone}
                onChange={(e) => set({ phone: e.target.value })}
                error={!!errors.phone}
                helperText={translateFieldMessage(t, errors.phone) ?? t('shop.delivery.phoneHint')}
                slotProps={{ htmlInput: { maxLength: 20, dir: 'ltr' } }}
              />
            </Stack>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ p: 3 }}>
          <OrderSummary totals={checkout} shippingChosen={checkout.shippingChoice !== null} />
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
            <Button color="inherit" onClick={() => dispatch({ type: 'back' })}>
              {t('shop.checkout.back')}
            </Button>
            <Button variant="contained" onClick={next}>
              {t('shop.checkout.continue')}
            </Button>
          </Stack>
        </Card>
      </Grid>
    </Grid>
  );
}
