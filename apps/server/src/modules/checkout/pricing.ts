import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkoutTotals, type DiscountCode } from '@pharmacy/shared/shop/checkout';
import type { CheckoutRequest } from '@pharmacy/shared/schemas/shop-checkout';
import type { Db } from '../../db/client';
import { medicinePresentations, pharmacies, shopDiscountCodes, type CheckoutLineStored } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { onSale } from '../cart/lines';

/**
 * A checkout priced from the shop, never from the browser: each product on sale at the chosen pharmacy with the
 * colours it offers, the pharmacy's delivery policy and a discount code valid now. Refusals are field messages on
 * the field that caused them, all at once. The totals come from the same reducer the page uses (SPEC §4).
 */

export interface PricedCheckout {
  lines: CheckoutLineStored[];
  discount: { id: string; code: DiscountCode } | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  pharmacyName: string;
}

export interface DeliveryPolicy {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  homeDelivery: { feeCents: number; minimumCents: number; postcodes: string[] | null } | null;
}

/** An approved pharmacy's address and home-delivery policy, or null. */
export async function deliveryPolicy(db: Db, pharmacyId: string): Promise<DeliveryPolicy | null> {
  const [row] = await db
    .select({
      id: pharmacies.id,
      name: pharmacies.name,
      street: pharmacies.address,
      postalCode: pharmacies.postalCode,
      city: pharmacies.city,
      enabled: pharmacies.homeDeliveryEnabled,
      postcodes: pharmacies.homeDeliveryPostcodes,
      feeCents: pharmacies.homeDeliveryFeeCents,
      minimumCents: pharmacies.homeDeliveryMinimumCents,
    })
    .from(pharmacies)
    .where(eq(pharmacies.id, pharmacyId));
  if (!row) return null;
  const { enabled, postcodes, feeCents, minimumCents, ...place } = row;
  return { ...place, homeDelivery: enabled ? { feeCents, minimumCents, postcodes: postcodes.length > 0 ? postcodes : null } : null };
}

/** A pharmacy's code as it applies now (dates, uses left), or null. */
export async function findDiscount(db: Db, pharmacyId: string, code: string, now = new Date()): Promise<{ id: string; code: DiscountCode } | null> {
  const [row] = await db
    .select()
    .from(shopDiscountCodes)
    .where(
      and(
        eq(shopDiscountCodes.pharmacyId, pharmacyId),
        eq(shopDiscountCodes.code, code.toUpperCase()),
        sql`(${shopDiscountCodes.startsAt} IS NULL OR ${shopDiscountCodes.startsAt} <= ${now})`,
        sql`(${shopDiscountCodes.endsAt} IS NULL OR ${shopDiscountCodes.endsAt} > ${now})`,
        sql`(${shopDiscountCodes.maxUses} IS NULL OR ${shopDiscountCodes.used} < ${shopDiscountCodes.maxUses})`,
      ),
    );
  if (!row) return null;
  const discount: DiscountCode = row.kind === 'amount' ? { code: row.code, kind: 'amount', cents: row.value } : { code: row.code, kind: 'percent', percent: row.value };
  return { id: row.id, code: discount };
}

async function cisOf(db: Db, cip13s: string[]): Promise<Map<string, string>> {
  if (cip13s.length === 0) return new Map();
  const rows = await db.select({ cip13: medicinePresentations.cip13, cis: medicinePresentations.cis }).from(medicinePresentations).where(inArray(medicinePresentations.cip13, cip13s));
  return new Map(rows.map((r) => [r.cip13, r.cis]));
}

export async function priceCheckout(db: Db, input: CheckoutRequest): Promise<PricedCheckout> {
  const policy = await deliveryPolicy(db, input.pharmacyId);
  if (!policy) throw badRequest('This pharmacy does not exist.', { pharmacyId: 'validation.pharmacy' });
  const products = await onSale(db, input.items.map((i) => i.id));
  const fields: Record<string, string> = {};
  input.items.forEach((item, i) => {
    const product = products.get(item.id);
    if (!product || product.pharmacyId !== input.pharmacyId) fields[`items.${i}.id`] = 'validation.notOnSale';
    else if (item.colors.some((c) => !product.colors.includes(c))) fields[`items.${i}.colors`] = 'validation.invalid';
  });
  const discount = input.discountCode ? await findDiscount(db, input.pharmacyId, input.discountCode) : null;
  if (input.discountCode && !discount) fields.discountCode = 'validation.discountCode';
  if (Object.keys(fields).length > 0) throw badRequest('Some of the checkout cannot be bought as sent.', fields);

  const cis = await cisOf(db, [...products.values()].flatMap((p) => (p.cip13 ? [p.cip13] : [])));
  const lines: CheckoutLineStored[] = input.items.map((item) => {
    const p = products.get(item.id)!;
    return { productId: p.id, kind: p.kind, name: p.name, cis: p.cip13 ? (cis.get(p.cip13) ?? null) : null, cip13: p.cip13, colors: item.colors, quantity: item.quantity, unitPriceCents: p.priceCents, vatRate: p.vatRate };
  });
  const cart = lines.map((l) => ({ id: l.productId, pharmacyId: input.pharmacyId, name: l.name, price: l.unitPriceCents, quantity: l.quantity, colors: l.colors }));
  const goods = checkoutTotals({ cart, shippingChoice: 0, discountCode: discount?.code ?? null });

  let shippingCents = 0;
  if (input.delivery === 'home') {
    const home = policy.homeDelivery;
    const postcode = input.address!.postalCode;
    if (!home) throw badRequest('This pharmacy does not deliver at home: choose collection at the pharmacy.', { delivery: 'validation.homeDeliveryUnavailable' });
    if (home.postcodes && !home.postcodes.includes(postcode)) throw badRequest(`This pharmacy does not deliver to ${postcode}.`, { 'address.postalCode': 'validation.deliveryArea' });
    if (goods.subtotal - goods.discount < home.minimumCents) throw badRequest('The basket is below the pharmacy’s minimum for home delivery.', { delivery: 'validation.deliveryMinimum' });
    shippingCents = home.feeCents;
  }
  const totals = checkoutTotals({ cart, shippingChoice: shippingCents, discountCode: discount?.code ?? null });
  return { lines, discount, subtotalCents: totals.subtotal, discountCents: totals.discount, shippingCents: totals.shipping, totalCents: totals.total, pharmacyName: policy.name };
}
