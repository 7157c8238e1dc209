import { sql } from 'drizzle-orm';
import type { DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/json-rows';
import type { ServerHealth } from '../../../plugins/request-log';
import { brusselsDay, iso, num, type Num } from '../figures';

/*
 * An admin's today (GET /api/dashboards/app): the platform's figures, as counts only (no person, order or address).
 */

export async function adminApp(db: Db, health: ServerHealth, now = new Date()): Promise<DashboardAppOf<'admin'>> {
  const day = brusselsDay(now);
  const [[pending], [outbox], [figures]] = await Promise.all([
    queryRows<{ pharmacy: Num; shipper: Num; oldest: string | Date | null }>(
      db,
      sql`SELECT count(*) FILTER (WHERE u.role = 'pharmacy') AS pharmacy, count(*) FILTER (WHERE u.role = 'shipper') AS shipper,
            min(u.created_at) AS oldest
          FROM users u WHERE u.status = 'pending' AND u.role IN ('pharmacy', 'shipper')`,
    ),
    queryRows<{ pending: Num; failed: Num; oldest: string | Date | null }>(
      db,
      sql`SELECT count(*) FILTER (WHERE e.status = 'pending') AS pending, count(*) FILTER (WHERE e.status = 'failed') AS failed,
            min(e.created_at) FILTER (WHERE e.status = 'pending') AS oldest
          FROM outbox_emails e WHERE e.status IN ('pending', 'failed')`,
    ),
    queryRows<{ orders: Num; invoices: Num; sign_ups: Num; deliveries: Num }>(
      db,
      sql`SELECT
            (SELECT count(*) FROM orders o WHERE o.created_at >= ${day.start} AND o.created_at < ${day.end}) AS orders,
            (SELECT count(*) FROM invoices i WHERE i.issue_date = ${day.date} AND i.status <> 'draft') AS invoices,
            (SELECT count(*) FROM users u WHERE u.created_at >= ${day.start} AND u.created_at < ${day.end}) AS sign_ups,
            (SELECT count(*) FROM orders o WHERE o.status IN ('delivered', 'collected') AND o.updated_at >= ${day.start} AND o.updated_at < ${day.end}) AS deliveries`,
    ),
  ]);
  return {
    role: 'admin',
    pending: { pharmacy: num(pending?.pharmacy), shipper: num(pending?.shipper), oldestAt: iso(pending?.oldest) },
    outbox: { pending: num(outbox?.pending), failed: num(outbox?.failed), oldestPendingAt: iso(outbox?.oldest) },
    server: { startedAt: health.startedAt.toISOString(), serverErrors: health.serverErrors },
    today: {
      orders: num(figures?.orders),
      invoices: num(figures?.invoices),
      signUps: num(figures?.sign_ups),
      deliveries: num(figures?.deliveries),
    },
  };
}
