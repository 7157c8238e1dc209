import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS } from '@pharmacy/shared/shop/checkout';
import { useCart } from '../cart/use-cart';
import { CartStep } from './cart-step';
import { LaterSteps } from './later-steps';

export interface CheckoutViewProps {
  shopHref: string;
}

/**
 * The checkout (SPEC §4): a stepper over cart → delivery → payment → done, moved by the reducer's step actions.
 * Anyone sees the cart; the later steps are a signed-in customer's.
 */
export function CheckoutView({ shopHref }: CheckoutViewProps) {
  const { t } = useTranslation();
  const { checkout } = useCart();
  const step = checkout.cart.length === 0 ? 0 : checkout.activeStep;
  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: { xs: 3, md: 5 } }}>
        {CHECKOUT_STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`shop.checkout.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 ? <CartStep shopHref={shopHref} /> : <LaterSteps step={step} shopHref={shopHref} />}
    </>
  );
}
