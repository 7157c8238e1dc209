import { useMutation, useQuery } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@pharmacy/shared/schemas/order';
import type {
  CheckoutOptions,
  CheckoutRequestInput,
  CheckoutResult,
  DiscountAnswer,
} from '@pharmacy/shared/schemas/shop-checkout';
import { api } from '../lib/api-client';

/** The shop's checkout API (customers only): a pharmacy's delivery and payment options, a discount code, buying. */

export const checkoutKeys = {
  options: (pharmacyId: string) => ['checkout', 'options', pharmacyId] as const,
  status: (id: string) => ['checkout', 'status', id] as const,
};

/** How often /payment asks while the provider has not answered, and for how long at most. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLL_LIMIT_MS = 3 * 60_000;

export function getCheckoutOptions(pharmacyId: string, signal?: AbortSignal): Promise<CheckoutOptions> {
  return api<CheckoutOptions>('/api/checkout/options', { query: { pharmacyId }, signal });
}

export function checkDiscount(body: { pharmacyId: string; code: string; subtotalCents: number }): Promise<DiscountAnswer> {
  return api<DiscountAnswer>('/api/checkout/discount', { method: 'POST', body });
}

/** The same key for a retry of the same purchase: the server then answers the first checkout instead of a second. */
export function placeCheckout(request: CheckoutRequestInput, idempotencyKey: string): Promise<CheckoutResult> {
  return api<CheckoutResult>('/api/checkout', { method: 'POST', body: request, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function useCheckoutOptions(pharmacyId: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.options(pharmacyId ?? ''),
    queryFn: ({ signal }) => getCheckoutOptions(pharmacyId ?? '', signal),
    enabled: !!pharmacyId,
  });
}

/**
 * GET /api/checkout/{id}: where a checkout stands. While the payment is open the page asks again (at most
 * CHECKOUT_POLL_LIMIT_MS): the order exists only once the provider has told the server, never from the browser's return.
 */
export function useCheckoutStatus(id: string | null) {
  return useQuery({
    queryKey: checkoutKeys.status(id ?? ''),
    queryFn: ({ signal }) => api<CheckoutResult>(`/api/checkout/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < CHECKOUT_POLL_LIMIT_MS / CHECKOUT_POLL_MS ? CHECKOUT_POLL_MS : false,
    retry: false,
  });
}

export function useCheckDiscount() {
  return useMutation({ mutationFn: checkDiscount });
}

export function usePlaceCheckout() {
  return useMutation({ mutationFn: ({ request, key }: { request: CheckoutRequestInput; key: string }) => placeCheckout(request, key) });
}
