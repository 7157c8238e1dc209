import { eq } from 'drizzle-orm';
import type { CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import type { Db } from '../../db/client';
import { orders, type shopCheckouts } from '../../db/schema';

export type Checkout = typeof shopCheckouts.$inferSelect;

/** A checkout as its customer sees it (no address, no billing: the page has them, the order shows them). */
export async function presentCheckout(db: Db, row: Checkout): Promise<CheckoutResult> {
  const [order] = row.orderId ? await db.select({ id: orders.id, reference: orders.reference }).from(orders).where(eq(orders.id, row.orderId)) : [];
  return {
    id: row.id,
    status: row.status,
    payment: row.payment,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    checkoutUrl: row.status === 'open' ? row.checkoutUrl : null,
    order: order ?? null,
  };
}
