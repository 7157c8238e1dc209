import { useQuery } from '@tanstack/react-query';
import type { CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import { api } from '../lib/api-client';

/** How often /payment asks while the provider has not answered, and for how long at most. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLL_LIMIT_MS = 3 * 60_000;

/**
 * GET /api/checkout/{id}: where a checkout stands. While the payment is open the page asks again: the order exists
 * only once the provider has told the server (the browser's return from the provider proves nothing).
 */
export function useCheckoutStatus(id: string | null, enabled: boolean) {
  const started = Date.now();
  return useQuery({
    queryKey: ['checkout', id],
    queryFn: ({ signal }) => api<CheckoutResult>(`/api/checkout/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id) && enabled,
    refetchInterval: (query) => (query.state.data?.status === 'open' && Date.now() - started < CHECKOUT_POLL_LIMIT_MS ? CHECKOUT_POLL_MS : false),
    retry: false,
  });
}
