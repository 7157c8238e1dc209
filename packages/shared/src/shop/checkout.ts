import { lineAmount, sumBy } from '../invoices/money';
import type { InvoiceBuyer } from '../schemas/invoice';
import { SHOP_COLORS_MAX, SHOP_PRICE_MAX_CENTS } from './constants';

/**
 * The shop's checkout (SPEC §3 and §4 "Checkout", issue 15) as one pure reducer: the browser keeps the cart with it
 * before sign-in, the server keeps a signed-in customer's cart with it, and sign-in merges the two with it, so every
 * side computes the same cart and the same totals. No zod here (the API's schemas are in `../schemas/checkout.ts`).
 *
 * Amounts are integer euro CENTS, as everywhere in the product: no float ever sums a price.
 */

/**
 * The SPEC's bare 5 (§4 reset, §9 "Empty cart") is €5.00 = 500 cents: the SPEC writes amounts in the currency unit
 * (the shop sells in euros) and a 5-cent delivery would mean nothing.
 *
 * §9 gives the empty cart subtotal 5 and total 5, though Σ of nothing is 0 and 5 − 0 + 5 is 10: these are the fixed
 * values of an EMPTY cart (what reset gives and what removing the last item returns to); the §4 formulas hold for every
 * cart with an item. The page shows an empty cart as empty, not these amounts.
 */
export const EMPTY_CART_CENTS = { subtotal: 500, total: 500, shipping: 500, discount: 0 } as const;

/**
 * Shipping until a delivery is chosen: the SPEC's 5, which nothing in §4 changes when an item is added. The delivery
 * step replaces it with the pharmacy's fee (home delivery) or 0 (collect at the pharmacy).
 */
export const DEFAULT_SHIPPING_CENTS = EMPTY_CART_CENTS.shipping;

/** cart → delivery (collect or home delivery) and billing address → payment → done. `activeStep` indexes this. */
export const CHECKOUT_STEPS = ['cart', 'delivery', 'payment', 'done'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The order form's limits (ORDER_QUANTITY_MAX, ORDER_LINES_MAX): a cart becomes an order. */
export const CART_QUANTITY_MAX = 99;
export const CART_LINES_MAX = 30;

/** SPEC §3 "Product" (id, price, quantity, colors) and what the cart page shows of it. */
export interface CartItem {
  /** The shop product's id: one line per product. */
  id: string;
  /** The pharmacy that sells it at this price: one pharmacy per cart. */
  pharmacyId: string;
  name: string;
  /** Unit price in cents, VAT included (what the customer pays), at most SHOP_PRICE_MAX_CENTS. */
  price: number;
  quantity: number;
  /** The picks among the product's colours (or sizes); a product offers at most SHOP_COLORS_MAX. */
  colors: string[];
  variant?: string;
  /** The product's image as the images module names it (`<uuid>.webp`). */
  image?: string;
}

/** The billing address becomes the buyer of the order's invoice, so it is the invoice's buyer. */
export type BillingAddress = InvoiceBuyer;

/** A discount code (beyond the SPEC): an amount off, or a whole percentage of the subtotal. */
export type DiscountCode =
  { code: string; kind: 'amount'; cents: number } | { code: string; kind: 'percent'; percent: number };

/**
 * Why the last add or merge changed nothing. `items` are the refused ones, so the page can ask "start a new cart with
 * them?" (`startNewCart`) or let it be (`dismissRefusal`, or any other action).
 */
export interface CartRefusal {
  reason: 'otherPharmacy' | 'cartFull';
  /** The refused items' pharmacy. */
  pharmacyId: string;
  items: CartItem[];
}

/** The SPEC's derived fields, recomputed by `checkoutTotals` after every action. */
export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  totalItems: number;
}

/** SPEC §3 "Checkout" (activeStep, cart, billing and the totals) plus what the totals are computed from. */
export interface CheckoutState extends CheckoutTotals {
  activeStep: number;
  cart: CartItem[];
  billing: BillingAddress | null;
  /** The chosen delivery's fee; null until one is chosen. */
  shippingChoice: number | null;
  discountCode: DiscountCode | null;
  refusal: CartRefusal | null;
}

