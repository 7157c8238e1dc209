import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDiscountCodes } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoCatalogue } from './catalogue-demo';
import { seedDemo } from './demo';
import { DEMO_DISCOUNT_CODE, seedDemoShop } from './shop-demo';

describe('demo shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    await seedDemoCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('puts parapharmacy with variants and two medicines without prescription on sale at the demo pharmacy, once', async () => {
    expect(await seedDemoShop(t.database.db)).toEqual({ products: 5 });
    expect(await seedDemoShop(t.database.db)).toBeNull();
    const items: { kind: string; colors: string[]; slug: string }[] = (await t.app.inject({ method: 'GET', url: '/api/shop/products?limit=100' })).json().items;
    expect(items.filter((i) => i.kind === 'medicine')).toHaveLength(2);
    expect(items.filter((i) => i.kind === 'parapharmacy' && i.colors.length > 0)).toHaveLength(2);
    for (const item of items.filter((i) => i.kind === 'medicine')) {
      const product = (await t.app.inject({ method: 'GET', url: `/api/shop/products/${item.slug}` })).json();
      const medicine = (await t.app.inject({ method: 'GET', url: `/api/products/product?name=${product.medicine.cis}` })).json();
      expect(medicine.requiresPrescription).toBe(false);
    }
    // And a discount code to try at checkout.
    const [code] = await t.database.db.select().from(shopDiscountCodes).where(eq(shopDiscountCodes.code, DEMO_DISCOUNT_CODE));
    expect(code).toMatchObject({ kind: 'percent', value: 10, used: 0 });
  });
});
