import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { medicines, shopProducts } from '../../db/schema';
import { call, CIS, createWorld, transition, type World } from '../orders/test-world';
import { send } from '../shop/testing/requests';
import { addShopPacks, aProduct, PACKS } from '../shop/testing/world';
import { aDiscount, checkout, checkoutBody } from './testing/checkout-world';

/* Buying the cart (issue 15): priced by the server, stock taken once, an order the pharmacy sees, refusals per field. */

let w: World;
let bottle: ShopProductDetail;
let paracetamol: ShopProductDetail;
const stock = async (id: string) => (await w.t.database.db.select({ q: shopProducts.quantity }).from(shopProducts).where(eq(shopProducts.id, id)))[0].q;

beforeAll(async () => {
  w = await createWorld();
  await addShopPacks(w.t.database.db);
  bottle = await aProduct(w, w.staff, { colors: ['Bleu', 'Rose'], priceCents: 1990, quantity: 50 });
  paracetamol = await aProduct(w, w.staff, { kind: 'medicine', cip13: PACKS.paracetamol, name: undefined, priceCents: 349, quantity: 50, category: 'pain' });
});
afterAll(async () => w?.t.close());

describe('paying at the pharmacy', () => {
  it('makes the order at once: priced from the shop, stock taken, the pharmacy sees it with its lines and total', async () => {
    await send(w, w.customer, 'PUT' as never, '/api/cart', { items: [{ id: bottle.id, pharmacyId: bottle.pharmacy.id, name: 'x', price: 1, quantity: 1, colors: [] }] });
    const before = await stock(bottle.id);
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle, quantity: 2, colors: ['Bleu', 'Rose'] }, { product: paracetamol }]));
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({ status: 'at_pharmacy', payment: 'at_pharmacy', subtotalCents: 2 * 1990 + 349, discountCents: 0, shippingCents: 0, totalCents: 4329, checkoutUrl: null });
    expect(result.order.reference).toMatch(/^[A-Z0-9-]+$/);
    expect(await stock(bottle.id)).toBe(before - 2);

    const order = await call(w, 'GET', `/api/orders/${result.order.id}`, w.staff.cookie);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ status: 'submitted', source: 'shop', deliveryType: 'take_away', totalCents: 4329 });
    expect(order.json().lines.map((l: { name: string; unitPriceCents: number; quantity: number }) => [l.name, l.unitPriceCents, l.quantity])).toEqual([
      [`${bottle.name} — Bleu, Rose`, 1990, 2],
      [paracetamol.name, 349, 1],
    ]);
    // What the cart held is bought.
    expect((await send(w, w.customer, 'GET', '/api/cart')).json().items).toEqual([]);
    // The customer follows it as their other orders, and reads where the checkout stands.
    expect((await call(w, 'GET', `/api/orders/${result.order.id}`, w.customer.cookie)).statusCode).toBe(200);
    expect((await send(w, w.customer, 'GET', `/api/checkout/${result.id}`)).json()).toMatchObject({ id: result.id, order: result.order });
  });

  it('makes one checkout per Idempotency-Key: a retry answers the same, another body with that key is refused', async () => {
    const key = randomUUID();
    const before = await stock(bottle.id);
    const body = checkoutBody([{ product: bottle }]);
    const first = await checkout(w, w.customer, body, key);
    const again = await checkout(w, w.customer, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await stock(bottle.id)).toBe(before - 1);
    const other = await checkout(w, w.customer, checkoutBody([{ product: bottle, quantity: 2 }], { expectedTotalCents: 3980 }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses a total the customer did not see (409 PRICE_CHANGED), and too few in stock on the line (409), taking nothing', async () => {
    const before = await stock(bottle.id);
    const stale = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { expectedTotalCents: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED', fields: { expectedTotalCents: '1990' } });
    const few = await aProduct(w, w.staff, { quantity: 1, colors: [] });
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle }, { product: few, quantity: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { 'items.1.quantity': 'validation.outOfStock' } });
    expect(await stock(bottle.id)).toBe(before);
    expect(await stock(few.id)).toBe(1);
  });

  it('gives the units back when the pharmacy rejects or the customer cancels the order', async () => {
    const before = await stock(bottle.id);
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle, quantity: 3 }], { expectedTotalCents: 5970 }));
    expect(await stock(bottle.id)).toBe(before - 3);
    const cancel = await transition(w, w.customer.cookie, res.json().order.id, { action: 'cancel', reason: 'Changed my mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stock(bottle.id)).toBe(before);
  });

  it('refuses, each on its field, what cannot be bought as sent', async () => {
    const hidden = await aProduct(w, w.staff, { visible: false });
    const elsewhere = await aProduct(w, w.otherStaff, { colors: [] });
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle, colors: ['Vert'] }, { product: hidden }, { product: elsewhere }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'items.0.colors': 'validation.invalid', 'items.1.id': 'validation.notOnSale', 'items.2.id': 'validation.notOnSale' });
    const empty = await checkout(w, w.customer, { ...checkoutBody([{ product: bottle }]), items: [] });
    expect(empty.json().fields).toMatchObject({ items: 'validation.emptyCart' });
    const noAddress = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { delivery: 'home' }));
    expect(noAddress.json().fields).toMatchObject({ 'address.street': 'validation.required' });
    const online = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { payment: 'online' }));
    expect(online.json().fields).toEqual({ payment: 'validation.invalid' });
  });

  it('never sells a medicine that became prescription-only since it was put on sale', async () => {
    const ibuprofen = await aProduct(w, w.staff, { kind: 'medicine', cip13: PACKS.ibuprofen, name: undefined, priceCents: 500, quantity: 5, category: 'pain' });
    await w.t.database.db.update(medicines).set({ requiresPrescription: true }).where(eq(medicines.cis, CIS.ibuprofen));
    try {
      const res = await checkout(w, w.customer, checkoutBody([{ product: ibuprofen }]));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'items.0.id': 'validation.notOnSale' });
      expect(await stock(ibuprofen.id)).toBe(5);
    } finally {
      await w.t.database.db.update(medicines).set({ requiresPrescription: false }).where(eq(medicines.cis, CIS.ibuprofen));
    }
  });
});

