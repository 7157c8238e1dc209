import { describe, expect, it } from 'vitest';
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  CHECKOUT_STEPS,
  EMPTY_CART_CENTS,
  checkoutReducer,
  checkoutTotals,
  initialCheckoutState,
  type CartItem,
  type CheckoutAction,
  type CheckoutState,
} from './checkout';
import { SHOP_PRICE_MAX_CENTS } from './constants';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p-vichy',
  pharmacyId: 'ph-1',
  name: 'Vichy Minéral 89',
  price: 1299,
  quantity: 1,
  colors: ['blue'],
  ...overrides,
});
const other = item({ id: 'p-avene', name: 'Avène Cicalfate', price: 850, colors: [] });
const billing = { name: 'Anne Peeters', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' };
const buyer = { ...billing, vatNumber: null, email: null };

const run = (...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, initialCheckoutState);
const add = (overrides: Partial<CartItem> = {}): CheckoutAction => ({ type: 'add', item: item(overrides) });
const step = (n: number, state: CheckoutState = initialCheckoutState) =>
  Array.from({ length: n }).reduce<CheckoutState>((s) => checkoutReducer(s, { type: 'next' }), state);
const emptyCart = { ...EMPTY_CART_CENTS, totalItems: 0 };

describe('SPEC §4 checkout: steps', () => {
  it('activeStep starts at 0 (the cart step)', () => {
    expect(initialCheckoutState.activeStep).toBe(0);
    expect(CHECKOUT_STEPS[0]).toBe('cart');
    expect(CHECKOUT_STEPS).toEqual(['cart', 'delivery', 'payment', 'done']);
  });

  it('steps can go next, and next never goes past the last step', () => {
    expect(step(1).activeStep).toBe(1);
    const done = step(3);
    expect(done.activeStep).toBe(3);
    expect(checkoutReducer(done, { type: 'next' })).toBe(done);
  });

  it('steps can go back, and back never goes below 0', () => {
    expect(checkoutReducer(step(2), { type: 'back' }).activeStep).toBe(1);
    expect(checkoutReducer(initialCheckoutState, { type: 'back' })).toBe(initialCheckoutState);
  });

  it('steps can go to a given step, by index or by name', () => {
    expect(run({ type: 'goTo', step: 2 }).activeStep).toBe(2);
    expect(run({ type: 'goTo', step: 'delivery' }).activeStep).toBe(1);
    expect(run({ type: 'goTo', step: 3 }, { type: 'goTo', step: 0 }).activeStep).toBe(0);
  });

  it.each([-1, 4, 9, 1.5, Number.NaN])('go to ignores the out-of-range step %s instead of clamping it', (n) => {
    const state = step(1);
    expect(checkoutReducer(state, { type: 'goTo', step: n })).toBe(state);
  });
});

describe('SPEC §4 checkout: cart', () => {
  it('adding to the cart: a new product is a new line', () => {
    const state = run(add(), { type: 'add', item: other });
    expect(state.cart).toEqual([item(), other]);
  });

  it('adding to the cart: an existing item has its quantity increased and its colors merged', () => {
    const state = run(add({ quantity: 2, colors: ['blue', 'red'] }), add({ quantity: 3, colors: ['red', 'green'] }));
    expect(state.cart).toEqual([item({ quantity: 5, colors: ['blue', 'red', 'green'] })]);
  });

  it('adding an existing item changes nothing else of its line (the first price and name stay)', () => {
    const state = run(add(), add({ price: 999, name: 'Renamed', variant: '50 ml' }));
    expect(state.cart).toEqual([item({ quantity: 2 })]);
  });

  it('the cart also supports delete', () => {
    const state = run(add(), { type: 'add', item: other }, { type: 'remove', id: 'p-vichy' });
    expect(state.cart).toEqual([other]);
    expect(checkoutReducer(state, { type: 'remove', id: 'nope' })).toBe(state);
  });

  it('the cart also supports increase of quantity', () => {
    expect(run(add(), { type: 'increase', id: 'p-vichy' }).cart[0].quantity).toBe(2);
  });

  it('the cart also supports decrease of quantity', () => {
    expect(run(add({ quantity: 3 }), { type: 'decrease', id: 'p-vichy' }).cart[0].quantity).toBe(2);
  });

  it('decrease at quantity 1 keeps 1: delete is its own action', () => {
    const state = run(add());
    expect(checkoutReducer(state, { type: 'decrease', id: 'p-vichy' })).toBe(state);
  });

  it('increase or decrease of an unknown item changes nothing', () => {
    const state = run(add());
    expect(checkoutReducer(state, { type: 'increase', id: 'nope' })).toBe(state);
    expect(checkoutReducer(state, { type: 'decrease', id: 'nope' })).toBe(state);
  });

  it('never shares an array with the caller', () => {
    const colors = ['blue'];
    const state = run({ type: 'add', item: { ...item(), colors } });
    colors.push('red');
    expect(state.cart[0].colors).toEqual(['blue']);
  });
});

describe('SPEC §4 checkout: reset and totals', () => {
  it('reset clears the cart and billing, sets step 0, subtotal 5, total 5, discount 0, shipping 5 and items 0', () => {
    const state = run(
      add({ quantity: 2 }),
      { type: 'setBilling', billing: buyer },
      { type: 'setShipping', cents: 0 },
      { type: 'applyDiscount', discount: { code: 'TEN', kind: 'percent', percent: 10 } },
      { type: 'next' },
      { type: 'next' },
      { type: 'reset' },
    );
    expect(state).toMatchObject({ cart: [], billing: null, activeStep: 0, totalItems: 0 });
    expect(state).toMatchObject({ subtotal: 500, total: 500, discount: 0, shipping: 500 });
    expect(state).toEqual(initialCheckoutState);
  });

  it('subtotal is the sum of price times quantity', () => {
    const state = run(add({ quantity: 3 }), { type: 'add', item: { ...other, quantity: 2 } });
    expect(state.subtotal).toBe(1299 * 3 + 850 * 2);
  });

  it('total = subtotal - discount + shipping', () => {
    const state = run(
      add({ quantity: 2 }),
      { type: 'setShipping', cents: 450 },
      { type: 'applyDiscount', discount: { code: 'FIVE', kind: 'amount', cents: 500 } },
    );
    expect(state).toMatchObject({ subtotal: 2598, discount: 500, shipping: 450, total: 2598 - 500 + 450 });
  });

  it('totalItems is the sum of the quantities', () => {
    expect(run(add({ quantity: 3 }), { type: 'add', item: { ...other, quantity: 2 } }).totalItems).toBe(5);
  });

  it('the totals follow every change of the cart', () => {
    let state = run(add({ quantity: 2 }));
    state = checkoutReducer(state, { type: 'increase', id: 'p-vichy' });
    expect(state).toMatchObject({ subtotal: 3897, total: 3897 + 500, totalItems: 3 });
    state = checkoutReducer(state, { type: 'decrease', id: 'p-vichy' });
    expect(state).toMatchObject({ subtotal: 2598, total: 2598 + 500, totalItems: 2 });
  });
});

describe('SPEC §9 empty cart', () => {
  it('Empty cart: subtotal 5, total 5, shipping 5, discount 0, in cents (€5.00 = 500)', () => {
    expect(EMPTY_CART_CENTS).toEqual({ subtotal: 500, total: 500, shipping: 500, discount: 0 });
    expect(initialCheckoutState).toMatchObject(emptyCart);
    expect(checkoutTotals({ cart: [], shippingChoice: 0, discountCode: null })).toEqual(emptyCart);
  });

  it('removing the last item returns to the empty cart, without the delivery choice and the code', () => {
    const state = run(
      add(),
      { type: 'setBilling', billing: buyer },
      { type: 'setShipping', cents: 0 },
      { type: 'applyDiscount', discount: { code: 'FIVE', kind: 'amount', cents: 500 } },
      { type: 'next' },
      { type: 'remove', id: 'p-vichy' },
    );
    expect(state).toMatchObject({ ...emptyCart, cart: [], shippingChoice: null, discountCode: null });
    // Not a reset: the customer's address and the step stay.
    expect(state).toMatchObject({ billing: buyer, activeStep: 1 });
  });

  it('a first item added to a reset cart keeps shipping 5 until a delivery is chosen', () => {
    const state = run({ type: 'reset' }, add());
    expect(state).toMatchObject({ subtotal: 1299, discount: 0, shipping: 500, total: 1799, totalItems: 1 });
    expect(checkoutReducer(state, { type: 'setShipping', cents: 0 })).toMatchObject({ shipping: 0, total: 1299 });
  });

  it('a delivery choice or a code on an empty cart is not kept (the next item may be another pharmacy’s)', () => {
    const state = run(
      { type: 'setShipping', cents: 0 },
      { type: 'applyDiscount', discount: { code: 'FIVE', kind: 'amount', cents: 500 } },
    );
    expect(state).toMatchObject({ ...emptyCart, shippingChoice: null, discountCode: null });
  });
});

describe('delivery, billing and discounts', () => {
  it('the delivery choice sets the shipping: collect at the pharmacy is 0, home delivery the pharmacy’s fee', () => {
    expect(run(add(), { type: 'setShipping', cents: 0 }).shipping).toBe(0);
    expect(run(add(), { type: 'setShipping', cents: 350 }).shipping).toBe(350);
  });

  it('sets and clears the billing address', () => {
    const state = run({ type: 'setBilling', billing: buyer });
    expect(state.billing).toEqual(buyer);
    expect(checkoutReducer(state, { type: 'setBilling', billing: null }).billing).toBeNull();
  });

  it('a percentage code takes that share of the subtotal, rounded half up', () => {
    const state = run(add({ price: 1250 }), {
      type: 'applyDiscount',
      discount: { code: 'WELCOME', kind: 'percent', percent: 10 },
    });
    expect(state).toMatchObject({ subtotal: 1250, discount: 125, total: 1250 - 125 + 500 });
    expect(checkoutReducer(state, { type: 'increase', id: 'p-vichy' }).discount).toBe(250);
    const odd = run(add({ price: 5 }), {
      type: 'applyDiscount',
      discount: { code: 'X', kind: 'percent', percent: 10 },
    });
    expect(odd.discount).toBe(1);
  });

  it('discount never makes the total negative of the goods: it is clamped to the subtotal', () => {
    const state = run(
      add({ price: 300 }),
      { type: 'setShipping', cents: 0 },
      { type: 'applyDiscount', discount: { code: 'BIG', kind: 'amount', cents: 2000 } },
    );
    expect(state).toMatchObject({ subtotal: 300, discount: 300, shipping: 0, total: 0 });
    expect(
      run(add({ price: 300 }), { type: 'applyDiscount', discount: { code: 'ALL', kind: 'percent', percent: 100 } }),
    ).toMatchObject({ discount: 300, total: 500 });
  });

  it('clearDiscount takes the code off', () => {
    const state = run(add(), { type: 'applyDiscount', discount: { code: 'FIVE', kind: 'amount', cents: 500 } });
    expect(checkoutReducer(state, { type: 'clearDiscount' })).toMatchObject({ discount: 0, discountCode: null });
  });
});

describe('one pharmacy per cart', () => {
  const elsewhere = item({ id: 'p-elsewhere', pharmacyId: 'ph-2' });

  it('adding an item of another pharmacy is refused without change, and the refusal is in the state', () => {
    const before = run(add({ quantity: 2 }), { type: 'next' });
    const after = checkoutReducer(before, { type: 'add', item: elsewhere });
    expect(after.refusal).toEqual({ reason: 'otherPharmacy', pharmacyId: 'ph-2', items: [elsewhere] });
    expect({ ...after, refusal: null }).toEqual(before);
  });

  it('startNewCart empties the cart for the refused items and starts the checkout again', () => {
    const state = run(
      add(),
      { type: 'setBilling', billing: buyer },
      { type: 'setShipping', cents: 0 },
      { type: 'next' },
      { type: 'add', item: elsewhere },
      { type: 'startNewCart' },
    );
    expect(state).toMatchObject({ cart: [elsewhere], activeStep: 0, shippingChoice: null, refusal: null });
    expect(state).toMatchObject({ billing: buyer, subtotal: 1299, shipping: 500, total: 1799 });
  });

  it('the refusal lasts one action: dismissing it, or anything else, keeps the cart as it was', () => {
    const refused = run(add(), { type: 'add', item: elsewhere });
    expect(checkoutReducer(refused, { type: 'dismissRefusal' })).toEqual({ ...refused, refusal: null });
    expect(checkoutReducer(refused, { type: 'next' }).refusal).toBeNull();
    const dismissed = checkoutReducer(refused, { type: 'dismissRefusal' });
    expect(checkoutReducer(dismissed, { type: 'startNewCart' })).toBe(dismissed);
  });

  it('an empty cart takes any pharmacy’s item', () => {
    expect(run(add(), { type: 'remove', id: 'p-vichy' }, { type: 'add', item: elsewhere }).cart).toEqual([elsewhere]);
  });
});

describe('merge at sign-in', () => {
  it('merges the browser cart into the server cart with the same add rule', () => {
    const server = run(add({ quantity: 2, colors: ['blue'] }), { type: 'setShipping', cents: 0 });
    const browser = [item({ quantity: 1, colors: ['red'] }), other];
    const merged = checkoutReducer(server, { type: 'merge', items: browser });
    expect(merged.cart).toEqual([item({ quantity: 3, colors: ['blue', 'red'] }), other]);
    expect(merged).toMatchObject({ subtotal: 1299 * 3 + 850, shipping: 0, totalItems: 4 });
  });

  it('into an empty cart, merging is loading: the same lines, duplicates folded', () => {
    const state = run({ type: 'merge', items: [item(), other, item({ colors: ['red'] })] });
    expect(state.cart).toEqual([item({ quantity: 2, colors: ['blue', 'red'] }), other]);
  });

  it('an empty browser cart changes nothing', () => {
    const server = run(add());
    expect(checkoutReducer(server, { type: 'merge', items: [] })).toBe(server);
  });

  it('a browser cart of another pharmacy is refused whole, to start a new cart with it or keep the server’s', () => {
    const server = run(add());
    const browser = [item({ pharmacyId: 'ph-2' }), item({ id: 'p-2', pharmacyId: 'ph-2' })];
    const refused = checkoutReducer(server, { type: 'merge', items: browser });
    expect(refused).toEqual({ ...server, refusal: { reason: 'otherPharmacy', pharmacyId: 'ph-2', items: browser } });
    expect(checkoutReducer(refused, { type: 'startNewCart' }).cart).toEqual(browser);
  });

  it('a merge past the line limit is refused whole', () => {
    const lines = (from: number, n: number) => Array.from({ length: n }, (_, i) => item({ id: `p-${from + i}` }));
    const server = run({ type: 'merge', items: lines(0, CART_LINES_MAX - 1) });
    expect(server.cart).toHaveLength(CART_LINES_MAX - 1);
    const refused = checkoutReducer(server, { type: 'merge', items: lines(100, 2) });
    expect(refused.refusal?.reason).toBe('cartFull');
    expect(refused.cart).toBe(server.cart);
    expect(checkoutReducer(server, { type: 'merge', items: lines(100, 1) }).cart).toHaveLength(CART_LINES_MAX);
  });

  it('a browser cart mixing pharmacies is a bug and throws', () => {
    expect(() => run({ type: 'merge', items: [item(), item({ id: 'x', pharmacyId: 'ph-2' })] })).toThrow(RangeError);
  });
});

describe('bounds', () => {
  it(`quantities stop at ${CART_QUANTITY_MAX}: adding more or increasing keeps the max`, () => {
    const full = run(add({ quantity: 98 }), add({ quantity: 5 }));
    expect(full.cart[0].quantity).toBe(CART_QUANTITY_MAX);
    expect(checkoutReducer(full, { type: 'increase', id: 'p-vichy' })).toBe(full);
  });

  it('a new line past the line limit is refused like another pharmacy’s item', () => {
    const items = Array.from({ length: CART_LINES_MAX }, (_, i) => item({ id: `p-${i}` }));
    const refused = checkoutReducer(run({ type: 'merge', items }), add({ id: 'one-more' }));
    expect(refused.refusal).toMatchObject({ reason: 'cartFull', pharmacyId: 'ph-1' });
    expect(refused.cart).toHaveLength(CART_LINES_MAX);
  });

  it.each<[string, Partial<CartItem>]>([
    ['a fractional price', { price: 12.5 }],
    ['a negative price', { price: -1 }],
    ['a price past the max', { price: SHOP_PRICE_MAX_CENTS + 1 }],
    ['a quantity of 0', { quantity: 0 }],
    ['a fractional quantity', { quantity: 1.5 }],
    [`a quantity past ${CART_QUANTITY_MAX}`, { quantity: 100 }],
    ['no id', { id: '' }],
    ['no pharmacy', { pharmacyId: '' }],
    ['too many colors', { colors: Array.from({ length: 21 }, (_, i) => `c${i}`) }],
  ])('throws on an item with %s instead of computing a wrong total', (_, change) => {
    expect(() => run(add(change))).toThrow(RangeError);
  });

  it('accepts a free item (price 0)', () => {
    expect(run(add({ price: 0 }))).toMatchObject({ subtotal: 0, total: 500 });
  });

  it.each<[string, CheckoutAction]>([
    ['a negative shipping', { type: 'setShipping', cents: -1 }],
    ['a fractional shipping', { type: 'setShipping', cents: 4.5 }],
    ['a negative amount off', { type: 'applyDiscount', discount: { code: 'X', kind: 'amount', cents: -5 } }],
    ['a percentage over 100', { type: 'applyDiscount', discount: { code: 'X', kind: 'percent', percent: 101 } }],
    ['a fractional percentage', { type: 'applyDiscount', discount: { code: 'X', kind: 'percent', percent: 2.5 } }],
  ])('throws on %s', (_, action) => {
    expect(() => run(add(), action)).toThrow(RangeError);
  });

  it('returns the same state object for an action that changes nothing', () => {
    const state = run(add());
    expect(checkoutReducer(state, { type: 'clearDiscount' })).toBe(state);
    expect(checkoutReducer(state, { type: 'dismissRefusal' })).toBe(state);
  });
});
