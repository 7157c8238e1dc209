import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { CheckoutOptions, CheckoutResult, PaymentMethod } from '@pharmacy/shared/schemas/shop-checkout';
import { getCart } from '../../../api/cart';
import { usePlaceCheckout } from '../../../api/shop-checkout';
import { errorCode, errorMessage } from '../../../lib/api-errors';
import { adoptServerCart } from '../cart/cart-store';
import { useCart } from '../cart/use-cart';
import { toCheckoutRequest } from './checkout-request';
import type { DeliveryDetails } from './delivery-details';
import { DiscountField } from './discount-field';
import { OrderSummary } from './order-summary';

export interface PaymentStepProps {
  options: CheckoutOptions;
  details: DeliveryDetails;
  onPlaced: (result: CheckoutResult) => void;
}

/** Step 2: a discount code, how to pay, the final total, and "Place the order". */
export function PaymentStep({ options, details, onPlaced }: PaymentStepProps) {
  const { t } = useTranslation();
  const { checkout, owner, dispatch } = useCart();
  const [payment, setPayment] = useState<PaymentMethod>(options.payments[0] ?? 'at_pharmacy');
  const place = usePlaceCheckout();
  // One key per purchase: a retry after a lost answer must not buy twice.
  const key = useRef(crypto.randomUUID());

  const submit = () => {
    place.mutate(
      { request: toCheckoutRequest(checkout, details, payment), key: key.current },
      {
        onSuccess: (result) => {
          if (result.checkoutUrl) {
            window.location.assign(result.checkoutUrl);
            return;
          }
          onPlaced(result);
        },
        onError: (error) => {
          // New prices or stock: show the cart as the server has it now, and let the customer look again.
          const code = errorCode(error);
          if ((code === 'PRICE_CHANGED' || code === 'OUT_OF_STOCK') && owner) {
            key.current = crypto.randomUUID();
            void getCart().then((cart) => adoptServerCart(owner, cart, false));
          }
        },
      },
    );
  };
  const failure = place.error;
  const failureText =
    errorCode(failure) === 'PRICE_CHANGED'
      ? t('shop.payment.priceChanged')
      : errorCode(failure) === 'OUT_OF_STOCK'
        ? t('shop.payment.outOfStock')
        : failure && errorMessage(t, failure);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('shop.payment.title')}
          </Typography>
          <RadioGroup aria-label={t('shop.payment.title')} value={payment} onChange={(e) => setPayment(e.target.value as PaymentMethod)}>
            {options.payments.map((method) => (
              <FormControlLabel
                key={method}
                value={method}
                control={<Radio />}
                label={
                  <Stack sx={{ py: 1 }}>
                    <Typography variant="subtitle2">{t(`shop.payment.${method}`)}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`shop.payment.${method}Hint`)}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ p: 3 }}>
          <Stack spacing={3}>
            <OrderSummary totals={checkout} shippingChosen />
            <DiscountField pharmacyId={options.pharmacy.id} />
            {failureText && <Alert severity="error">{failureText}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button color="inherit" onClick={() => dispatch({ type: 'back' })} disabled={place.isPending}>
                {t('shop.checkout.back')}
              </Button>
              <Button variant="contained" onClick={submit} loading={place.isPending}>
                {t('shop.payment.placeOrder')}
              </Button>
            </Stack>
          </Stack>
        </Card>
      </Grid>
    </Grid>
  );
}
