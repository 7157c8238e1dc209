import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../lib/translation';
import { useCheckoutOptions } from '../../../api/shop-checkout';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCart } from '../cart/use-cart';
import type { CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import { DeliveryStep } from './delivery-step';
import { emptyDelivery } from './delivery-details';
import { PaymentStep } from './payment-step';

export interface CustomerStepsProps {
  step: number;
  onPlaced: (result: CheckoutResult) => void;
}

/** Delivery and payment, against the cart's pharmacy's options (GET /api/checkout/options). */
export function CustomerSteps({ step, onPlaced }: CustomerStepsProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { checkout } = useCart();
  const options = useCheckoutOptions(checkout.cart[0]?.pharmacyId);
  // Kept here, so going back from the payment finds the delivery as it was typed.
  const [details, setDetails] = useState(() => emptyDelivery(user));
  return (
    <QueryBoundary
      query={options}
      loadingLabel={t('shop.delivery.loading')}
      loading={<Skeleton variant="rounded" height={320} />}
      errorTitle={t('shop.delivery.loadFailed')}
    >
      {(found) =>
        step === 1 ? (
          <DeliveryStep options={found} details={details} onDetails={setDetails} />
        ) : (
          <PaymentStep options={found} details={details} onPlaced={onPlaced} />
        )
      }
    </QueryBoundary>
  );
}
