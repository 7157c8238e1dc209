import { and, eq, sql } from 'drizzle-orm';
import { SHOP_IMAGES_MAX } from '@pharmacy/shared/shop/constants';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { IMAGE_FOLDER, storeImage } from '../../../lib/images';
import type { FileStore } from '../../../lib/storage';
import type { ShopProductRow } from './access';

/*
 * A product's gallery: pictures uploaded for it (checked, resized and stored as WebP by lib/images.ts, served by
 * GET /api/images/{name} like avatars and logos). A product only ever names its own uploads: PATCH may reorder or
 * drop them, never add a name, so no product shows a picture uploaded for something else.
 */

const full = () => conflict('SHOP_IMAGES_FULL', `A product has at most ${SHOP_IMAGES_MAX} pictures.`, { file: 'validation.tooMany' });

/** POST /api/shop/products/{id}/images: appended last; the row's own check keeps the count under the limit. */
export async function addImage(db: Db, storage: FileStore, product: ShopProductRow, bytes: Buffer, actorId: string): Promise<ShopProductRow> {
  if (product.images.length >= SHOP_IMAGES_MAX) throw full();
  const key = await storeImage(storage, bytes);
  const name = key.slice(IMAGE_FOLDER.length + 1);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(shopProducts)
      .set({ images: sql`array_append(${shopProducts.images}, ${name})`, updatedAt: sql`now()` })
      .where(and(eq(shopProducts.id, product.id), sql`cardinality(${shopProducts.images}) < ${SHOP_IMAGES_MAX}`))
      .returning();
    if (updated) await writeAudit(tx, { actorId, action: 'shop_product.image_added', entityType: 'shop_product', entityId: product.id, detail: { name } });
    return updated;
  });
  if (!row) {
    await storage.remove(key);
    throw full();
  }
  return row;
}

/** DELETE /api/shop/products/{id}/images/{name}: the file goes once the row no longer names it. */
export async function removeImage(db: Db, storage: FileStore, product: ShopProductRow, name: string, actorId: string): Promise<ShopProductRow> {
  if (!product.images.includes(name)) throw notFound('This product has no such picture.');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(shopProducts)
      .set({ images: sql`array_remove(${shopProducts.images}, ${name})`, updatedAt: sql`now()` })
      .where(eq(shopProducts.id, product.id))
      .returning();
    await writeAudit(tx, { actorId, action: 'shop_product.image_removed', entityType: 'shop_product', entityId: product.id, detail: { name } });
    return updated!;
  });
  await storage.remove(`${IMAGE_FOLDER}/${name}`);
  return row;
}

/** For PATCH: the new order must hold only the product's own pictures; returns the ones dropped (to delete after). */
export function droppedImages(current: ShopProductRow, next: string[] | undefined): string[] {
  if (next === undefined) return [];
  if (!next.every((name) => current.images.includes(name)) || new Set(next).size !== next.length) {
    throw badRequest('Upload a picture before showing it; a list may only reorder or drop the product’s own.', { images: 'validation.invalid' });
  }
  return current.images.filter((name) => !next.includes(name));
}
