import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHECKOUT_STATUSES, DELIVERY_CHOICES, PAYMENT_METHODS } from '@pharmacy/shared/schemas/shop-checkout';
import type { InvoiceBuyer } from '@pharmacy/shared/schemas/invoice';
import { checkIn } from './check-in';
import { orders } from './orders';
import { pharmacies } from './pharmacies';
import { users } from './users';

/*
 * The shop's checkout (issue 15). A checkout holds the bought lines, priced from the shop, and their reserved stock
 * (already taken off `shop_products.quantity`) until it becomes an order: at once when paid at the pharmacy, when the
 * payment provider confirms an online payment. A failed, expired or cancelled payment gives the stock back. An order
 * therefore exists only once the customer is committed to it, and the pharmacy never sees an unpaid online order.
 */

/** A bought line as the checkout priced it. */
export interface CheckoutLineStored {
  productId: string;
  kind: 'medicine' | 'parapharmacy';
  name: string;
  cis: string | null;
  cip13: string | null;
  colors: string[];
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

export const shopDiscountCodes = pgTable(
  'shop_discount_codes',
  {
    id: uuid('id').primaryKey(),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    /** Upper case, compared without case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
    /** Cents off (`amount`) or whole percent (`percent`). */
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: no limit. `used` counts checkouts holding it (given back when one fails). */
    maxUses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    checkIn('shop_discount_codes_kind_check', t.kind, ['amount', 'percent']),
    check('shop_discount_codes_value_check', sql`${t.value} > 0 AND (${t.kind} = 'amount' OR ${t.value} <= 100)`),
    check('shop_discount_codes_used_check', sql`${t.used} >= 0 AND (${t.maxUses} IS NULL OR ${t.used} <= ${t.maxUses})`),
    uniqueIndex('shop_discount_codes_pharmacy_code_unique').on(t.pharmacyId, t.code),
  ],
);

export const shopCheckouts = pgTable(
  'shop_checkouts',
  {
    id: uuid('id').primaryKey(),
    customerId: text('customer_id').references(() => users.uid, { onDelete: 'set null' }),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    /** The customer's Idempotency-Key: a double click or a retry makes one checkout. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull(),
    payment: text('payment', { enum: PAYMENT_METHODS }).notNull(),
    delivery: text('delivery', { enum: DELIVERY_CHOICES }).notNull(),
    lines: jsonb('lines').$type<CheckoutLineStored[]>().notNull(),
    /** Where to deliver (home delivery) and who is invoiced; personal data, cleared with the customer's account. */
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull(),
    billing: jsonb('billing').$type<InvoiceBuyer>().notNull(),
    language: text('language').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => shopDiscountCodes.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The provider's payment (Mollie `tr_…`) and the page the customer pays on. */
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** An open online payment not confirmed by then gives its stock back (job runner). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    checkIn('shop_checkouts_status_check', t.status, CHECKOUT_STATUSES),
    checkIn('shop_checkouts_payment_check', t.payment, PAYMENT_METHODS),
    checkIn('shop_checkouts_delivery_check', t.delivery, DELIVERY_CHOICES),
    uniqueIndex('shop_checkouts_customer_key_unique').on(t.customerId, t.idempotencyKey),
    uniqueIndex('shop_checkouts_provider_payment_unique').on(t.providerPaymentId),
    index('shop_checkouts_open_idx').on(t.expiresAt).where(sql`status = 'open'`),
    index('shop_checkouts_order_idx').on(t.orderId),
  ],
);
