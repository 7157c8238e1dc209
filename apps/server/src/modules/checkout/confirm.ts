import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopCheckouts } from '../../db/schema';
import { findProfile } from '../accounts/repository/profile';
import type { Audience } from '../orders/announce';
import { makeOrder } from './make-order';
import type { PaymentProvider, ProviderPayment } from './payments/provider';
import { release } from './stock';

/** What the provider ends an unpaid payment with; the checkout takes the same word. */
const UNPAID = ['failed', 'canceled', 'expired'] as const;
const isUnpaid = (status: string): status is (typeof UNPAID)[number] => (UNPAID as readonly string[]).includes(status);

/**
 * The provider said something happened to a payment: ask it what (the webhook's body names a payment and nothing
 * more can be believed), then, once, make the order of a paid checkout or give back the stock of a failed one.
 * The checkout's row lock makes a repeated or concurrent webhook a no-op. Returns who to tell of a new order.
 */
export async function confirmPayment(db: Db, provider: PaymentProvider, paymentId: string): Promise<Audience | null> {
  const payment = await provider.get(paymentId);
  return settle(db, payment);
}

async function settle(db: Db, payment: ProviderPayment): Promise<Audience | null> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(shopCheckouts).where(eq(shopCheckouts.providerPaymentId, payment.id)).for('update');
    if (!checkout || checkout.status !== 'open') return null;
    if (payment.status === 'paid') {
      // A payment for another amount than the checkout's is not this checkout's payment: leave it to a person.
      if (payment.amountCents !== checkout.totalCents || (payment.checkoutId && payment.checkoutId !== checkout.id)) return null;
      const customer = checkout.customerId ? await findProfile(tx, checkout.customerId) : null;
      await tx.update(shopCheckouts).set({ status: 'paid', updatedAt: new Date() }).where(eq(shopCheckouts.id, checkout.id));
      // An account deleted while paying: the money is taken but there is nobody to serve; the pharmacy refunds it.
      if (!customer) return null;
      return (await makeOrder(tx, checkout, customer))?.audience ?? null;
    }
    if (!isUnpaid(payment.status)) return null;
    await tx.update(shopCheckouts).set({ status: payment.status, updatedAt: new Date() }).where(eq(shopCheckouts.id, checkout.id));
    await release(tx, checkout);
    return null;
  });
}

/**
 * The job runner's sweep: open checkouts past their hold are asked of the provider once more (a webhook may have been
 * lost); one still unpaid gives its stock back as expired. Returns how many it closed.
 */
export async function expireOpenCheckouts(db: Db, provider: PaymentProvider | null, now = new Date()): Promise<number> {
  const due = await db.select().from(shopCheckouts).where(and(eq(shopCheckouts.status, 'open'), lt(shopCheckouts.expiresAt, now))).limit(100);
  let closed = 0;
  for (const checkout of due) {
    let payment: ProviderPayment | null = null;
    if (provider && checkout.providerPaymentId) {
      try {
        payment = await provider.get(checkout.providerPaymentId);
      } catch {
        payment = null;
      }
    }
    if (payment && payment.status === 'paid') {
      await settle(db, payment);
      continue;
    }
    const released = await db.transaction(async (tx) => {
      const [row] = await tx.update(shopCheckouts).set({ status: 'expired', updatedAt: new Date() }).where(and(eq(shopCheckouts.id, checkout.id), eq(shopCheckouts.status, 'open'))).returning();
      if (row) await release(tx, row);
      return Boolean(row);
    });
    if (released) closed++;
  }
  return closed;
}
