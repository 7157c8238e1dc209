import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PageQuery, StockItem, StockList } from '@pharmacy/shared/schemas/pharmacy';
import type { Db } from '../../db/client';
import { medicinePresentations, medicines, pharmacyStock } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { invalidateCatalogue } from '../catalogue/cache';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, type SortKey } from '../../lib/keyset-cursor';

/** A pharmacy's stock and selling prices (issue 3). */

const stockColumns = {
  cip13: pharmacyStock.cip13,
  cis: medicinePresentations.cis,
  medicineName: medicines.name,
  label: medicinePresentations.label,
  quantity: pharmacyStock.quantity,
  price: pharmacyStock.priceCents,
  officialPrice: medicinePresentations.priceCents,
  updatedAt: pharmacyStock.updatedAt,
};

const toStockItem = (row: Omit<StockItem, 'updatedAt'> & { updatedAt: Date }): StockItem => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

function stockQuery(db: Db) {
  return db
    .select(stockColumns)
    .from(pharmacyStock)
    .innerJoin(medicinePresentations, eq(medicinePresentations.cip13, pharmacyStock.cip13))
    .innerJoin(medicines, eq(medicines.cis, medicinePresentations.cis));
}

/** By CIP13, unique within a pharmacy. */
const KEYS: SortKey[] = [{ expr: sql`${pharmacyStock.cip13}`, desc: false }];

/** The pharmacy's stock lines by CIP13, keyset-paginated (presentations withdrawn from the catalogue included). */
export async function listStock(db: Db, pharmacyId: string, query: PageQuery): Promise<StockList> {
  const after = query.cursor ? cursorAfter(query.cursor, 'stock', KEYS) : undefined;
  const rows = await stockQuery(db)
    .where(and(eq(pharmacyStock.pharmacyId, pharmacyId), after))
    .orderBy(...orderByKeys(KEYS))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor('stock', [last.cip13]));
  return { items: page.map(toStockItem), nextCursor };
}

/** Sets quantity and price of one presentation (creates the line); only presentations still in the catalogue. */
export async function setStock(
  db: Db,
  pharmacyId: string,
  cip13: string,
  input: { quantity: number; price: number | null },
  uid: string,
): Promise<StockItem> {
  const [presentation] = await db
    .select({ cip13: medicinePresentations.cip13 })
    .from(medicinePresentations)
    .where(and(eq(medicinePresentations.cip13, cip13), isNull(medicinePresentations.withdrawnAt)));
  if (!presentation) throw notFound('No presentation has this CIP13 code in the catalogue.');
  await db
    .insert(pharmacyStock)
    .values({ pharmacyId, cip13, quantity: input.quantity, priceCents: input.price, updatedBy: uid })
    .onConflictDoUpdate({
      target: [pharmacyStock.pharmacyId, pharmacyStock.cip13],
      set: { quantity: input.quantity, priceCents: input.price, updatedBy: uid, updatedAt: sql`now()` },
    });
  invalidateCatalogue(db);
  const [row] = await stockQuery(db).where(
    and(eq(pharmacyStock.pharmacyId, pharmacyId), eq(pharmacyStock.cip13, cip13)),
  );
  return toStockItem(row);
}

export async function deleteStock(db: Db, pharmacyId: string, cip13: string): Promise<void> {
  const removed = await db
    .delete(pharmacyStock)
    .where(and(eq(pharmacyStock.pharmacyId, pharmacyId), eq(pharmacyStock.cip13, cip13)))
    .returning({ cip13: pharmacyStock.cip13 });
  if (removed.length === 0) throw notFound('This pharmacy has no stock line for this presentation.');
  invalidateCatalogue(db);
}
