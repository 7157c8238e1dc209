import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { createWorld, type Person, type World } from '../orders/test-world';
import { send } from './testing/requests';
import { addShopPacks, aProduct, paraBody } from './testing/world';

/*
 * docs/PRODUCT.md "What each role may do", for every shop endpoint (decided in commands/access.ts): anyone browses
 * the shop; the product's pharmacy's staff manage it; staff of another pharmacy do not see it (404); an admin reads
 * every pharmacy's and changes none (403); customers and couriers have no management pages (403).
 */

let w: World;
let product: ShopProductDetail;
beforeAll(async () => {
  w = await createWorld();
  await addShopPacks(w.t.database.db);
  product = await aProduct(w, w.staff, { name: 'Baume à lèvres', visible: true, quantity: 1000 });
});
afterAll(async () => w?.t.close());

const WHO = ['anonymous', 'customer', 'shipper', 'staff of its pharmacy', 'staff of another pharmacy', 'admin', 'pending account'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;
const personOf = (who: Who): Person | undefined =>
  ({ anonymous: undefined, customer: w.customer, shipper: w.shipper, 'staff of its pharmacy': w.staff, 'staff of another pharmacy': w.otherStaff, admin: w.admin, 'pending account': w.pending })[who];
const cells = (expected: Expected) => WHO.map((who) => [who, expected[who]] as const);

const EVERYONE: Expected = { anonymous: 200, customer: 200, shipper: 200, 'staff of its pharmacy': 200, 'staff of another pharmacy': 200, admin: 200, 'pending account': 200 };
const MANAGERS_LIST: Expected = { anonymous: 401, customer: 403, shipper: 403, 'staff of its pharmacy': 200, 'staff of another pharmacy': 200, admin: 200, 'pending account': 403 };
const READ_ONE: Expected = { ...MANAGERS_LIST, 'staff of another pharmacy': 404 };
const ACT_ON_ONE: Expected = { ...READ_ONE, admin: 403 };

describe('public', () => {
  it.each(cells(EVERYONE))('GET /api/shop/products: %s → %i', async (who, status) => {
    const res = await send(w, personOf(who), 'GET', '/api/shop/products?q=baume');
    expect(res.statusCode).toBe(status);
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([product.id]);
  });
  it.each(cells(EVERYONE))('GET /api/shop/products/{slug}: %s → %i', async (who, status) => {
    expect((await send(w, personOf(who), 'GET', `/api/shop/products/${product.slug}`)).statusCode).toBe(status);
  });
  it.each(cells(EVERYONE))('GET /api/products/product?name={slug}: %s → %i', async (who, status) => {
    expect((await send(w, personOf(who), 'GET', `/api/products/product?name=${product.slug}`)).statusCode).toBe(status);
  });
});

describe('management', () => {
  it.each(cells(MANAGERS_LIST))('GET /api/shop/manage: %s → %i', async (who, status) => {
    const res = await send(w, personOf(who), 'GET', '/api/shop/manage');
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.body.includes(product.id)).toBe(who !== 'staff of another pharmacy');
  });
  it.each(cells(MANAGERS_LIST))('GET /api/shop/manage/export.csv: %s → %i', async (who, status) => {
    const res = await send(w, personOf(who), 'GET', '/api/shop/manage/export.csv');
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.body.includes(product.id)).toBe(who !== 'staff of another pharmacy');
  });
  it.each(cells(READ_ONE))('GET /api/shop/manage/by-slug/{slug}: %s → %i', async (who, status) => {
    expect((await send(w, personOf(who), 'GET', `/api/shop/manage/by-slug/${product.slug}`)).statusCode).toBe(status);
  });
  it.each(cells({ ...MANAGERS_LIST, 'staff of its pharmacy': 201, 'staff of another pharmacy': 201, admin: 403 }))('POST /api/shop/products: %s → %i', async (who, status) => {
    const res = await send(w, personOf(who), 'POST', '/api/shop/products', paraBody());
    expect(res.statusCode, res.body).toBe(status);
    if (status === 201) expect(res.json().pharmacy.id).toBe(who === 'staff of its pharmacy' ? w.pharmacyA : w.pharmacyB);
  });
  it.each(cells(ACT_ON_ONE))('PATCH /api/shop/products/{id}: %s → %i', async (who, status) => {
    expect((await send(w, personOf(who), 'PATCH', `/api/shop/products/${product.id}`, { brand: `by ${who}` })).statusCode).toBe(status);
  });
  it.each(cells(ACT_ON_ONE))('POST /api/shop/products/{id}/stock: %s → %i', async (who, status) => {
    expect((await send(w, personOf(who), 'POST', `/api/shop/products/${product.id}/stock`, { delta: -1 })).statusCode).toBe(status);
  });
  it.each(cells({ ...ACT_ON_ONE, 'staff of another pharmacy': 200 }))('POST /api/shop/products/bulk: %s → %i', async (who, status) => {
    const res = await send(w, personOf(who), 'POST', '/api/shop/products/bulk', { ids: [product.id], action: 'publish' });
    expect(res.statusCode).toBe(status);
    // Another pharmacy's staff change nothing of it.
    if (status === 200) expect(res.json().updated).toBe(who === 'staff of its pharmacy' ? 1 : 0);
  });
  it('changes made by refused callers left no trace', async () => {
    const res = await send(w, w.staff, 'GET', `/api/shop/manage/by-slug/${product.slug}`);
    expect(res.json()).toMatchObject({ brand: 'by staff of its pharmacy', quantity: 999 });
  });
});

describe('OpenAPI', () => {
  it('documents every shop route', async () => {
    const paths = Object.keys((await send(w, undefined, 'GET', '/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/shop/products', '/api/shop/products/{slug}', '/api/shop/products/{id}', '/api/shop/products/{id}/stock', '/api/shop/products/bulk', '/api/shop/manage', '/api/shop/manage/export.csv', '/api/shop/manage/by-slug/{slug}', '/api/shop/products/{id}/images', '/api/shop/products/{id}/images/{name}']),
    );
  });
});
