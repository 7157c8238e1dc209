import type { Cart, StoredCartInput } from '@pharmacy/shared/schemas/checkout';
import { api } from '../lib/api-client';

/**
 * A signed-in customer's cart on the server (customers only: the API answers others 403). Plain functions, not
 * queries: the cart store (features/shop/cart) owns the cart's state and calls these to load, save and merge it.
 */

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api<Cart>('/api/cart', { signal });
}

/** `keepalive`: sent as the page goes away, so a change made just before leaving is not lost. */
export function saveCart(cart: StoredCartInput, keepalive = false): Promise<Cart> {
  return api<Cart>('/api/cart', { method: 'PUT', body: cart, keepalive });
}

/** At sign-in: the browser's cart into the kept one; 409 CART_OTHER_PHARMACY when they differ unless `replace`. */
export function mergeCart(cart: StoredCartInput, replace: boolean): Promise<Cart> {
  return api<Cart>('/api/cart/merge', { method: 'POST', body: cart, query: { replace: String(replace) } });
}
