import { eq, sql, type SQL } from 'drizzle-orm';
import type { ShopProductDetail, ShopProductSummary, ShopSpecProduct } from '@pharmacy/shared/schemas/shop-product';
import type { Db } from '../../../db/client';
import { medicinePresentations, medicines, pharmacies, shopProducts } from '../../../db/schema';
import { utcMicros } from '../../../lib/keyset-cursor';
import type { ShopProductRow } from '../commands/access';

/** The columns every answer reads: the product, its pharmacy's public details, and the keyset helpers. */
export const productColumns = {
  product: shopProducts,
  pharmacy: { id: pharmacies.id, slug: pharmacies.slug, name: pharmacies.name, city: pharmacies.city, postalCode: pharmacies.postalCode },
  createdMicros: utcMicros(shopProducts.createdAt),
  updatedMicros: utcMicros(shopProducts.updatedAt),
};

export interface ProductWithPharmacy {
  product: ShopProductRow;
  pharmacy: ShopProductSummary['pharmacy'];
}

/** Products joined with their pharmacy (and a search score for the public list); callers add where, order and limit. */
export const selectProducts = (db: Db, score: SQL<number> = sql<number>`0::int`) =>
  db
    .select({ ...productColumns, score })
    .from(shopProducts)
    .innerJoin(pharmacies, eq(pharmacies.id, shopProducts.pharmacyId));

export function toSummary({ product: p, pharmacy }: ProductWithPharmacy): ShopProductSummary {
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    cip13: p.cip13,
    name: p.name,
    brand: p.brand,
    category: p.category,
    image: p.images[0] ?? null,
    colors: p.colors,
    priceCents: p.priceCents,
    vatRate: p.vatRate,
    quantity: p.quantity,
    visible: p.visible,
    pharmacy,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The full product, with its catalogue pack for a medicine. */
export async function toDetail(db: Db, row: ProductWithPharmacy): Promise<ShopProductDetail> {
  const { image: _image, ...summary } = toSummary(row);
  const p = row.product;
  let medicine: ShopProductDetail['medicine'] = null;
  if (p.cip13) {
    const [pack] = await db
      .select({ cis: medicinePresentations.cis, label: medicinePresentations.label, officialPriceCents: medicinePresentations.priceCents, name: medicines.name })
      .from(medicinePresentations)
      .innerJoin(medicines, eq(medicines.cis, medicinePresentations.cis))
      .where(eq(medicinePresentations.cip13, p.cip13));
    medicine = pack ?? null;
  }
  return { ...summary, description: p.description, images: p.images, medicine, createdAt: p.createdAt.toISOString() };
}

/** SPEC §3 Product for GET /api/products/product?name={slug}. */
export function toSpecProduct({ product: p, pharmacy }: ProductWithPharmacy): ShopSpecProduct {
  return {
    id: p.id,
    price: p.priceCents,
    quantity: p.quantity,
    colors: p.colors,
    name: p.name,
    slug: p.slug,
    kind: p.kind,
    brand: p.brand,
    category: p.category,
    description: p.description,
    images: p.images,
    vatRate: p.vatRate,
    cip13: p.cip13,
    pharmacy,
  };
}
