import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopStockChange } from '@pharmacy/shared/schemas/shop-product';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import type { ShopProductRow } from './access';

/**
 * POST /api/shop/products/{id}/stock. One UPDATE whose WHERE refuses a result below zero: concurrent adjustments
 * each read the row's current quantity under its row lock, so twenty "-1" on a stock of 10 leave 0 and refuse ten,
 * never -10 (the CHECK constraint would refuse it too, as a last guard). A refusal is a 409 naming what is left.
 */
export async function changeStock(db: Db, product: ShopProductRow, change: ShopStockChange, actorId: string): Promise<ShopProductRow> {
  const next = 'set' in change ? sql`${change.set}::int` : sql`${shopProducts.quantity} + ${change.delta}::int`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shopProducts)
      .set({ quantity: next, updatedAt: sql`now()` })
      .where(and(eq(shopProducts.id, product.id), sql`${next} >= 0`))
      .returning();
    if (!row) {
      const [now] = await tx.select({ quantity: shopProducts.quantity }).from(shopProducts).where(eq(shopProducts.id, product.id));
      throw conflict('SHOP_STOCK_NEGATIVE', `Only ${now?.quantity ?? 0} left: the stock cannot go below zero.`, { delta: 'validation.quantity' });
    }
    await writeAudit(tx, { actorId, action: 'shop_product.stock', entityType: 'shop_product', entityId: product.id, detail: { ...change, quantity: row.quantity } });
    return row;
  });
}

/** POST /api/shop/products/bulk: ids outside the caller's pharmacies are left alone (and not counted). */
export async function setVisibility(db: Db, pharmacyIds: string[], ids: string[], visible: boolean, actorId: string): Promise<number> {
  if (pharmacyIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(shopProducts)
      .set({ visible, updatedAt: sql`now()` })
      .where(and(inArray(shopProducts.id, ids), inArray(shopProducts.pharmacyId, pharmacyIds)))
      .returning({ id: shopProducts.id });
    for (const { id } of rows) await writeAudit(tx, { actorId, action: visible ? 'shop_product.published' : 'shop_product.unpublished', entityType: 'shop_product', entityId: id });
    return rows.length;
  });
}
