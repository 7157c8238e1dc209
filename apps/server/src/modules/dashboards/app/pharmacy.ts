import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { SHOP_LOW_STOCK } from '@pharmacy/shared/shop/constants';
import { DESK_STATUSES, UNDERWAY_STATUSES, type DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/json-rows';
import { unreadTotal } from '../../chat/read';
import { orderRows, statusIn } from './order-rows';
import { brusselsDay, iso, num, staffPharmacies, stockAlerts, type Num } from '../figures';

/*
 * A pharmacist's today (GET /api/dashboards/app): every figure is over the pharmacies they are on the staff of, named
 * by each query through `mine` (pharmacy_staff), so no other pharmacy's orders or stock reach it.
 */

const OLDEST_MAX = 5;
const LOWEST_MAX = 5;

function pharmaciesToday(db: Db, user: UserProfile, date: string) {
  return queryRows<{ id: string; name: string; on_duty: boolean; start_time: string | null; end_time: string | null }>(
    db,
    sql`SELECT ph.id, ph.name, d.pharmacy_id IS NOT NULL AS on_duty, d.start_time, d.end_time
        FROM pharmacy_staff s JOIN pharmacies ph ON ph.id = s.pharmacy_id
        LEFT JOIN pharmacy_on_duty d ON d.pharmacy_id = ph.id AND d.date = ${date}
        WHERE s.user_id = ${user.uid} ORDER BY ph.name COLLATE "C", ph.id`,
  );
}

/**
 * Per status, how many orders are in it (the `order_counts` table the order list's tabs read, kept by a trigger) and
 * when the oldest of them was placed (the (pharmacy_id, status, created_at) index's first entry).
 */
async function perStatus(db: Db, mine: SQL, statuses: readonly OrderStatus[]) {
  const rows = await queryRows<{ status: string; n: Num; oldest: string | Date | null }>(
    db,
    sql`SELECT st.status,
          (SELECT coalesce(sum(c.n), 0) FROM order_counts c WHERE c.pharmacy_id IN ${mine} AND c.status = st.status) AS n,
          (SELECT min(o.created_at) FROM orders o WHERE o.pharmacy_id IN ${mine} AND o.status = st.status) AS oldest
        FROM (VALUES ${sql.join(
          statuses.map((s) => sql`(${s}::text)`),
          sql`, `,
        )}) st(status)`,
  );
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  return statuses.map((status) => ({
    status,
    count: num(byStatus.get(status)?.n),
    oldestAt: iso(byStatus.get(status)?.oldest),
  }));
}

/** The shop's stock alerts, and the five products on sale with the fewest left. */
async function stock(db: Db, mine: SQL) {
  const onSale = sql`p.pharmacy_id IN ${mine}`;
  const [counts, lowest] = await Promise.all([
    stockAlerts(db, onSale),
    queryRows<{ slug: string; name: string; quantity: number }>(
      db,
      sql`SELECT p.slug, p.name, p.quantity FROM shop_products p WHERE ${onSale} AND p.visible AND p.quantity <= ${SHOP_LOW_STOCK}
          ORDER BY p.quantity, p.name COLLATE "C", p.id LIMIT ${LOWEST_MAX}`,
    ),
  ]);
  return { ...counts, lowest: lowest.map((r) => ({ slug: r.slug, name: r.name, quantity: Number(r.quantity) })) };
}

/** Orders placed today, and orders handed over (delivered or collected) or rejected today, by their history. */
async function today(db: Db, mine: SQL, day: ReturnType<typeof brusselsDay>) {
  const [row] = await queryRows<{ received: Num; handed_over: Num; rejected: Num }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM orders o WHERE o.pharmacy_id IN ${mine} AND o.created_at >= ${day.start} AND o.created_at < ${day.end}) AS received,
          count(*) FILTER (WHERE h.to_status IN ('delivered', 'collected')) AS handed_over,
          count(*) FILTER (WHERE h.to_status = 'rejected') AS rejected
        FROM orders o JOIN order_history h ON h.order_id = o.id
        WHERE o.pharmacy_id IN ${mine} AND o.updated_at >= ${day.start}
          AND h.at >= ${day.start} AND h.at < ${day.end} AND h.to_status IN ('delivered', 'collected', 'rejected')
          AND h.from_status IS DISTINCT FROM h.to_status`,
  );
  return { received: num(row?.received), handedOver: num(row?.handed_over), rejected: num(row?.rejected) };
}

export async function pharmacyApp(db: Db, user: UserProfile, now = new Date()): Promise<DashboardAppOf<'pharmacy'>> {
  const mine = staffPharmacies(user.uid);
  const day = brusselsDay(now);
  const [pharmacies, statuses, oldest, unread, shop, figures] = await Promise.all([
    pharmaciesToday(db, user, day.date),
    perStatus(db, mine, [...DESK_STATUSES, ...UNDERWAY_STATUSES]),
    orderRows(db, sql`o.pharmacy_id IN ${mine} AND o.status IN ${statusIn(DESK_STATUSES)}`, {
      pharmacyName: false,
      address: false,
      orderBy: sql`o.created_at, o.id`,
      limit: OLDEST_MAX,
    }),
    unreadTotal(db, user),
    stock(db, mine),
    today(db, mine, day),
  ]);
  return {
    role: 'pharmacy',
    pharmacies: pharmacies.map((p) => ({
      id: p.id,
      name: p.name,
      onDutyToday: p.on_duty ? { start: p.start_time, end: p.end_time } : null,
    })),
    desk: statuses.slice(0, DESK_STATUSES.length),
    oldest,
    underway: statuses.slice(DESK_STATUSES.length),
    unreadMessages: unread,
    stock: shop,
    today: figures,
  };
}
