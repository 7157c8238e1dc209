import { sql } from 'drizzle-orm';
import type { DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/json-rows';
import { unreadTotal } from '../../chat/read';
import { orderRows } from './order-rows';
import { brusselsDay, num, type Num } from '../figures';

/*
 * A courier's today (GET /api/dashboards/app): only the orders assigned to them (`o.shipper_id`), as the courier's
 * order list shows them: a delivery's postal code and city, never the patient's name, contact or identifiers.
 */

const NEXT_MAX = 10;
/** On the road first (what the courier carries), then back from a failed delivery (to return), then ready to pick up. */
const NEXT_STATUSES = ['out_for_delivery', 'delivery_failed', 'ready'] as const;

/** Today's pick-ups, deliveries and failed deliveries of the courier's orders, by their history. */
async function today(db: Db, user: UserProfile, day: ReturnType<typeof brusselsDay>) {
  const [row] = await queryRows<{ delivered: Num; failed: Num; picked_up: Num }>(
    db,
    sql`SELECT count(*) FILTER (WHERE h.to_status = 'delivered') AS delivered,
          count(*) FILTER (WHERE h.to_status = 'delivery_failed') AS failed,
          count(*) FILTER (WHERE h.to_status = 'out_for_delivery') AS picked_up
        FROM orders o JOIN order_history h ON h.order_id = o.id
        WHERE o.shipper_id = ${user.uid} AND o.updated_at >= ${day.start}
          AND h.at >= ${day.start} AND h.at < ${day.end} AND h.actor_id = ${user.uid}
          AND h.to_status IN ('delivered', 'delivery_failed', 'out_for_delivery') AND h.from_status IS DISTINCT FROM h.to_status`,
  );
  return { delivered: num(row?.delivered), failed: num(row?.failed), pickedUp: num(row?.picked_up) };
}

export async function shipperApp(db: Db, user: UserProfile, now = new Date()): Promise<DashboardAppOf<'shipper'>> {
  const assignedNow = sql`o.shipper_id = ${user.uid} AND o.status IN ('out_for_delivery', 'delivery_failed', 'ready')`;
  const rank = sql.join(
    NEXT_STATUSES.map((s, i) => sql`WHEN ${s} THEN ${sql.raw(String(i))}`),
    sql` `,
  );
  const [next, [assigned], figures, unread] = await Promise.all([
    orderRows(db, assignedNow, {
      pharmacyName: true,
      address: true,
      orderBy: sql`CASE o.status ${rank} END, o.updated_at, o.id`,
      limit: NEXT_MAX,
    }),
    queryRows<{ n: Num }>(db, sql`SELECT count(*) AS n FROM orders o WHERE ${assignedNow}`),
    today(db, user, brusselsDay(now)),
    unreadTotal(db, user),
  ]);
  return { role: 'shipper', next, assigned: num(assigned?.n), today: figures, unreadMessages: unread };
}
