import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopCheckouts, shopDiscountCodes, shopProducts, type CheckoutLineStored } from '../../db/schema';
import { publicSql } from '../shop/commands/medicine-rule';

/**
 * Stock held by checkouts. Each line takes its units with one conditional UPDATE (`quantity >= n`), so two checkouts
 * racing for the last units serialise on the product's row and the second one finds too few: the shop never sells
 * more than it has. Rows are taken in id order so two checkouts of the same products cannot deadlock.
 */

/** Takes every line's units or none: the indexes of the lines the shop cannot serve (the caller rolls back). */
export async function reserve(tx: Db, lines: readonly CheckoutLineStored[]): Promise<number[]> {
  const short: number[] = [];
  const order = lines.map((line, i) => ({ line, i })).sort((a, b) => (a.line.productId < b.line.productId ? -1 : 1));
  for (const { line, i } of order) {
    const taken = await tx
      .update(shopProducts)
      .set({ quantity: sql`${shopProducts.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(shopProducts.id, line.productId), gte(shopProducts.quantity, line.quantity), publicSql))
      .returning({ id: shopProducts.id });
    if (taken.length === 0) short.push(i);
  }
  return short.sort((a, b) => a - b);
}

/** Takes one use of a discount code; false when none is left (the caller rolls back). */
export async function takeDiscountUse(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(shopDiscountCodes)
    .set({ used: sql`${shopDiscountCodes.used} + 1` })
    .where(and(eq(shopDiscountCodes.id, id), sql`(${shopDiscountCodes.maxUses} IS NULL OR ${shopDiscountCodes.used} < ${shopDiscountCodes.maxUses})`))
    .returning({ id: shopDiscountCodes.id });
  return rows.length > 0;
}

/** Gives a checkout's units and its code's use back (a product deleted since simply has nothing to get back). */
export async function release(tx: Db, checkout: Pick<typeof shopCheckouts.$inferSelect, 'lines' | 'discountCodeId'>): Promise<void> {
  const lines = [...checkout.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of lines) {
    await tx
      .update(shopProducts)
      .set({ quantity: sql`${shopProducts.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(shopProducts.id, line.productId));
  }
  if (checkout.discountCodeId) {
    await tx
      .update(shopDiscountCodes)
      .set({ used: sql`greatest(${shopDiscountCodes.used} - 1, 0)` })
      .where(eq(shopDiscountCodes.id, checkout.discountCodeId));
  }
}

/**
 * An order made from a checkout was cancelled or rejected: its units go back on sale (orders/transitions.ts calls
 * this in the transition's transaction). A refund of an online payment is the pharmacy's to make with the provider.
 */
export async function releaseForOrder(tx: Db, orderId: string): Promise<void> {
  const rows = await tx.select().from(shopCheckouts).where(and(eq(shopCheckouts.orderId, orderId), inArray(shopCheckouts.status, ['at_pharmacy', 'paid'])));
  for (const checkout of rows) await release(tx, checkout);
}
