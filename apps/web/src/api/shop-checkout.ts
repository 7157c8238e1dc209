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
};

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

export function useCheckDiscount() {
  return useMutation({ mutationFn: checkDiscount });
}

export function usePlaceCheckout() {
  return useMutation({ mutationFn: ({ request, key }: { request: CheckoutRequestInput; key: string }) => placeCheckout(request, key) });
}
