import { sql, type SQL } from 'drizzle-orm';
import { SHOP_LOW_STOCK } from '@pharmacy/shared/shop/constants';
import { addDays, localDate, zonedInstant } from '@pharmacy/shared/pharmacy-hours';
import type { DateRange } from '@pharmacy/shared/dashboards/range';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';

/*
 * What every dashboard's queries share: numbers as either engine answers them, the instants of a range of Brussels
 * days, the scope of a pharmacy's figures, and the shop's stock alerts.
 */

/** A count or a sum as node-postgres (text for bigint) or PGlite (number) answers it; null for an empty sum. */
export type Num = string | number | null | undefined;
export const num = (v: Num) => Number(v ?? 0);
export const iso = (v: string | Date | null | undefined) => (v == null ? null : new Date(v).toISOString());

/** The instants of Brussels days `from`..`to` (both included), as ISO strings a timestamp column is compared with. */
export function instantsOf(range: DateRange): { start: string; end: string } {
  return { start: zonedInstant(range.from, 0).toISOString(), end: zonedInstant(addDays(range.to, 1), 0).toISOString() };
}

/** `column` within the range's Brussels days. */
export const within = (column: SQL, range: DateRange) => {
  const { start, end } = instantsOf(range);
  return sql`${column} >= ${start} AND ${column} < ${end}`;
};

/** Today in Brussels (whatever the server's zone): its date and its instants. */
export function brusselsDay(now = new Date()): { date: string; start: string; end: string } {
  const date = localDate(now);
  return { date, ...instantsOf({ from: date, to: date }) };
}

/** The pharmacies `uid` is on the staff of, as a subquery. */
export const staffPharmacies = (uid: string) => sql`(SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${uid})`;

/** A pharmacy's figures: its staff's own pharmacies, every pharmacy for an admin (the routes refuse other roles). */
export const pharmacyScope = (user: UserProfile, column: SQL): SQL =>
  user.role === 'admin' ? sql`true` : sql`${column} IN ${staffPharmacies(user.uid)}`;

/** Products on sale (visible) in `scope` (on the alias `p`) with none left, and with 1 to SHOP_LOW_STOCK left. */
export async function stockAlerts(db: Db, scope: SQL): Promise<{ out: number; low: number }> {
  const [row] = await queryRows<{ out: Num; low: Num }>(
    db,
    sql`SELECT count(*) FILTER (WHERE p.quantity = 0) AS out, count(*) FILTER (WHERE p.quantity BETWEEN 1 AND ${SHOP_LOW_STOCK}) AS low
        FROM shop_products p WHERE ${scope} AND p.visible`,
  );
  return { out: num(row?.out), low: num(row?.low) };
}
