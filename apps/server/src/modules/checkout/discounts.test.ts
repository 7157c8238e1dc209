import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../orders/test-world';
import { send } from '../shop/testing/requests';
import { aProduct } from '../shop/testing/world';
import { checkout, checkoutBody } from './testing/checkout-world';

/* A pharmacy's discount codes (issue 15): its staff define and delete them, customers use them at checkout. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const create = (body: object, who = w.staff) => send(w, who, 'POST', '/api/shop/discounts', body);

describe('discount codes', () => {
  it('are defined by the pharmacy’s staff, listed for them and admins only, and apply at checkout', async () => {
    const res = await create({ code: ' spring-24 ', kind: 'amount', value: 300, maxUses: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: 'SPRING-24', kind: 'amount', value: 300, maxUses: 5, used: 0, pharmacyId: w.pharmacyA });
    expect((await send(w, w.staff, 'GET', '/api/shop/discounts')).json().items.map((d: { code: string }) => d.code)).toEqual(['SPRING-24']);
    expect((await send(w, w.otherStaff, 'GET', '/api/shop/discounts')).json().items).toEqual([]);
    expect((await send(w, w.otherStaff, 'GET', `/api/shop/discounts?pharmacyId=${w.pharmacyA}`)).statusCode).toBe(403);
    expect((await send(w, w.admin, 'GET', `/api/shop/discounts?pharmacyId=${w.pharmacyA}`)).json().items).toHaveLength(1);
    for (const who of [undefined, w.customer, w.shipper]) expect([401, 403]).toContain((await send(w, who, 'GET', '/api/shop/discounts')).statusCode);

    const product = await aProduct(w, w.staff, { colors: [], priceCents: 1000 });
    const bought = await checkout(w, w.customer, checkoutBody([{ product }], { discountCode: 'spring-24', expectedTotalCents: 700 }));
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await send(w, w.staff, 'GET', '/api/shop/discounts')).json().items[0].used).toBe(1);
  });

  it('refuses a bad code on its field, a duplicate (409 on code), a percentage over 100 and dates out of order', async () => {
    const bad = await create({ code: 'x', kind: 'percent', value: 150, startsAt: '2026-12-31T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ code: 'validation.discountCode', value: 'validation.invalid', endsAt: 'validation.dateOrder' });
    await create({ code: 'TWICE', kind: 'percent', value: 5 });
    const again = await create({ code: 'twice', kind: 'percent', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ code: 'validation.discountCodeTaken' });
    // Other pharmacies may use the same word.
    expect((await create({ code: 'TWICE', kind: 'percent', value: 5 }, w.otherStaff)).statusCode).toBe(201);
    for (const who of [w.admin, w.customer, w.shipper]) expect((await create({ code: 'NOPE1', kind: 'percent', value: 5 }, who)).statusCode).toBe(403);
  });

  it('are deleted by their pharmacy’s staff only', async () => {
    const id = (await create({ code: 'GONE-SOON', kind: 'percent', value: 5 })).json().id;
    expect((await send(w, w.otherStaff, 'DELETE', `/api/shop/discounts/${id}`)).statusCode).toBe(404);
    expect((await send(w, w.admin, 'DELETE', `/api/shop/discounts/${id}`)).statusCode).toBe(403);
    expect((await send(w, w.staff, 'DELETE', `/api/shop/discounts/${id}`)).statusCode).toBe(204);
    expect((await send(w, w.staff, 'DELETE', `/api/shop/discounts/${id}`)).statusCode).toBe(404);
  });
});
