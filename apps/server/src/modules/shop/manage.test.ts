import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../orders/test-world';
import { send } from './testing/requests';
import { addShopPacks, aProduct, PACKS } from './testing/world';

/* Issue 15, the staff's side: stock that never goes below zero, bulk publishing, the list with its counts, the CSV. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
  await addShopPacks(w.t.database.db);
});
afterAll(async () => w?.t.close());

const stock = (id: string, body: object) => send(w, w.staff, 'POST', `/api/shop/products/${id}/stock`, body);

describe('POST /api/shop/products/{id}/stock', () => {
  it('adds, removes and sets; refuses to go below zero with what is left', async () => {
    const p = await aProduct(w, w.staff, { quantity: 3 });
    expect((await stock(p.id, { delta: 5 })).json().quantity).toBe(8);
    expect((await stock(p.id, { delta: -8 })).json().quantity).toBe(0);
    const below = await stock(p.id, { delta: -1 });
    expect(below.statusCode, below.body).toBe(409);
    expect(below.json()).toMatchObject({ code: 'SHOP_STOCK_NEGATIVE' });
    expect((await stock(p.id, { set: 12 })).json().quantity).toBe(12);
    expect((await stock(p.id, { set: -1 })).statusCode).toBe(400);
    expect((await stock(p.id, { delta: 1, set: 2 })).statusCode).toBe(400);
  });

  it('twenty concurrent decrements of a stock of 10 sell exactly 10 and leave 0', async () => {
    const p = await aProduct(w, w.staff, { quantity: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => stock(p.id, { delta: -1 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect((await send(w, w.staff, 'GET', `/api/shop/manage/by-slug/${p.slug}`)).json().quantity).toBe(0);
  });
});

describe('POST /api/shop/products/bulk', () => {
  it('publishes and unpublishes the caller’s products only', async () => {
    const mine = await aProduct(w, w.staff, { visible: false });
    const theirs = await aProduct(w, w.otherStaff, { visible: false });
    const res = await send(w, w.staff, 'POST', '/api/shop/products/bulk', { ids: [mine.id, theirs.id], action: 'publish' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    expect((await send(w, undefined, 'GET', `/api/shop/products/${mine.slug}`)).statusCode).toBe(200);
    expect((await send(w, undefined, 'GET', `/api/shop/products/${theirs.slug}`)).statusCode).toBe(404);
    expect((await send(w, w.staff, 'POST', '/api/shop/products/bulk', { ids: [mine.id], action: 'unpublish' })).json()).toEqual({ updated: 1 });
    expect((await send(w, undefined, 'GET', `/api/shop/products/${mine.slug}`)).statusCode).toBe(404);
  });
});

describe('GET /api/shop/manage and its CSV', () => {
  let hidden: string;
  let empty: string;
  beforeAll(async () => {
    hidden = (await aProduct(w, w.staff, { name: 'Pansements « hidden »', category: 'first-aid', visible: false, quantity: 2 })).id;
    empty = (await aProduct(w, w.staff, { name: '=Formule', brand: 'Évian', category: 'first-aid', quantity: 0 })).id;
    await aProduct(w, w.staff, { kind: 'medicine', cip13: PACKS.ibuprofen, name: undefined, category: 'pain', priceCents: 450 });
    await aProduct(w, w.otherStaff, { name: 'Pansements de Gand', category: 'first-aid' });
  });

  it('lists the staff’s own products, hidden ones included, with the tabs’ counts; another pharmacy’s never', async () => {
    const res = await send(w, w.staff, 'GET', '/api/shop/manage?category=first-aid');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: string }) => i.id).sort()).toEqual([hidden, empty].sort());
    expect(body.counts).toEqual({ all: 2, visible: 1, hidden: 1, outOfStock: 1, lowStock: 1 });
    expect((await send(w, w.staff, 'GET', '/api/shop/manage?category=first-aid&stock=out')).json().items.map((i: { id: string }) => i.id)).toEqual([empty]);
    expect((await send(w, w.staff, 'GET', '/api/shop/manage?visible=false&category=first-aid')).json().items.map((i: { id: string }) => i.id)).toEqual([hidden]);
    expect((await send(w, w.staff, 'GET', '/api/shop/manage?q=evian')).json().items.map((i: { id: string }) => i.id)).toEqual([empty]);
    expect((await send(w, w.staff, 'GET', `/api/shop/manage?pharmacyId=${w.pharmacyB}`)).statusCode).toBe(403);
    expect((await send(w, w.staff, 'GET', `/api/shop/manage?pharmacyId=${w.pharmacyA}&category=first-aid`)).json().counts.all).toBe(2);
  });

  it('an admin sees every pharmacy’s, or one pharmacy’s', async () => {
    const all = (await send(w, w.admin, 'GET', '/api/shop/manage?category=first-aid')).json();
    expect(all.counts.all).toBe(3);
    const b = (await send(w, w.admin, 'GET', `/api/shop/manage?category=first-aid&pharmacyId=${w.pharmacyB}`)).json();
    expect(b.items.map((i: { name: string }) => i.name)).toEqual(['Pansements de Gand']);
  });

  it('walks pages with a cursor, counts on the first page only', async () => {
    const first = (await send(w, w.staff, 'GET', '/api/shop/manage?sort=quantity&limit=2')).json();
    expect(first.counts).toBeDefined();
    const second = (await send(w, w.staff, 'GET', `/api/shop/manage?sort=quantity&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.counts).toBeUndefined();
    const quantities = [...first.items, ...second.items].map((i: { quantity: number }) => i.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
  });

  it('exports the filtered list as CSV: header, euros with a point, a formula defused', async () => {
    const res = await send(w, w.staff, 'GET', '/api/shop/manage/export.csv?category=first-aid&sort=name');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/shop-products-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"id","slug","pharmacy","kind","cip13","name","brand","category","colors","price_eur","vat_rate","quantity","visible","updated_at"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=Formule","Évian","first-aid","Bleu | Rose","19.90","21","0","true"`);
    expect(res.body).not.toContain('Pansements de Gand');
  });
});