export type CheckoutAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: number | CheckoutStep }
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; id: string }
  | { type: 'increase'; id: string }
  | { type: 'decrease'; id: string }
  | { type: 'setBilling'; billing: BillingAddress | null }
  | { type: 'setShipping'; cents: number }
  | { type: 'applyDiscount'; discount: DiscountCode }
  | { type: 'clearDiscount' }
  | { type: 'reset' }
  /** Sign-in: the browser's cart into the server's, item by item with the add rule; all or nothing. */
  | { type: 'merge'; items: readonly CartItem[] }
  | { type: 'startNewCart' }
  | { type: 'dismissRefusal' };

/** Reset's state, and the first one: step 0, nothing in the cart, §9's amounts. */
export const initialCheckoutState: CheckoutState = {
  activeStep: 0,
  cart: [],
  billing: null,
  shippingChoice: null,
  discountCode: null,
  refusal: null,
  ...EMPTY_CART_CENTS,
  totalItems: 0,
};

const isCents = (v: unknown, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isId = (v: unknown) => typeof v === 'string' && v.length > 0;

/**
 * Bad input throws instead of being ignored: the UI's own code or a schema-checked API body feeds the reducer, so a
 * fraction or a quantity of 0 here is a bug that must not turn into a wrong total.
 */
function checkItem(item: CartItem): void {
  if (!isId(item.id) || !isId(item.pharmacyId)) throw new RangeError('a cart item needs an id and a pharmacyId');
  if (!isCents(item.price, SHOP_PRICE_MAX_CENTS)) throw new RangeError(`bad price ${item.price}`);
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > CART_QUANTITY_MAX) {
    throw new RangeError(`bad quantity ${item.quantity}`);
  }
  if (!Array.isArray(item.colors) || item.colors.length > SHOP_COLORS_MAX) throw new RangeError('bad colors');
}

function checkDiscount(d: DiscountCode): void {
  const ok = d.kind === 'amount' ? isCents(d.cents) : Number.isInteger(d.percent) && d.percent >= 0 && d.percent <= 100;
  if (!ok || typeof d.code !== 'string') throw new RangeError(`bad discount ${JSON.stringify(d)}`);
}

/** The union, first picks first. The cap only matters for a forged item: one product offers no more colours. */
const mergeColors = (a: readonly string[], b: readonly string[]) =>
  [...new Set([...a, ...b])].slice(0, SHOP_COLORS_MAX);

/** A copy, so the state never shares an array with the caller. */
const copyItem = (item: CartItem): CartItem => ({ ...item, colors: mergeColors(item.colors, []) });

/**
 * SPEC §4's add rule for each item: an existing line has its quantity increased (up to the max: adding the same
 * product again is no mistake) and its colors merged; nothing else of it changes. A new product is a new line.
 */
function addItems(cart: readonly CartItem[], items: readonly CartItem[]): CartItem[] | CartRefusal {
  items.forEach(checkItem);
  const pharmacyId = items[0]?.pharmacyId;
  if (items.some((item) => item.pharmacyId !== pharmacyId)) throw new RangeError("a cart holds one pharmacy's items");
  const refuse = (reason: CartRefusal['reason']) => ({ reason, pharmacyId, items: items.map(copyItem) });
  if (cart.length > 0 && cart[0].pharmacyId !== pharmacyId) return refuse('otherPharmacy');

  const next = [...cart];
  for (const item of items) {
    const at = next.findIndex((line) => line.id === item.id);
    if (at < 0) next.push(copyItem(item));
    else {
      const line = next[at];
      next[at] = {
        ...line,
        quantity: Math.min(line.quantity + item.quantity, CART_QUANTITY_MAX),
        colors: mergeColors(line.colors, item.colors),
      };
    }
  }
  return next.length > CART_LINES_MAX ? refuse('cartFull') : next;
}

/** What a code takes off the goods (the server answers a code check with it too). */
export function discountOff(code: DiscountCode | null, subtotal: number): number {
  if (!code) return 0;
  // Percent: rounded half up. Never more than the goods: the total never drops below the shipping.
  const off = code.kind === 'amount' ? code.cents : Math.round((subtotal * code.percent) / 100);
  return Math.min(off, subtotal);
}

