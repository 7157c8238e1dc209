import { and, eq, sql } from 'drizzle-orm';
import type { ShopSpecProduct } from '@pharmacy/shared/schemas/shop-product';
import { SHOP_SLUG } from '@pharmacy/shared/shop/constants';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { noSuchProduct } from '../commands/access';
import { publicSql } from '../commands/medicine-rule';
import { selectProducts, toSpecProduct, type ProductWithPharmacy } from './present';

/** A product the public may see, by slug; a 404 for a hidden one, a prescription-only one or none. */
export async function publicProduct(db: Db, slug: string): Promise<ProductWithPharmacy> {
  if (!SHOP_SLUG.test(slug)) throw noSuchProduct();
  const [row] = await selectProducts(db).where(and(eq(shopProducts.slug, slug), publicSql));
  if (!row) throw noSuchProduct();
  return row;
}

/** The product with its pharmacy, by a condition already scoped by the caller. */
export async function productWithPharmacy(db: Db, id: string): Promise<ProductWithPharmacy> {
  const [row] = await selectProducts(db).where(eq(shopProducts.id, sql`${id}::uuid`));
  if (!row) throw noSuchProduct();
  return row;
}

/**
 * GET /api/products/product?name=: a shop product's SPEC Product when `name` is the slug of one the public may see;
 * undefined otherwise, and the catalogue answers as before. Only names shaped like a shop slug (lower-case words
 * and a 6-hex suffix) are looked up: a catalogue name has capitals and spaces, a CIS 8 digits.
 */
export async function shopSpecProduct(db: Db, name: string): Promise<ShopSpecProduct | undefined> {
  if (!SHOP_SLUG.test(name)) return undefined;
  const [row] = await selectProducts(db).where(and(eq(shopProducts.slug, name), publicSql));
  return row ? toSpecProduct(row) : undefined;
}
