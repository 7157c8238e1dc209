import { useState } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from '../../../lib/translation';
import type { CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import { CHECKOUT_STEPS } from '@pharmacy/shared/shop/checkout';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCart } from '../cart/use-cart';
import { CartStep } from './cart-step';
import { CustomerSteps } from './customer-steps';
import { DoneStep } from './done-step';

export interface CheckoutViewProps {
  shopHref: string;
}

const DONE = CHECKOUT_STEPS.indexOf('done');

/**
 * The checkout (SPEC §4): a stepper over cart → delivery → payment → done, moved by the reducer's step actions.
 * Anyone sees the cart; the later steps are a signed-in customer's.
 */
export function CheckoutView({ shopHref }: CheckoutViewProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { checkout, dispatch } = useCart();
  const [placed, setPlaced] = useState<CheckoutResult | null>(null);
  const isCustomer = user?.role === 'customer';
  // An emptied cart, or someone who is not (or no longer) a customer, is back at the cart step.
  const step = placed ? DONE : checkout.cart.length === 0 || !isCustomer ? 0 : checkout.activeStep;

  const onPlaced = (result: CheckoutResult) => {
    setPlaced(result);
    // The order holds the cart now: reset empties it (and the customer's saved cart with it).
    dispatch({ type: 'reset' });
  };

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: { xs: 3, md: 5 } }}>
        {CHECKOUT_STEPS.map((name) => (
          <Step key={name} completed={step > CHECKOUT_STEPS.indexOf(name) || step === DONE}>
            <StepLabel>{t(`shop.checkout.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {placed ? (
        <DoneStep result={placed} shopHref={shopHref} />
      ) : step === 0 ? (
        <CartStep shopHref={shopHref} />
      ) : (
        <CustomerSteps step={step} onPlaced={onPlaced} />
      )}
    </>
  );
}