/** The one place the derived fields are computed (the server recomputes an order's totals with it too). */
export function checkoutTotals(state: Pick<CheckoutState, 'cart' | 'shippingChoice' | 'discountCode'>): CheckoutTotals {
  if (state.cart.length === 0) return { ...EMPTY_CART_CENTS, totalItems: 0 };
  const subtotal = sumBy(state.cart, (item) => lineAmount(item.price, item.quantity));
  const discount = discountOff(state.discountCode, subtotal);
  const shipping = state.shippingChoice ?? DEFAULT_SHIPPING_CENTS;
  return {
    subtotal,
    discount,
    shipping,
    total: subtotal - discount + shipping,
    totalItems: sumBy(state.cart, (i) => i.quantity),
  };
}

/**
 * After every action that changed something. An empty cart carries no delivery choice and no code: the fee was its
 * pharmacy's, and the next item may be another pharmacy's.
 */
function settle(state: CheckoutState): CheckoutState {
  const s = state.cart.length === 0 ? { ...state, shippingChoice: null, discountCode: null } : state;
  return { ...s, ...checkoutTotals(s) };
}

const withQuantity = (s: CheckoutState, id: string, by: 1 | -1): CheckoutState => {
  const at = s.cart.findIndex((line) => line.id === id);
  const quantity = at < 0 ? 0 : s.cart[at].quantity + by;
  // Decrease stops at 1: deleting is its own action (SPEC §4 names delete apart from decrease).
  if (quantity < 1 || quantity > CART_QUANTITY_MAX) return s;
  return { ...s, cart: s.cart.map((line, i) => (i === at ? { ...line, quantity } : line)) };
};

function apply(s: CheckoutState, action: CheckoutAction): CheckoutState {
  const last = CHECKOUT_STEPS.length - 1;
  switch (action.type) {
    case 'next':
      return s.activeStep < last ? { ...s, activeStep: s.activeStep + 1 } : s;
    case 'back':
      return s.activeStep > 0 ? { ...s, activeStep: s.activeStep - 1 } : s;
    case 'goTo': {
      // Out of range is ignored, not clamped: clamping goTo(9) to 'done' would skip the payment.
      const step = typeof action.step === 'number' ? action.step : CHECKOUT_STEPS.indexOf(action.step);
      return Number.isInteger(step) && step >= 0 && step <= last ? { ...s, activeStep: step } : s;
    }
    case 'add':
    case 'merge': {
      const items = action.type === 'add' ? [action.item] : action.items;
      if (items.length === 0) return s;
      const cart = addItems(s.cart, items);
      return Array.isArray(cart) ? { ...s, cart } : { ...s, refusal: cart };
    }
    case 'remove':
      return s.cart.some((line) => line.id === action.id)
        ? { ...s, cart: s.cart.filter((l) => l.id !== action.id) }
        : s;
    case 'increase':
      return withQuantity(s, action.id, 1);
    case 'decrease':
      return withQuantity(s, action.id, -1);
    case 'setBilling':
      return { ...s, billing: action.billing && { ...action.billing } };
    case 'setShipping':
      if (!isCents(action.cents)) throw new RangeError(`bad shipping ${action.cents}`);
      return { ...s, shippingChoice: action.cents };
    case 'applyDiscount':
      checkDiscount(action.discount);
      return { ...s, discountCode: { ...action.discount } };
    case 'clearDiscount':
      return s.discountCode ? { ...s, discountCode: null } : s;
    case 'reset':
      return initialCheckoutState;
    case 'startNewCart': {
      if (!s.refusal) return s;
      const cart = addItems([], s.refusal.items);
      // A new cart starts its checkout again; the billing address is the customer's, not the cart's, and stays.
      return Array.isArray(cart) ? { ...initialCheckoutState, billing: s.billing, cart } : s;
    }
    case 'dismissRefusal':
      return s;
  }
}

/**
 * SPEC §4 "Checkout". Returns the same state object when an action changes nothing (React then skips the render).
 * A refusal describes the last action only: any next action answers it or leaves it behind, so it is cleared first.
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const s = state.refusal === null || action.type === 'startNewCart' ? state : { ...state, refusal: null };
  const next = apply(s, action);
  if (next === s || next === initialCheckoutState) return next;
  return next.refusal ? next : settle(next);
}
