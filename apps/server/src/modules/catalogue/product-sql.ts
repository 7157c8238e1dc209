import { sql, type SQL } from 'drizzle-orm';
import type { Presentation, Product, Substance } from '@pharmacy/shared/schemas/catalogue';

/** SQL pieces shared by the list and the single product, so both answer the same product shape. */

/** The medicine's substances as a JSON array (alias `m` must be the medicines row). */
export const substancesJson: SQL = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'code', s.substance_code, 'name', s.substance_name, 'strength', s.strength,
    'strengthReference', s.strength_reference, 'nature', s.nature
  ) ORDER BY s.nature, s.link_number, s.substance_name, s.element), '[]'::json)
  FROM medicine_substances s WHERE s.cis = m.cis)`;

/** Presentations still in the export: marketed first, then cheapest. */
export const presentationsJson: SQL = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'cip13', p.cip13, 'cip7', p.cip7, 'label', p.label, 'marketed', p.marketed,
    'price', p.price_cents, 'reimbursementRate', p.reimbursement_rate
  ) ORDER BY p.marketed DESC, p.price_cents ASC NULLS LAST, p.cip13), '[]'::json)
  FROM medicine_presentations p WHERE p.cis = m.cis AND p.withdrawn_at IS NULL)`;

/** Pharmacies with at least one of its presentations in stock. */
export const availableAtSql: SQL = sql`(
  SELECT count(DISTINCT st.pharmacy_id)::int
  FROM medicine_presentations p JOIN pharmacy_stock st ON st.cip13 = p.cip13
  WHERE p.cis = m.cis AND p.withdrawn_at IS NULL AND st.quantity > 0)`;

export interface ProductRow {
  cis: string;
  name: string;
  form: string;
  marketed: boolean;
  requires_prescription: boolean;
  substances: Substance[];
  presentations: Presentation[];
  available_at: number;
}

/** The lowest official price of a marketed presentation (what "from" shows). */
export function lowestPrice(presentations: { marketed: boolean; price: number | null }[]): number | null {
  let lowest: number | null = null;
  for (const p of presentations) if (p.marketed && p.price !== null && (lowest === null || p.price < lowest)) lowest = p.price;
  return lowest;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.cis,
    name: row.name,
    form: row.form,
    price: lowestPrice(row.presentations),
    requiresPrescription: row.requires_prescription,
    marketed: row.marketed,
    substances: row.substances,
    presentations: row.presentations,
    availableAt: row.available_at,
  };
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
