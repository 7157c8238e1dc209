import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, shopProducts } from '../../db/schema';
import { createWorld, type World } from '../orders/test-world';
import { aProduct } from '../shop/testing/world';
import { checkout, checkoutBody } from './testing/checkout-world';

/*
 * Issue 15's proof: 100 checkouts at once for 10 units sell exactly 10, on PGlite and on PostgreSQL (where they truly
 * run in parallel on the pool's connections).
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

it('sells exactly the stock when 100 customers check out the last 10 units at once', async () => {
  const product = await aProduct(w, w.staff, { colors: [], priceCents: 990, quantity: 10 });
  const body = checkoutBody([{ product }]);
  const buyers = [w.customer, w.otherCustomer];
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => checkout(w, buyers[i % 2], body, randomUUID())));
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(10);
  expect(codes.filter((c) => c === 409)).toHaveLength(90);
  for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().code).toBe('OUT_OF_STOCK');
  const [left] = await w.t.database.db.select({ q: shopProducts.quantity }).from(shopProducts).where(eq(shopProducts.id, product.id));
  expect(left.q).toBe(0);
  expect(await w.t.database.db.$count(orders, eq(orders.source, 'shop'))).toBe(10);
}, 120_000);
