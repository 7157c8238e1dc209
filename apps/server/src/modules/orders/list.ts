import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { OrderList, OrderListQuery } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orderCounts, orderLines, orders, pharmacies, pharmacyStaff, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { escapeLike } from '../catalogue/search-terms';
import { toSummary } from './present';
import { isUuid } from './repository';

type Sort = OrderListQuery['sort'];

/** Opaque keyset cursor: the sort it belongs to, the sort time and the id. */
function encodeCursor(sort: Sort, time: Date, id: string): string {
  return Buffer.from(JSON.stringify([sort, time.toISOString(), id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: Sort): { time: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value[0] === sort && typeof value[1] === 'string' && typeof value[2] === 'string') {
      const time = new Date(value[1]);
      if (!Number.isNaN(time.getTime()) && isUuid(value[2])) return { time: time.toISOString(), id: value[2] };
    }
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
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
      const ids = (await db.select({ id: pharmacyStaff.pharmacyId }).from(pharmacyStaff).where(eq(pharmacyStaff.userId, user.uid))).map((r) => r.id);
      if (ids.length === 0) return null;
      return { where: ids.length === 1 ? eq(orders.pharmacyId, ids[0]) : inArray(orders.pharmacyId, ids), counted: { pharmacyIds: ids } };
    }
  }
}

/** Tab counts: from the kept counters when no search narrows the list, else counted on the matching orders. */
async function countByStatus(db: Db, visible: Visibility, base: SQL[], query: OrderListQuery): Promise<{ status: string; n: number }[]> {
  if (visible.counted && !query.q) {
    const where: SQL[] = [];
    if (visible.counted.pharmacyIds) where.push(inArray(orderCounts.pharmacyId, visible.counted.pharmacyIds));
    if (query.deliveryType) where.push(eq(orderCounts.deliveryType, query.deliveryType));
    return db
      .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.n})::int` })
      .from(orderCounts)
      .where(and(...where))
      .groupBy(orderCounts.status);
  }
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...base))
    .groupBy(orders.status);
}

const emptyCounts = () => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

export async function listOrders(db: Db, user: UserProfile, query: OrderListQuery): Promise<OrderList> {
  const visible = await visibility(db, user);
  if (visible === null) return { items: [], nextCursor: null, counts: emptyCounts() };
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

  const column = query.sort === 'updated' ? orders.updatedAt : orders.createdAt;
  const descending = query.sort !== 'oldest';
  const page: SQL[] = [...base];
  if (query.status) page.push(eq(orders.status, query.status));
  if (query.cursor) {
    const after = decodeCursor(query.cursor, query.sort);
    const key = sql`(${column}, ${orders.id})`;
    const at = sql`(${after.time}::timestamptz, ${after.id}::uuid)`;
    page.push(descending ? sql`${key} < ${at}` : sql`${key} > ${at}`);
  }

  const customer = alias(users, 'customer');
  const shipper = alias(users, 'shipper');
  const order = descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
  const [rows, counted] = await Promise.all([
    db
      .select({
        order: orders,
        pharmacyName: pharmacies.name,
        customerName: customer.displayName,
        shipperName: shipper.displayName,
        lineCount: sql<number>`(SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(pharmacies, eq(pharmacies.id, orders.pharmacyId))
      .leftJoin(customer, eq(customer.uid, orders.customerId))
      .leftJoin(shipper, eq(shipper.uid, orders.shipperId))
      .where(and(...page))
      .orderBy(...order)
      .limit(query.limit + 1),
    countByStatus(db, visible, base, query),
  ]);
  const counts = emptyCounts();
  for (const row of counted) counts[row.status as OrderStatus] = row.n;
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1]?.order;
  return {
    items: items.map((r) => toSummary(r.order, r)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, query.sort === 'updated' ? last.updatedAt : last.createdAt, last.id) : null,
    counts,
  };
}
