import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { CheckoutRequest } from '@pharmacy/shared/schemas/shop-checkout';
import type { Db } from '../../db/client';
import { shopCheckouts } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import type { Audience } from '../orders/announce';
import { makeOrder } from './make-order';
import type { PaymentProvider } from './payments/provider';
import { priceCheckout } from './pricing';
import type { Checkout } from './present';
import { release, reserve, takeDiscountUse } from './stock';
import { isUniqueViolation } from '../../db/unique-violation';

/** How long an online payment may stay open before its stock goes back on sale (Mollie's own expiry is shorter). */
export const ONLINE_HOLD_MS = 30 * 60_000;

export interface Placed {
  checkout: Checkout;
  /** Set when an order was made now (pay at the pharmacy): the caller publishes it after the commit. */
  audience: Audience | null;
}

export interface PaymentContext {
  provider: PaymentProvider | null;
  appUrl: string;
}

const MOLLIE_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_BE', nl: 'nl_BE', de: 'de_DE' };
const fingerprint = (input: CheckoutRequest) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

async function previous(db: Db, customerId: string, key: string): Promise<Checkout | null> {
  const [row] = await db.select().from(shopCheckouts).where(and(eq(shopCheckouts.customerId, customerId), eq(shopCheckouts.idempotencyKey, key)));
  return row ?? null;
}

function replay(row: Checkout, requestHash: string): Placed {
  if (row.requestHash !== requestHash) throw conflict('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another checkout.');
  return { checkout: row, audience: null };
}

/**
 * A customer buys their cart. One transaction prices it from the shop, takes the stock and the discount code's use,
 * and stores the checkout; paying at the pharmacy makes the order in the same transaction. Paying online then asks
 * the provider for a payment page; the order waits for the provider's word (confirm.ts). Either nothing is kept (a
 * refusal) or everything is: the stock is never taken without a checkout that can give it back.
 */
export async function placeCheckout(db: Db, payments: PaymentContext, customer: UserProfile, input: CheckoutRequest, key: string): Promise<Placed> {
  const requestHash = fingerprint(input);
  const before = await previous(db, customer.uid, key);
  if (before) return replay(before, requestHash);
  if (input.payment === 'online' && !payments.provider) throw badRequest('Online payment is not available: pay at the pharmacy.', { payment: 'validation.invalid' });

  const priced = await priceCheckout(db, input);
  if (priced.totalCents !== input.expectedTotalCents) {
    throw conflict('PRICE_CHANGED', 'The prices changed since the page was shown: look at the total again.', { expectedTotalCents: String(priced.totalCents) });
  }
  const now = new Date();
  let placed: Placed;
  try {
    placed = await db.transaction(async (tx) => {
      const short = await reserve(tx, priced.lines);
      if (short.length > 0) throw new OutOfStock(short);
      if (priced.discount && !(await takeDiscountUse(tx, priced.discount.id))) throw badRequest('This code has no uses left.', { discountCode: 'validation.discountCode' });
      const [row] = await tx
        .insert(shopCheckouts)
        .values({
          id: randomUUID(),
          customerId: customer.uid,
          pharmacyId: input.pharmacyId,
          idempotencyKey: key,
          requestHash,
          status: input.payment === 'online' ? 'open' : 'at_pharmacy',
          payment: input.payment,
          delivery: input.delivery,
          lines: priced.lines,
          street: input.address?.street ?? '',
          postalCode: input.address?.postalCode ?? '',
          city: input.address?.city ?? '',
          phone: input.phone,
          billing: input.billing,
          language: customer.language,
          discountCodeId: priced.discount?.id ?? null,
          subtotalCents: priced.subtotalCents,
          discountCents: priced.discountCents,
          shippingCents: priced.shippingCents,
          totalCents: priced.totalCents,
          expiresAt: new Date(now.getTime() + ONLINE_HOLD_MS),
        })
        .returning();
      if (input.payment === 'online') return { checkout: row, audience: null };
      const made = await makeOrder(tx, row, customer);
      return { checkout: { ...row, orderId: made?.orderId ?? null }, audience: made?.audience ?? null };
    });
  } catch (error) {
    if (error instanceof OutOfStock) throw outOfStockError(error.lines);
    // The same key committed by a concurrent request (a double click): answer what it made.
    if (isUniqueViolation(error)) {
      const row = await previous(db, customer.uid, key);
      if (row) return replay(row, requestHash);
    }
    throw error;
  }
  if (input.payment === 'online') placed = { checkout: await openPayment(db, payments, placed.checkout, priced.pharmacyName), audience: null };
  return placed;
}

class OutOfStock extends Error {
  constructor(readonly lines: number[]) {
    super('out of stock');
  }
}

/** 409 with a message on each line short of stock; the page shows the products' stock as it reloads them. */
const outOfStockError = (lines: number[]): HttpError =>
  conflict('OUT_OF_STOCK', 'Some products do not have enough left in stock.', Object.fromEntries(lines.map((i) => [`items.${i}.quantity`, 'validation.outOfStock'])));

/** Asks the provider for the payment page; a provider that fails gives the stock back and the customer a clear 502. */
async function openPayment(db: Db, payments: PaymentContext, checkout: Checkout, pharmacyName: string): Promise<Checkout> {
  try {
    const payment = await payments.provider!.create({
      amountCents: checkout.totalCents,
      description: `${pharmacyName} – ${checkout.id.slice(0, 8)}`,
      redirectUrl: `${payments.appUrl}/payment?checkout=${checkout.id}`,
      webhookUrl: `${payments.appUrl}/api/payments/mollie/webhook`,
      checkoutId: checkout.id,
      locale: MOLLIE_LOCALES[checkout.language] ?? 'en_US',
    });
    const [row] = await db
      .update(shopCheckouts)
      .set({ providerPaymentId: payment.id, checkoutUrl: payment.checkoutUrl, updatedAt: new Date() })
      .where(eq(shopCheckouts.id, checkout.id))
      .returning();
    return row;
  } catch (error) {
    await db.transaction(async (tx) => {
      const [row] = await tx.update(shopCheckouts).set({ status: 'failed', updatedAt: new Date() }).where(and(eq(shopCheckouts.id, checkout.id), eq(shopCheckouts.status, 'open'))).returning();
      if (row) await release(tx, row);
    });
    throw Object.assign(new HttpError(502, 'PAYMENT_PROVIDER', 'The payment service did not answer: nothing was charged, try again or pay at the pharmacy.'), { cause: error });
  }
}
