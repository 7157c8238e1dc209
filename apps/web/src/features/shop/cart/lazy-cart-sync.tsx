import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';

const CartSync = lazy(() => import('./cart-sync').then((m) => ({ default: m.CartSync })));

/**
 * The layouts' hook into the cart: the sync's code (the reducer, the dialog) loads only for a signed-in customer (and
 * stays after their sign-out, to go back to the browser's cart), so an anonymous first visit never fetches it.
 */
export function LazyCartSync() {
  const { user } = useAuth();
  const customerId = user?.role === 'customer' ? user.uid : null;
  const [wasCustomer, setWasCustomer] = useState(false);
  useEffect(() => {
    if (customerId) setWasCustomer(true);
  }, [customerId]);
  if (!customerId && !wasCustomer) return null;
  return (
    <Suspense fallback={null}>
      <CartSync customerId={customerId} />
    </Suspense>
  );
}
