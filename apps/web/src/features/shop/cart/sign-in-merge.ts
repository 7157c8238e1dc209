import type { Cart } from '@pharmacy/shared/schemas/checkout';
import { getCart, mergeCart } from '../../../api/cart';
import { ApiRequestError } from '../../../lib/api-client';
import { adoptServerCart, cartStore } from './cart-store';
import { clearLocalCart, readLocalCart } from './local-cart';

/** What the sign-in sync ended with: done, or the question the customer must answer first. */
export type MergeOutcome = { kind: 'done' } | { kind: 'otherPharmacy' } | { kind: 'failed' };

/** Only one sync per customer at a time (StrictMode runs effects twice; two layouts may mount the sync). */
let running: { owner: string; promise: Promise<MergeOutcome> } | null = null;

function adopt(owner: string, cart: Cart): MergeOutcome {
  adoptServerCart(owner, cart);
  // The browser's cart is now in the server's: merging it again at the next sign-in would count it twice.
  clearLocalCart();
  return { kind: 'done' };
}

const isOtherPharmacy = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.data.code === 'CART_OTHER_PHARMACY';

/**
 * At sign-in as a customer: the browser's cart is merged into the kept one (POST /api/cart/merge), or the kept one is
 * loaded when the browser has none. A cart of another pharmacy stops at a question (`resolveConflict`).
 */
export function syncCustomerCart(owner: string): Promise<MergeOutcome> {
  if (cartStore.getSnapshot().owner === owner) return Promise.resolve({ kind: 'done' });
  if (running?.owner === owner) return running.promise;
  const local = readLocalCart();
  const promise = (local.length > 0 ? mergeCart({ items: local }, false) : getCart()).then(
    (cart) => adopt(owner, cart),
    (error: unknown): MergeOutcome => (isOtherPharmacy(error) ? { kind: 'otherPharmacy' } : { kind: 'failed' }),
  );
  running = { owner, promise };
  return promise.finally(() => {
    running = null;
  });
}

/** The customer's answer: `replace` starts a new cart with the browser's; otherwise the kept one stays. */
export async function resolveConflict(owner: string, replace: boolean): Promise<MergeOutcome> {
  try {
    const cart = replace ? await mergeCart({ items: readLocalCart() }, true) : await getCart();
    return adopt(owner, cart);
  } catch {
    return { kind: 'failed' };
  }
}
