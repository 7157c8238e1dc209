import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import type { CartItemInput } from '@pharmacy/shared/schemas/checkout';
import { createWorld, type Person, type World } from '../orders/test-world';
import { addShopPacks, aProduct } from '../shop/testing/world';
import { send } from '../shop/testing/requests';

/* The customer's cart on the server (issue 15): kept across devices, checked against the shop, merged at sign-in. */

let w: World;
let bottle: ShopProductDetail;
let cream: ShopProductDetail;
let otherPharmacy: ShopProductDetail;
beforeAll(async () => {
  w = await createWorld();
  await addShopPacks(w.t.database.db);
  bottle = await aProduct(w, w.staff, { colors: ['Bleu', 'Rose'], priceCents: 1990 });
  cream = await aProduct(w, w.staff, { colors: [], priceCents: 1250 });
  otherPharmacy = await aProduct(w, w.otherStaff, { colors: [], priceCents: 500 });
});
afterAll(async () => w?.t.close());

const line = (product: ShopProductDetail, patch: Partial<CartItemInput> = {}): CartItemInput => ({
  id: product.id,
  pharmacyId: product.pharmacy.id,
  name: product.name,
  price: product.priceCents,
  quantity: 1,
  colors: [],
  ...patch,
});
const put = (who: Person | undefined, items: CartItemInput[]) => send(w, who, 'PUT' as never, '/api/cart', { items });
const merge = (who: Person, items: CartItemInput[], replace = false) => send(w, who, 'POST', `/api/cart/merge?replace=${replace}`, { items });
const get = (who: Person | undefined) => send(w, who, 'GET', '/api/cart');

describe('the cart', () => {
  it('is kept for the customer and priced from the shop, not from what the page sent', async () => {
    await send(w, w.customer, 'DELETE', '/api/cart');
    const saved = await put(w.customer, [line(bottle, { colors: ['Rose'], quantity: 2, price: 1 }), line(cream)]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ pharmacyId: bottle.pharmacy.id, removed: [], items: [{ id: bottle.id, price: 1990, quantity: 2, colors: ['Rose'] }, { id: cream.id, price: 1250 }] });
    // Another device, same account: the same cart.
    expect((await get(w.customer)).json().items.map((i: { id: string }) => i.id)).toEqual([bottle.id, cream.id]);
    // Nobody else sees it.
    expect((await get(w.otherCustomer)).json().items).toEqual([]);
  });

  it('refuses what is not on sale as sent, each on its line: unknown, another pharmacy, a colour not offered, two pharmacies, a duplicate', async () => {
    const hidden = await aProduct(w, w.staff, { visible: false });
    const res = await put(w.customer, [line(hidden), line(cream, { colors: ['Vert'] })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'items.0.id': 'validation.notOnSale', 'items.1.colors': 'validation.invalid' });
    // A line that names another pharmacy than the product's.
    expect((await put(w.customer, [line(bottle, { pharmacyId: w.pharmacyB })])).json().fields).toEqual({ 'items.0.pharmacyId': 'validation.invalid' });
    const mixed = await put(w.customer, [line(bottle), line(otherPharmacy)]);
    expect(mixed.json().fields).toEqual({ 'items.1.pharmacyId': 'validation.invalid' });
    const twice = await put(w.customer, [line(bottle), line(bottle)]);
    expect(twice.json().fields).toEqual({ 'items.1.id': 'validation.duplicate' });
    expect((await put(w.customer, [line(bottle, { quantity: 100 })])).json().fields).toEqual({ 'items.0.quantity': 'validation.quantity' });
  });

  it('drops a product that left the shop since, says so once, and forgets it', async () => {
    const soon = await aProduct(w, w.staff, { colors: [] });
    expect((await put(w.otherCustomer, [line(soon), line(cream)])).statusCode).toBe(200);
    expect((await send(w, w.staff, 'PATCH', `/api/shop/products/${soon.id}`, { visible: false })).statusCode).toBe(200);
    const first = (await get(w.otherCustomer)).json();
    expect(first).toMatchObject({ removed: [soon.id], items: [{ id: cream.id }] });
    expect((await get(w.otherCustomer)).json().removed).toEqual([]);
  });

  it('merges the browser’s cart at sign-in by the checkout rule: quantities add, colours merge', async () => {
    expect((await put(w.customer, [line(bottle, { colors: ['Bleu'], quantity: 1 })])).statusCode).toBe(200);
    const merged = await merge(w.customer, [line(bottle, { colors: ['Rose'], quantity: 2 }), line(cream, { quantity: 3 })]);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().items).toMatchObject([
      { id: bottle.id, quantity: 3, colors: ['Bleu', 'Rose'] },
      { id: cream.id, quantity: 3 },
    ]);
  });

  it('asks before it replaces a cart of another pharmacy, and replaces it when told', async () => {
    expect((await put(w.customer, [line(bottle)])).statusCode).toBe(200);
    const refused = await merge(w.customer, [line(otherPharmacy)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CART_OTHER_PHARMACY');
    expect((await get(w.customer)).json().items.map((i: { id: string }) => i.id)).toEqual([bottle.id]);
    const replaced = await merge(w.customer, [line(otherPharmacy)], true);
    expect(replaced.json()).toMatchObject({ pharmacyId: otherPharmacy.pharmacy.id, items: [{ id: otherPharmacy.id }] });
  });

  it('is emptied by DELETE and by an empty PUT', async () => {
    expect((await put(w.customer, [line(cream)])).statusCode).toBe(200);
    expect((await send(w, w.customer, 'DELETE', '/api/cart')).statusCode).toBe(204);
    expect((await get(w.customer)).json()).toEqual({ items: [], pharmacyId: null, removed: [] });
    expect((await put(w.customer, [])).json()).toEqual({ items: [], pharmacyId: null, removed: [] });
  });

  it('is the customers’: anyone else is refused on every call', async () => {
    const calls = [
      (who: Person | undefined) => get(who),
      (who: Person | undefined) => put(who, [line(cream)]),
      (who: Person | undefined) => send(w, who, 'POST', '/api/cart/merge', { items: [line(cream)] }),
      (who: Person | undefined) => send(w, who, 'DELETE', '/api/cart'),
    ];
    for (const call of calls) {
      expect((await call(undefined)).statusCode).toBe(401);
      for (const who of [w.staff, w.shipper, w.admin]) expect((await call(who)).statusCode).toBe(403);
    }
  });
});
