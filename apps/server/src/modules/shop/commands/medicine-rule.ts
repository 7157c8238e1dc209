import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { medicinePresentations, medicines, shopProducts } from '../../../db/schema';
import { badRequest, HttpError } from '../../../lib/errors';

/*
 * The law the shop keeps (docs/PRODUCT.md "Shop and checkout"): only medicines without prescription conditions are
 * sold online. A medicine whose catalogue row says `requires_prescription` is refused wherever it could enter the
 * shop (create, a changed CIP13), and the public queries re-check it in SQL, so a row that got in anyway (the
 * catalogue changed its conditions after the product was listed) is never shown or sold.
 */

export interface SaleableMedicine {
  cip13: string;
  cis: string;
  name: string;
  label: string;
}

export const prescriptionOnly = () =>
  new HttpError(400, 'PRESCRIPTION_ONLY', 'A prescription-only medicine can never be put on sale in the shop.', { cip13: 'validation.needsPrescription' });

/** The pack by CIP13 if it may be sold: in the catalogue (not withdrawn) and without prescription; a 400 otherwise. */
export async function saleableMedicine(db: Db, cip13: string): Promise<SaleableMedicine> {
  const [row] = await db
    .select({ cip13: medicinePresentations.cip13, cis: medicines.cis, name: medicines.name, label: medicinePresentations.label, requiresPrescription: medicines.requiresPrescription })
    .from(medicinePresentations)
    .innerJoin(medicines, eq(medicines.cis, medicinePresentations.cis))
    .where(and(eq(medicinePresentations.cip13, cip13), isNull(medicinePresentations.withdrawnAt), isNull(medicines.withdrawnAt)));
  if (!row) throw badRequest('No medicine of the catalogue has this CIP13 code.', { cip13: 'validation.unknownMedicine' });
  if (row.requiresPrescription) throw prescriptionOnly();
  return { cip13: row.cip13, cis: row.cis, name: row.name, label: row.label };
}

/** The catalogue name of a pack already on sale (for the search text), whatever the catalogue says of it today. */
export async function medicineName(db: Db, cip13: string): Promise<SaleableMedicine | null> {
  const [row] = await db
    .select({ cip13: medicinePresentations.cip13, cis: medicines.cis, name: medicines.name, label: medicinePresentations.label })
    .from(medicinePresentations)
    .innerJoin(medicines, eq(medicines.cis, medicinePresentations.cis))
    .where(eq(medicinePresentations.cip13, cip13));
  return row ?? null;
}

/** SQL: the product may be shown to the public: parapharmacy, or a medicine still in the catalogue and without prescription. */
export const saleableSql: SQL = sql`(${shopProducts.kind} = 'parapharmacy' OR EXISTS (
  SELECT 1 FROM medicine_presentations mp JOIN medicines m ON m.cis = mp.cis
  WHERE mp.cip13 = ${shopProducts.cip13} AND NOT m.requires_prescription AND m.withdrawn_at IS NULL AND mp.withdrawn_at IS NULL))`;

/** What the public sees: visible and saleable. */
export const publicSql: SQL = sql`(${shopProducts.visible} AND ${saleableSql})`;
