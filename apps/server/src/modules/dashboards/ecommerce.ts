import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@pharmacy/shared/schemas/shop-checkout';
import { PHARMACY_TIME_ZONE } from '@pharmacy/shared/pharmacy-hours';
import { daysOf, type DateRange } from '@pharmacy/shared/dashboards/range';
import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { num, pharmacyScope, stockAlerts, within, type Num } from './figures';

/*
 * GET /api/dashboards/ecommerce (issue 19): the shop of the caller's pharmacies (pharmacy staff) or of every pharmacy
 * (an admin); the routes refuse customers and couriers. Every query names its scope on its own alias. A sale is a
 * completed checkout (`paid` online or reserved `at_pharmacy`), dated by when the checkout began.
 */

const SOLD = sql`('paid', 'at_pharmacy')`;
const TOP_MAX = 5;

const startedIn = (range: DateRange) => within(sql`c.created_at`, range);

async function checkouts(db: Db, scope: SQL, range: DateRange) {
  return queryRows<{ day: string; payment: string; status_sold: boolean; n: Num; total: Num; discount: Num }>(
    db,
    sql`SELECT to_char(c.created_at AT TIME ZONE ${PHARMACY_TIME_ZONE}, 'YYYY-MM-DD') AS day, c.payment, c.status IN ${SOLD} AS status_sold,
          count(*) AS n, sum(c.total_cents) AS total, sum(c.discount_cents) AS discount
        FROM shop_checkouts c WHERE ${scope} AND ${startedIn(range)}
        GROUP BY 1, 2, 3`,
  );
}

function topProducts(db: Db, scope: SQL, range: DateRange) {
  return queryRows<{ product_id: string; name: string; units: Num; total: Num }>(
    db,
    sql`SELECT l->>'productId' AS product_id, max(l->>'name') AS name, sum((l->>'quantity')::int) AS units,
          sum((l->>'quantity')::bigint * (l->>'unitPriceCents')::bigint) AS total
        FROM shop_checkouts c CROSS JOIN LATERAL jsonb_array_elements(c.lines) l
        WHERE ${scope} AND ${startedIn(range)} AND c.status IN ${SOLD}
        GROUP BY 1 ORDER BY total DESC, name, product_id LIMIT ${TOP_MAX}`,
  );
}

export async function ecommerceDashboard(db: Db, user: UserProfile, range: DateRange): Promise<DashboardEcommerce> {
  const checkoutScope = pharmacyScope(user, sql`c.pharmacy_id`);
  const [rows, top, [carts], stock] = await Promise.all([
    checkouts(db, checkoutScope, range),
    topProducts(db, checkoutScope, range),
    queryRows<{ n: Num }>(
      db,
      sql`SELECT count(*) AS n FROM carts k WHERE ${pharmacyScope(user, sql`k.pharmacy_id`)} AND jsonb_array_length(k.items) > 0`,
    ),
    stockAlerts(db, pharmacyScope(user, sql`p.pharmacy_id`)),
  ]);
  const sold = rows.filter((r) => r.status_sold);
  const sum = (list: typeof rows, key: 'n' | 'total' | 'discount') => list.reduce((n, r) => n + num(r[key]), 0);
  const orders = sum(sold, 'n');
  const total = sum(sold, 'total');
  const started = sum(rows, 'n');
  return {
    range,
    sales: {
      orders,
      totalCents: total,
      averageCents: orders === 0 ? null : Math.round(total / orders),
      discountCents: sum(sold, 'discount'),
    },
    funnel: { started, completed: orders, abandoned: started - orders },
    openCarts: num(carts?.n),
    perDay: daysOf(range).map((date) => {
      const day = sold.filter((r) => r.day === date);
      return { date, orders: sum(day, 'n'), totalCents: sum(day, 'total') };
    }),
    byPayment: PAYMENT_METHODS.map((method) => {
      const paid = sold.filter((r) => r.payment === method);
      return { method, orders: sum(paid, 'n'), totalCents: sum(paid, 'total') };
    }),
    topProducts: top.map((p) => ({
      productId: p.product_id,
      name: p.name,
      units: num(p.units),
      totalCents: num(p.total),
    })),
    stock,
  };
}
