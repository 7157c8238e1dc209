import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { CheckoutRequestInput } from '@pharmacy/shared/schemas/shop-checkout';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { shopDiscountCodes } from '../../../db/schema';
import type { Person, World } from '../../orders/test-world';

/* Test-only: a checkout's body and request, and discount codes written as a pharmacy would define them. */

export const billing = { name: 'Louise Martin', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' };

export const checkoutBody = (products: { product: ShopProductDetail; quantity?: number; colors?: string[] }[], patch: Partial<CheckoutRequestInput> = {}): CheckoutRequestInput => {
  const subtotal = products.reduce((sum, p) => sum + p.product.priceCents * (p.quantity ?? 1), 0);
  return {
    pharmacyId: products[0].product.pharmacy.id,
    items: products.map((p) => ({ id: p.product.id, quantity: p.quantity ?? 1, colors: p.colors ?? [] })),
    delivery: 'collect',
    billing,
    phone: '+32 470 12 34 56',
    payment: 'at_pharmacy',
    expectedTotalCents: subtotal,
    ...patch,
  };
};

export const checkout = (w: World, who: Person | undefined, body: CheckoutRequestInput, key: string = randomUUID()): Promise<LightMyRequestResponse> =>
  w.t.app.inject({ method: 'POST', url: '/api/checkout', headers: { 'idempotency-key': key, ...(who ? { cookie: who.cookie } : {}) }, payload: body });

export const webhook = (w: World, id: string): Promise<LightMyRequestResponse> =>
  w.t.app.inject({ method: 'POST', url: '/api/payments/mollie/webhook', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${encodeURIComponent(id)}` });

export async function aDiscount(w: World, pharmacyId: string, patch: Partial<typeof shopDiscountCodes.$inferInsert> = {}): Promise<string> {
  const code = patch.code ?? `WELCOME-${randomUUID().slice(0, 6).toUpperCase()}`;
  await w.t.database.db.insert(shopDiscountCodes).values({ id: randomUUID(), pharmacyId, code, kind: 'percent', value: 10, ...patch });
  return code;
}