describe('home delivery', () => {
  it('adds the pharmacy’s fee, and refuses a postcode it does not serve or a pharmacy that does not deliver', async () => {
    const address = { street: 'Avenue Louise 5', postalCode: '1050', city: 'Ixelles' };
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { delivery: 'home', address, expectedTotalCents: 1990 + 450 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ shippingCents: 450, totalCents: 2440 });
    const order = (await call(w, 'GET', `/api/orders/${res.json().order.id}`, w.staff.cookie)).json();
    expect(order).toMatchObject({ deliveryType: 'neighbour', deliveryFeeCents: 450 });
    const far = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { delivery: 'home', address: { ...address, postalCode: '4000' }, expectedTotalCents: 2440 }));
    expect(far.json().fields).toEqual({ 'address.postalCode': 'validation.deliveryArea' });
    const elsewhere = await aProduct(w, w.otherStaff, { colors: [] });
    const none = await checkout(w, w.customer, checkoutBody([{ product: elsewhere }], { delivery: 'home', address }));
    expect(none.json().fields).toEqual({ delivery: 'validation.homeDeliveryUnavailable' });
  });
});

describe('discount codes', () => {
  it('takes a valid code off the goods, refuses an unknown, expired or used-up one on its field', async () => {
    const code = await aDiscount(w, w.pharmacyA, { kind: 'percent', value: 10, maxUses: 1 });
    const check = await send(w, w.customer, 'POST', '/api/checkout/discount', { pharmacyId: w.pharmacyA, code: code.toLowerCase(), subtotalCents: 1990 });
    expect(check.json()).toEqual({ code, kind: 'percent', value: 10, discountCents: 199 });
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { discountCode: code, expectedTotalCents: 1990 - 199 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ discountCents: 199, totalCents: 1791 });
    const usedUp = await checkout(w, w.customer, checkoutBody([{ product: bottle }], { discountCode: code, expectedTotalCents: 1791 }));
    expect(usedUp.json().fields).toEqual({ discountCode: 'validation.discountCode' });
    const expired = await aDiscount(w, w.pharmacyA, { kind: 'amount', value: 500, endsAt: new Date(Date.now() - 1000) });
    expect((await send(w, w.customer, 'POST', '/api/checkout/discount', { pharmacyId: w.pharmacyA, code: expired, subtotalCents: 1990 })).json().fields).toEqual({ code: 'validation.discountCode' });
    // Another pharmacy's code does not apply here.
    const theirs = await aDiscount(w, w.pharmacyB);
    expect((await send(w, w.customer, 'POST', '/api/checkout/discount', { pharmacyId: w.pharmacyA, code: theirs, subtotalCents: 1990 })).statusCode).toBe(400);
  });
});

describe('who may buy', () => {
  it('is customers only: anonymous 401, staff, couriers and admins 403; a checkout is its customer’s alone', async () => {
    const body = checkoutBody([{ product: bottle }]);
    expect((await checkout(w, undefined, body)).statusCode).toBe(401);
    for (const who of [w.staff, w.shipper, w.admin]) {
      expect((await checkout(w, who, body)).statusCode).toBe(403);
      expect((await send(w, who, 'GET', `/api/checkout/options?pharmacyId=${w.pharmacyA}`)).statusCode).toBe(403);
      expect((await send(w, who, 'POST', '/api/checkout/discount', { pharmacyId: w.pharmacyA, code: 'ABC', subtotalCents: 1 })).statusCode).toBe(403);
    }
    const mine = await checkout(w, w.customer, body);
    expect((await send(w, w.otherCustomer, 'GET', `/api/checkout/${mine.json().id}`)).statusCode).toBe(404);
    expect((await send(w, w.staff, 'GET', `/api/checkout/${mine.json().id}`)).statusCode).toBe(403);
  });

  it('tells the customer how the pharmacy delivers and that only paying at the pharmacy exists without a provider', async () => {
    const res = await send(w, w.customer, 'GET', `/api/checkout/options?pharmacyId=${w.pharmacyA}`);
    expect(res.json()).toEqual({
      pharmacy: { id: w.pharmacyA, name: 'Pharmacie du Sablon', street: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles' },
      homeDelivery: { feeCents: 450, minimumCents: 0, postcodes: ['1000', '1050'] },
      payments: ['at_pharmacy'],
    });
    expect((await send(w, w.customer, 'GET', `/api/checkout/options?pharmacyId=${w.pharmacyB}`)).json().homeDelivery).toBeNull();
    expect((await send(w, w.customer, 'GET', '/api/checkout/options?pharmacyId=nope')).statusCode).toBe(404);
    // Without a provider the webhook has nothing to ask.
    expect((await w.t.app.inject({ method: 'POST', url: '/api/payments/mollie/webhook', payload: { id: 'tr_x' } })).statusCode).toBe(404);
  });
});
