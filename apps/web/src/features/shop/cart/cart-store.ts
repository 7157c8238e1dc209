import type { Cart } from '@pharmacy/shared/schemas/checkout';
import {
  checkoutReducer,
  checkoutTotals,
  initialCheckoutState,
  type CartItem,
  type CheckoutAction,
  type CheckoutState,
} from '@pharmacy/shared/shop/checkout';
import { saveCart } from '../../../api/cart';
import { publishCartCount } from './cart-count';
import { readLocalCart, writeLocalCart } from './local-cart';

/**
 * The one cart of the page, around the shared checkout reducer. A module store rather than a React context, so the
 * header's sign-in sync, the product page and the checkout share it wherever each is mounted.
 * Before sign-in (and for staff, who preview the shop) it lives in localStorage; for a signed-in customer on the server,
 * saved a moment after the last change (PUT /api/cart).
 */

export interface CartSnapshot {
  checkout: CheckoutState;
  /** The customer whose server cart this is, or null for the browser's own cart. */
  owner: string | null;
  /** Products the server dropped because they left the shop (said once). */
  removed: string[];
}

export const SAVE_DELAY_MS = 600;

function fromItems(items: readonly CartItem[]): CheckoutState {
  try {
    return checkoutReducer(initialCheckoutState, { type: 'merge', items });
  } catch {
    // A stored cart the reducer refuses (mixed pharmacies, a bad quantity) is dropped rather than breaking the shop.
    return initialCheckoutState;
  }
}

let snapshot: CartSnapshot = { checkout: fromItems(readLocalCart()), owner: null, removed: [] };
const listeners = new Set<() => void>();
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by every cart change: a save's answer is adopted only when nothing changed since it was sent. */
let version = 0;

function set(next: CartSnapshot) {
  snapshot = next;
  publishCartCount(next.owner, next.checkout.totalItems);
  listeners.forEach((listener) => listener());
}

const toStored = (items: readonly CartItem[]) => ({
  items: items.map(({ id, pharmacyId, name, price, quantity, colors, variant, image }) => ({
    id, pharmacyId, name, price, quantity, colors, ...(variant ? { variant } : {}), ...(image ? { image } : {}),
  })),
});

/** The server's lines (current prices, products that left dropped) in place of the cart, the rest of the checkout kept. */
function withServerLines(checkout: CheckoutState, cart: Cart): CheckoutState {
  const lines: CartItem[] = cart.items.map((line) => ({ ...line }));
  const base = lines.length === 0 ? { ...checkout, shippingChoice: null, discountCode: null } : checkout;
  return { ...base, cart: lines, refusal: null, ...checkoutTotals({ ...base, cart: lines }) };
}

/** A save still waiting when the page goes away (a reload, another address, the tab closed) is sent at once. */
function flushPendingSave() {
  if (saveTimer === undefined || snapshot.owner === null) return;
  clearTimeout(saveTimer);
  saveTimer = undefined;
  saveCart(toStored(snapshot.checkout.cart), true).catch(() => {});
}
if (typeof window !== 'undefined') window.addEventListener('pagehide', flushPendingSave);

function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = undefined;
    const sent = version;
    const owner = snapshot.owner;
    if (owner === null) return;
    saveCart(toStored(snapshot.checkout.cart)).then(
      (cart) => {
        if (sent === version && owner === snapshot.owner) adoptServerCart(owner, cart, false);
      },
      // The next change saves the whole cart again; nothing is lost on this page meanwhile.
      () => {},
    );
  }, SAVE_DELAY_MS);
}

export const cartStore = {
  getSnapshot: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dispatch(action: CheckoutAction) {
    const checkout = checkoutReducer(snapshot.checkout, action);
    if (checkout === snapshot.checkout) return;
    const cartChanged = checkout.cart !== snapshot.checkout.cart;
    set({ ...snapshot, checkout, removed: cartChanged ? [] : snapshot.removed });
    if (!cartChanged) return;
    version += 1;
    if (snapshot.owner === null) writeLocalCart(checkout.cart);
    else scheduleSave();
  },
};

/** A customer's cart as the server answered it (load, merge, save); `fresh` starts their checkout at the cart step. */
export function adoptServerCart(owner: string, cart: Cart, fresh = true): void {
  const base = fresh || snapshot.owner !== owner ? initialCheckoutState : snapshot.checkout;
  set({ checkout: withServerLines(base, cart), owner, removed: cart.removed });
}

/** Signed out (or never a customer): back to the browser's own cart. */
export function switchToLocalCart(): void {
  if (snapshot.owner === null) return;
  clearTimeout(saveTimer);
  set({ checkout: fromItems(readLocalCart()), owner: null, removed: [] });
}

/** Tests start each case from what localStorage holds. */
export function resetCartStore(): void {
  clearTimeout(saveTimer);
  version = 0;
  snapshot = { checkout: fromItems(readLocalCart()), owner: null, removed: [] };
  listeners.forEach((listener) => listener());
}
