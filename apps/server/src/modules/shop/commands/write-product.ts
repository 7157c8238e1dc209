import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { slugify } from '@pharmacy/shared/slug';
import { SHOP_DEFAULT_VAT, SHOP_MEDICINE_VAT } from '@pharmacy/shared/shop/constants';
import type { ShopProductCreate, ShopProductUpdate } from '@pharmacy/shared/schemas/shop-product';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/errors';
import { IMAGE_FOLDER } from '../../../lib/images';
import type { FileStore } from '../../../lib/storage';
import type { ShopProductRow } from './access';
import { droppedImages } from './images';
import { medicineName, saleableMedicine, type SaleableMedicine } from './medicine-rule';
import { isUniqueViolation } from '../../../db/unique-violation';

/** What the search matches: name, brand and the catalogue's name of a medicine; normalised by the database. */
const searchTextOf = (name: string, brand: string, medicine: SaleableMedicine | null) =>
  sql`catalogue_normalize(${[name, brand, medicine?.name ?? ''].join(' ')})`;

/** `name-slug-1a2b3c`: readable, unique by the id's first 6 hex digits; fixed at creation so links stay valid. */
const slugOf = (name: string, id: string) => `${slugify(name).slice(0, 50).replace(/-+$/, '')}-${id.slice(0, 6)}`;

const alreadyListed = () => conflict('SHOP_MEDICINE_LISTED', 'This pharmacy already sells this medicine: change that product instead.', { cip13: 'validation.duplicate' });

/** POST /api/shop/products. Retries on the rare slug collision (two names sharing an id's first 6 digits). */
export async function createProduct(db: Db, pharmacyId: string, input: ShopProductCreate, actorId: string | null): Promise<ShopProductRow> {
  const medicine = input.kind === 'medicine' ? await saleableMedicine(db, input.cip13!) : null;
  const name = input.name ?? medicine?.name ?? '';
  for (let attempt = 0; ; attempt++) {
    const id = randomUUID();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shopProducts)
          .values({
            id,
            pharmacyId,
            slug: slugOf(name, id),
            kind: input.kind,
            cip13: medicine?.cip13 ?? null,
            name,
            brand: input.brand,
            category: input.category,
            description: input.description,
            colors: input.colors,
            priceCents: input.priceCents,
            vatRate: input.vatRate ?? (medicine ? SHOP_MEDICINE_VAT : SHOP_DEFAULT_VAT),
            quantity: input.quantity,
            visible: input.visible,
            searchText: searchTextOf(name, input.brand, medicine),
          })
          .returning();
        await writeAudit(tx, { actorId, action: 'shop_product.created', entityType: 'shop_product', entityId: id, detail: { pharmacyId, kind: input.kind, cip13: medicine?.cip13 ?? null } });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'shop_products_pharmacy_cip13_unique')) throw alreadyListed();
      if (!isUniqueViolation(error, 'shop_products_slug_unique') || attempt >= 3) throw error;
    }
  }
}

/** PATCH /api/shop/products/{id}: a medicine may change its pack (checked again); parapharmacy never gets one. */
export async function updateProduct(db: Db, storage: FileStore, current: ShopProductRow, input: ShopProductUpdate, actorId: string): Promise<ShopProductRow> {
  const dropped = droppedImages(current, input.images);
  if (input.cip13 !== undefined && current.kind !== 'medicine') throw badRequest('Only a medicine has a CIP13 code.', { cip13: 'validation.invalid' });
  // A new pack is checked against the law; the one already on sale is not, so its pharmacy can still hide it, change
  // its price or fix its text after the catalogue made it prescription-only (the public never sees it by then).
  const changesPack = input.cip13 !== undefined && input.cip13 !== current.cip13;
  const medicine = current.kind !== 'medicine' ? null : changesPack ? await saleableMedicine(db, input.cip13!) : await medicineName(db, current.cip13!);
  const name = input.name ?? current.name;
  const brand = input.brand ?? current.brand;
  let row: ShopProductRow;
  try {
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(shopProducts)
        .set({ ...input, ...(medicine ? { cip13: medicine.cip13 } : {}), searchText: searchTextOf(name, brand, medicine), updatedAt: sql`now()` })
        .where(and(eq(shopProducts.id, current.id)))
        .returning();
      await writeAudit(tx, { actorId, action: 'shop_product.updated', entityType: 'shop_product', entityId: current.id, detail: { fields: Object.keys(input) } });
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'shop_products_pharmacy_cip13_unique')) throw alreadyListed();
    throw error;
  }
  // After the commit: a reader never meets a row naming a file that is gone.
  for (const name of dropped) await storage.remove(`${IMAGE_FOLDER}/${name}`);
  return row;
}
