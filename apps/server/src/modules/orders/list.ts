import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { ORDER_SEARCH_COUNT_CAP, type OrderList, type OrderListQuery } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orderCounts, orderLines, orders, pharmacies, users } from '../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';
import { escapeLike } from '../catalogue/search-terms';
import { toSummary } from './present';
import { staffPharmacyIds } from '../pharmacies/service';

type Sort = OrderListQuery['sort'];

const timeOf = (sort: Sort) => (sort === 'updated' ? orders.updatedAt : orders.createdAt);

/** The sort's time column, then the id so the order is total. */
function sortKeys(sort: Sort): SortKey[] {
  const desc = sort !== 'oldest';
  return [
    { expr: sql`${timeOf(sort)}`, desc, type: 'time' },
    { expr: sql`${orders.id}`, desc, type: 'uuid' },
  ];
}

interface Visibility {
  /** The condition on `orders`; undefined for admins (all). */
  where: SQL | undefined;
  /** For staff and admins: the pharmacies whose kept counts apply (undefined = all of them). */
  counted: { pharmacyIds: string[] | undefined } | null;
}

/**
 * Which orders the caller may list. Staff get an equality on their pharmacy (usually one), so the planner walks the
 * (pharmacy_id, …) indexes in order and stops after one page instead of sorting the pharmacy's whole history.
 */
async function visibility(db: Db, user: UserProfile): Promise<Visibility | null> {
  switch (user.role) {
    case 'admin':
      return { where: undefined, counted: { pharmacyIds: undefined } };
    case 'customer':
      return { where: eq(orders.customerId, user.uid), counted: null };
    case 'shipper':
      return { where: eq(orders.shipperId, user.uid), counted: null };
    case 'pharmacy': {
      const ids = await staffPharmacyIds(db, user.uid);
      if (ids.length === 0) return null;
      return { where: ids.length === 1 ? eq(orders.pharmacyId, ids[0]) : inArray(orders.pharmacyId, ids), counted: { pharmacyIds: ids } };
    }
  }
}

interface Counted {
  rows: { status: string; n: number }[];
  /** The search matched more than ORDER_SEARCH_COUNT_CAP orders: each count is a lower bound. */
  atLeast: boolean;
}

/**
 * Tab counts: from the kept counters when no search narrows the list. With a search, the statuses of at most
 * ORDER_SEARCH_COUNT_CAP + 1 matching orders are counted (one scan, cut short, whichever index the planner takes):
 * a search matching most of a pharmacy's history no longer reads all of it, and a narrow one is still counted exactly.
 */
async function countByStatus(db: Db, visible: Visibility, base: SQL[], query: OrderListQuery): Promise<Counted> {
  if (visible.counted && !query.q) {
    const where: SQL[] = [];
    if (visible.counted.pharmacyIds) where.push(inArray(orderCounts.pharmacyId, visible.counted.pharmacyIds));
    if (query.deliveryType) where.push(eq(orderCounts.deliveryType, query.deliveryType));
    const rows = await db
      .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.n})::int` })
      .from(orderCounts)
      .where(and(...where))
      .groupBy(orderCounts.status);
    return { rows, atLeast: false };
  }
  if (!query.q) {
    // A customer's or a courier's own orders: few, counted exactly.
    return { rows: await db.select({ status: orders.status, n: count() }).from(orders).where(and(...base)).groupBy(orders.status), atLeast: false };
  }
  const matches = db
    .select({ status: orders.status })
    .from(orders)
    .where(and(...base))
    .limit(ORDER_SEARCH_COUNT_CAP + 1)
    .as('matches');
  const rows = await db.select({ status: matches.status, n: count() }).from(matches).groupBy(matches.status);
  return { rows, atLeast: rows.reduce((sum, row) => sum + row.n, 0) > ORDER_SEARCH_COUNT_CAP };
}

const emptyCounts = () => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

export async function listOrders(db: Db, user: UserProfile, query: OrderListQuery): Promise<OrderList> {
  const visible = await visibility(db, user);
  if (visible === null) return { items: [], nextCursor: null, counts: emptyCounts(), countsAtLeast: false };
  const base: SQL[] = visible.where ? [visible.where] : [];
  if (query.deliveryType) base.push(eq(orders.deliveryType, query.deliveryType));
  if (query.q) {
    const pattern = sql`'%' || catalogue_normalize(${escapeLike(query.q)}) || '%'`;
    // The courier's bag is sealed: their search reads the reference and the names, never the medicines (search_text
    // holds the line names, so "which of my parcels hold this medicine" must not be answerable).
    const text =
      user.role === 'shipper'
        ? sql`catalogue_normalize(concat_ws(' ', ${orders.reference}, ${orders.firstName}, ${orders.lastName}, ${orders.mandated}))`
        : sql`${orders.searchText}`;
    base.push(sql`${text} LIKE ${pattern}`);
  }

  const keys = sortKeys(query.sort);
  const where: SQL[] = [...base];
  if (query.status) where.push(eq(orders.status, query.status));
  // The cursor carries the sort it was made for, so a cursor of another sort is a 400, not a wrong page.
  if (query.cursor) where.push(cursorAfter(query.cursor, query.sort, keys));

  const customer = alias(users, 'customer');
  const shipper = alias(users, 'shipper');
  const [rows, counted] = await Promise.all([
    db
      .select({
        order: orders,
        pharmacyName: pharmacies.name,
        customerName: customer.displayName,
        shipperName: shipper.displayName,
        lineCount: sql<number>`(SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
        cursorAt: utcMicros(timeOf(query.sort)),
      })
      .from(orders)
      .innerJoin(pharmacies, eq(pharmacies.id, orders.pharmacyId))
      .leftJoin(customer, eq(customer.uid, orders.customerId))
      .leftJoin(shipper, eq(shipper.uid, orders.shipperId))
      .where(and(...where))
      .orderBy(...orderByKeys(keys))
      .limit(query.limit + 1),
    countByStatus(db, visible, base, query),
  ]);
  const counts = emptyCounts();
  for (const row of counted.rows) counts[row.status as OrderStatus] = row.n;
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(query.sort, [last.cursorAt, last.order.id]));
  return { items: page.map((r) => toSummary(r.order, r)), nextCursor, counts, countsAtLeast: counted.atLeast };
}
