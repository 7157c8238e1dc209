import { and, eq, inArray } from 'drizzle-orm';
import type { CartItem } from '@pharmacy/shared/shop/checkout';
import type { Cart, StoredCart } from '@pharmacy/shared/schemas/checkout';
import type { Db } from '../../db/client';
import { carts, shopProducts, type CartLineStored } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { publicSql } from '../shop/commands/medicine-rule';

type OnSale = typeof shopProducts.$inferSelect;

/** The products a customer may still buy among `ids` (visible, and a medicine without prescription), by id. */
export async function onSale(db: Db, ids: readonly string[]): Promise<Map<string, OnSale>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(shopProducts).where(and(inArray(shopProducts.id, [...ids]), publicSql));
  return new Map(rows.map((r) => [r.id, r]));
}

const lineOf = (product: OnSale, stored: CartLineStored): CartItem => ({
  id: product.id,
  pharmacyId: product.pharmacyId,
  name: product.name,
  price: product.priceCents,
  quantity: stored.quantity,
  colors: stored.colors,
  ...(stored.variant ? { variant: stored.variant } : {}),
  ...(product.images[0] ? { image: product.images[0] } : {}),
});

/**
 * The cart as the customer sees it now: each line with the product's current name, price and picture. A product
 * that left the shop since (hidden, or a medicine that became prescription-only) is dropped and named in `removed`.
 */
export async function pricedCart(db: Db, lines: readonly CartLineStored[]): Promise<Cart> {
  const products = await onSale(db, lines.map((l) => l.id));
  const items = lines.flatMap((line) => {
    const product = products.get(line.id);
    return product ? [lineOf(product, line)] : [];
  });
  return { items, pharmacyId: items[0]?.pharmacyId ?? null, removed: lines.filter((l) => !products.has(l.id)).map((l) => l.id) };
}

/**
 * A cart sent by the browser, checked against the shop: every product on sale, at the pharmacy the line names, with
 * colours it offers. Each refusal is a field message on its line (`items.2.id`), all at once. The price the page
 * showed is not kept: the cart is priced from the shop when read.
 */
export async function checkedLines(db: Db, cart: StoredCart): Promise<CartLineStored[]> {
  const products = await onSale(db, cart.items.map((i) => i.id));
  const fields: Record<string, string> = {};
  cart.items.forEach((item, i) => {
    const product = products.get(item.id);
    if (!product) fields[`items.${i}.id`] = 'validation.notOnSale';
    else if (product.pharmacyId !== item.pharmacyId) fields[`items.${i}.pharmacyId`] = 'validation.invalid';
    else if (item.colors.some((c) => !product.colors.includes(c))) fields[`items.${i}.colors`] = 'validation.invalid';
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some products of the cart are not on sale as sent.', fields);
  return cart.items.map((item) => ({ id: item.id, quantity: item.quantity, colors: item.colors, ...(item.variant ? { variant: item.variant } : {}) }));
}

export async function storedLines(db: Db, customerId: string): Promise<CartLineStored[]> {
  const [row] = await db.select({ items: carts.items }).from(carts).where(eq(carts.customerId, customerId));
  return row?.items ?? [];
}

/** Writes the cart whole (an empty one deletes the row). */
export async function saveLines(db: Db, customerId: string, pharmacyId: string | null, items: CartLineStored[]): Promise<void> {
  if (items.length === 0) {
    await db.delete(carts).where(eq(carts.customerId, customerId));
    return;
  }
  await db
    .insert(carts)
    .values({ customerId, pharmacyId, items, updatedAt: new Date() })
    .onConflictDoUpdate({ target: carts.customerId, set: { pharmacyId, items, updatedAt: new Date() } });
}
