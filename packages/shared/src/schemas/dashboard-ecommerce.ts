import { z } from 'zod';
import { PAYMENT_METHODS } from './shop-checkout';

/*
 * GET /api/dashboards/ecommerce (issue 19): the shop of the caller's pharmacies (pharmacy staff), or of every pharmacy
 * (an admin), over a range of Brussels days. A sale is a checkout the customer completed: paid online, or reserved to
 * pay at the pharmacy. Amounts are integer cents, VAT included.
 */

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

export const dashboardEcommerceSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  sales: z.object({
    orders: count,
    totalCents: cents,
    /** Total over orders, rounded to the cent; null without a sale. */
    averageCents: cents.nullable(),
    discountCents: cents,
  }),
  /** Checkouts started in the range, and how many became sales (the rest failed, expired, were cancelled or are open). */
  funnel: z.object({ started: count, completed: count, abandoned: count }),
  /** Carts holding products at this moment, not yet checked out (whatever the range). */
  openCarts: count,
  /** Sales per Brussels day of the range, days without any included. */
  perDay: z.array(z.object({ date: z.string(), orders: count, totalCents: cents })),
  /** Sales per payment choice, in PAYMENT_METHODS order. */
  byPayment: z.array(z.object({ method: z.enum(PAYMENT_METHODS), orders: count, totalCents: cents })),
  /** The five products that brought in most (before discounts), with the units sold. */
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), units: count, totalCents: cents })),
  /** Products on sale (visible) with none left and with 1 to SHOP_LOW_STOCK left, now. */
  stock: z.object({ out: count, low: count }),
});
export type DashboardEcommerce = z.infer<typeof dashboardEcommerceSchema>;
