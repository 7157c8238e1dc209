import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { pharmacies } from '../../db/schema';
import { call, createWorld, handoverCodeOf, step, transition, type World } from '../orders/test-world';
import { addShopPacks, aProduct, PACKS } from '../shop/testing/world';
import { discountPerRate } from './invoice';
import { aDiscount, checkout, checkoutBody } from './testing/checkout-world';

/* A shop order in the order lifecycle (issue 15): the pharmacy keeps the paid prices, the courier delivers, and the
   invoice states exactly what was paid: each product at its VAT rate, the discount shared over the rates, delivery. */

let w: World;
let bottle: ShopProductDetail;
let paracetamol: ShopProductDetail;
beforeAll(async () => {
  w = await createWorld();
  await addShopPacks(w.t.database.db);
  await w.t.database.db.update(pharmacies).set({ vatNumber: 'BE0403170701' }).where(eq(pharmacies.id, w.pharmacyA));
  bottle = await aProduct(w, w.staff, { colors: ['Bleu'], priceCents: 1990, quantity: 20 });
  paracetamol = await aProduct(w, w.staff, { kind: 'medicine', cip13: PACKS.paracetamol, name: undefined, priceCents: 349, quantity: 20, category: 'pain' });
});
afterAll(async () => w?.t.close());

describe('a shop order', () => {
  it('is accepted at the paid prices only, its lines cannot be edited, and once delivered its invoice equals the checkout', async () => {
    const code = await aDiscount(w, w.pharmacyA, { kind: 'percent', value: 10 });
    const goods = 2 * 1990 + 349;
    const discount = Math.round(goods * 0.1);
    const total = goods - discount + 450;
    const res = await checkout(w, w.customer, checkoutBody([{ product: bottle, quantity: 2, colors: ['Bleu'] }, { product: paracetamol }], {
      delivery: 'home', address: { street: 'Avenue Louise 5', postalCode: '1050', city: 'Ixelles' }, discountCode: code, expectedTotalCents: total,
    }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order.id as string;
    const order = (await call(w, 'GET', `/api/orders/${id}`, w.staff.cookie)).json() as OrderDetail;

    const cheaper = await transition(w, w.staff.cookie, id, { action: 'accept', prices: order.lines.map((l) => ({ lineId: l.id, unitPriceCents: 1 })) });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().fields).toEqual({ 'prices.0.unitPriceCents': 'validation.shopPriceFixed' });
    const edit = await w.t.app.inject({ method: 'PUT', url: `/api/orders/${id}/lines`, headers: { cookie: w.staff.cookie }, payload: { lines: [{ id: order.lines[0].id, cis: null, name: 'Cheaper', quantity: 1, unitPriceCents: 1 }] } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('SHOP_ORDER_FIXED');

    const accepted = await step(w, w.staff, id, { action: 'accept', prices: order.lines.map((l) => ({ lineId: l.id, unitPriceCents: l.unitPriceCents! })) });
    expect(accepted.totalCents).toBe(total);
    await step(w, w.staff, id, { action: 'prepare' });
    await step(w, w.staff, id, { action: 'ready' });
    await step(w, w.staff, id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    await step(w, w.shipper, id, { action: 'pick_up' });
    await step(w, w.shipper, id, { action: 'deliver', handoverCode: await handoverCodeOf(w, id), receiverName: 'Louise' });

    const [invoice] = (await call(w, 'GET', `/api/invoices?orderId=${id}`, w.customer.cookie)).json().items;
    const full = (await call(w, 'GET', `/api/invoices/${invoice.id}`, w.customer.cookie)).json();
    expect(full.status).toBe('sent');
    expect(full.totals.grossCents).toBe(total);
    expect(full.buyer).toMatchObject({ name: 'Louise Martin', street: 'Rue Haute 12', postalCode: '1000' });
    const shares = discountPerRate(new Map([[6, 349], [21, 3980]]), discount);
    expect(full.lines.map((l: { unitPriceCents: number; vatRate: number; quantity: number }) => [l.unitPriceCents, l.quantity, l.vatRate])).toEqual([
      [1990, 2, 21],
      [349, 1, 6],
      [-shares.get(6)!, 1, 6],
      [-shares.get(21)!, 1, 21],
      [450, 1, 21],
    ]);
  });
});

describe('discountPerRate', () => {
  it('shares a discount over the VAT rates in proportion to their goods, adding up to the cent', () => {
    const shares = discountPerRate(new Map([[6, 349], [21, 3980]]), 433);
    expect(shares).toEqual(new Map([[6, 35], [21, 398]]));
    expect(discountPerRate(new Map([[6, 1], [12, 1], [21, 1]]), 100)).toEqual(new Map([[6, 33], [12, 33], [21, 34]]));
    expect(discountPerRate(new Map([[21, 500]]), 0).size).toBe(0);
  });
});
