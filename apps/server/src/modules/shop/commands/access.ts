import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { chosenStaffPharmacy, staffPharmacyIds } from '../../pharmacies/service';

/*
 * Who manages shop products (docs/PRODUCT.md "What each role may do"): a pharmacy's staff manage their pharmacies'
 * products; an admin sees every product (lists, CSV, one product) and changes none, as for stock and prices
 * (PUT /api/pharmacies/{id}/stock is its staff's only): what a pharmacy sells and at what price is its own business.
 * Customers, couriers and the anonymous only browse the public shop. Another pharmacy's product is a 404.
 */

export type ShopProductRow = typeof shopProducts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const noSuchProduct = () => notFound('This product does not exist.');

export const pharmaciesOf = staffPharmacyIds;

/** The condition on shop_products for what a manager (staff or admin) sees; null: nothing (staff of no pharmacy). */
export async function managedScope(db: Db, user: UserProfile): Promise<SQL | undefined | null> {
  if (user.role === 'admin') return undefined;
  const ids = await pharmaciesOf(db, user.uid);
  if (ids.length === 0) return null;
  return ids.length === 1 ? eq(shopProducts.pharmacyId, ids[0]!) : inArray(shopProducts.pharmacyId, ids);
}

/** The product if `user` (staff or admin) may see it in the management pages; a 404 otherwise. */
export async function readableProduct(db: Db, user: UserProfile, where: SQL): Promise<ShopProductRow> {
  const scope = await managedScope(db, user);
  if (scope === null) throw noSuchProduct();
  const [row] = await db.select().from(shopProducts).where(and(where, scope));
  if (!row) throw noSuchProduct();
  return row;
}

/** The product by id if `user` works for its pharmacy: 404 for whoever cannot see it, 403 for an admin (reads only). */
export async function managedProduct(db: Db, user: UserProfile, id: string): Promise<ShopProductRow> {
  if (!UUID.test(id)) throw noSuchProduct();
  const row = await readableProduct(db, user, eq(shopProducts.id, id));
  if (user.role !== 'pharmacy') throw forbidden('Only the pharmacy’s staff change its products.', 'SHOP_FORBIDDEN');
  return row;
}

/** The pharmacy a new product is sold by: the staff member's only pharmacy, or the one named among theirs. */
export async function sellingPharmacy(db: Db, user: UserProfile, named: string | undefined): Promise<string> {
  if (user.role !== 'pharmacy') throw forbidden('Only a pharmacy’s staff put products on sale.', 'SHOP_FORBIDDEN');
  return chosenStaffPharmacy(db, user.uid, named, 'You work for several pharmacies: choose the one that sells this product.');
}
