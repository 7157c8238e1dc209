import { sql } from 'drizzle-orm';
import type { GenericGroup, PresentationDetail, ProductDetail } from '@pharmacy/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { availableAtSql, lowestPrice, rowsOf, substancesJson } from './product-sql';

interface DetailRow {
  cis: string;
  name: string;
  form: string;
  marketed: boolean;
  requires_prescription: boolean;
  routes: string[];
  authorisation_status: string;
  procedure: string;
  marketing_status: string;
  authorisation_date: string | null;
  warning_status: string | null;
  holders: string;
  enhanced_monitoring: boolean;
  substances: ProductDetail['substances'];
  presentations: PresentationDetail[];
  conditions: string[];
  generic_groups: GenericGroup[];
  available_at: number;
}

/**
 * GET /api/products/product?name=: the CIS code, or the exact name in any case and with or without accents.
 * Some names are shared by several medicines (different holders): the marketed one, then the lowest CIS, wins.
 */
export async function findProduct(db: Db, name: string): Promise<ProductDetail> {
  const where = /^\d{8}$/.test(name) ? sql`m.cis = ${name}` : sql`m.name_search = catalogue_normalize(${name})`;
  const rows = rowsOf<DetailRow>(
    await db.execute(sql`
      SELECT m.cis, m.name, m.form, m.marketed, m.requires_prescription, m.routes, m.authorisation_status, m.procedure,
        m.marketing_status, to_char(m.authorisation_date, 'YYYY-MM-DD') AS authorisation_date, m.warning_status,
        m.holders, m.enhanced_monitoring,
        ${substancesJson} AS substances,
        (SELECT coalesce(json_agg(json_build_object(
            'cip13', p.cip13, 'cip7', p.cip7, 'label', p.label, 'marketed', p.marketed, 'price', p.price_cents,
            'reimbursementRate', p.reimbursement_rate, 'status', p.status, 'marketingStatus', p.marketing_status,
            'hospitalApproved', p.hospital_approved, 'priceWithFee', p.price_with_fee_cents,
            'dispensingFee', p.dispensing_fee_cents, 'reimbursementNotes', p.reimbursement_notes,
            'offers', (
              SELECT coalesce(json_agg(json_build_object(
                'pharmacyId', ph.id, 'pharmacyName', ph.name, 'city', ph.city, 'quantity', st.quantity,
                'price', coalesce(st.price_cents, p.price_cents)
              ) ORDER BY ph.name COLLATE "C", ph.id), '[]'::json)
              FROM pharmacy_stock st JOIN pharmacies ph ON ph.id = st.pharmacy_id
              WHERE st.cip13 = p.cip13 AND st.quantity > 0)
          ) ORDER BY p.marketed DESC, p.price_cents ASC NULLS LAST, p.cip13), '[]'::json)
          FROM medicine_presentations p WHERE p.cis = m.cis AND p.withdrawn_at IS NULL) AS presentations,
        (SELECT coalesce(json_agg(c.condition ORDER BY c.condition), '[]'::json)
          FROM medicine_conditions c WHERE c.cis = m.cis) AS conditions,
        (SELECT coalesce(json_agg(json_build_object('id', g.id, 'label', g.label, 'type', gm.type, 'members', (
            SELECT coalesce(json_agg(json_build_object('cis', o.cis, 'name', o.name, 'type', om.type, 'marketed', o.marketed,
                'requiresPrescription', o.requires_prescription,
                'price', (SELECT min(op.price_cents) FROM medicine_presentations op WHERE op.cis = o.cis AND op.withdrawn_at IS NULL))
              ORDER BY om.type, om.sort_order, o.name COLLATE "C", o.cis), '[]'::json)
            FROM generic_group_members om JOIN medicines o ON o.cis = om.cis
            WHERE om.group_id = g.id AND om.cis <> m.cis AND o.withdrawn_at IS NULL)
          ) ORDER BY g.id), '[]'::json)
          FROM generic_group_members gm JOIN generic_groups g ON g.id = gm.group_id WHERE gm.cis = m.cis) AS generic_groups,
        ${availableAtSql} AS available_at
      FROM medicines m
      WHERE ${where} AND m.withdrawn_at IS NULL
      ORDER BY m.marketed DESC, m.cis
      LIMIT 1`),
  );
  const row = rows[0];
  if (!row) throw notFound('No medicine has this name.');
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
    routes: row.routes,
    authorisationStatus: row.authorisation_status,
    procedure: row.procedure,
    marketingStatus: row.marketing_status,
    authorisationDate: row.authorisation_date,
    warningStatus: row.warning_status,
    holders: row.holders,
    enhancedMonitoring: row.enhanced_monitoring,
    conditions: row.conditions,
    genericGroups: row.generic_groups,
  };
}
