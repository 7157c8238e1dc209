import { sql, type SQL } from 'drizzle-orm';
import type { DashboardOrderRow } from '@pharmacy/shared/schemas/dashboard-app';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/json-rows';
import { iso } from '../figures';

/*
 * The order rows the "today" dashboards list: reference, status and times, the pharmacy's name, and for a delivery
 * its postal code and city. Never a patient's name, contact or identifiers: the rows are the same for every role
 * that may see the order, and the order's page (under its own access rules) shows the rest.
 */

interface Row {
  id: string;
  reference: string;
  status: DashboardOrderRow['status'];
  delivery_type: DashboardOrderRow['deliveryType'];
  pharmacy_name: string | null;
  postal_code: string | null;
  city: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface OrderRowsOptions {
  /** Whether the rows name the pharmacy (a courier's and a customer's do; a pharmacy's own do not). */
  pharmacyName: boolean;
  /** Whether a delivery's rows say where it goes (a courier's). */
  address: boolean;
  orderBy: SQL;
  limit: number;
}

/** Orders `o` matching `where`, as dashboard rows. */
export async function orderRows(db: Db, where: SQL, options: OrderRowsOptions): Promise<DashboardOrderRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT o.id, o.reference, o.status, o.delivery_type,
          ${options.pharmacyName ? sql`ph.name` : sql`NULL`} AS pharmacy_name,
          ${options.address ? sql`CASE WHEN o.delivery_type = 'neighbour' THEN o.postal_code END` : sql`NULL`} AS postal_code,
          ${options.address ? sql`CASE WHEN o.delivery_type = 'neighbour' THEN o.city END` : sql`NULL`} AS city,
          o.created_at, o.updated_at
        FROM orders o JOIN pharmacies ph ON ph.id = o.pharmacy_id
        WHERE ${where} ORDER BY ${options.orderBy} LIMIT ${options.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status,
    deliveryType: r.delivery_type,
    pharmacyName: r.pharmacy_name,
    postalCode: r.postal_code,
    city: r.city,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  }));
}

/** `IN (…)` of a list of statuses, as SQL. */
export const statusIn = (statuses: readonly string[]) =>
  sql`(${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
