import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { Db } from '../../db/client';
import { genericGroupMembers, medicines, orderFiles, orderHistory, orderLines, orders, pharmacies, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderFileRow = typeof orderFiles.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The order, or null (also for an id that is not a UUID); `forUpdate` takes its row lock (inside a transaction). */
export async function findOrder(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function linesOf(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function filesOf(db: Db, orderId: string): Promise<OrderFileRow[]> {
  return db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

export async function historyOf(db: Db, orderId: string) {
  return db
    .select({
      at: orderHistory.at,
      actorId: orderHistory.actorId,
      actorRole: orderHistory.actorRole,
      actorName: users.displayName,
      action: orderHistory.action,
      fromStatus: orderHistory.fromStatus,
      toStatus: orderHistory.toStatus,
      note: orderHistory.note,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.uid, orderHistory.actorId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
}

export async function displayNames(db: Db, uids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(uids.filter((u): u is string => u !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ uid: users.uid, name: users.displayName }).from(users).where(inArray(users.uid, wanted));
  return new Map(rows.map((r) => [r.uid, r.name]));
}

export async function pharmacyName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: pharmacies.name }).from(pharmacies).where(eq(pharmacies.id, id));
  return row?.name ?? '';
}

/** Catalogue medicines by CIS (withdrawn ones too: the caller decides). */
export async function medicinesByCis(db: Db, cisList: string[]) {
  const wanted = [...new Set(cisList)];
  if (wanted.length === 0) return new Map<string, { name: string; requiresPrescription: boolean; withdrawn: boolean }>();
  const rows = await db
    .select({ cis: medicines.cis, name: medicines.name, requiresPrescription: medicines.requiresPrescription, withdrawnAt: medicines.withdrawnAt })
    .from(medicines)
    .where(inArray(medicines.cis, wanted));
  return new Map(rows.map((r) => [r.cis, { name: r.name, requiresPrescription: r.requiresPrescription, withdrawn: r.withdrawnAt !== null }]));
}

/** Whether two medicines belong to one generic group (BDPM CIS_GENER): the only substitutes a pharmacy may propose. */
export async function shareGenericGroup(db: Db, cisA: string, cisB: string): Promise<boolean> {
  const other = alias(genericGroupMembers, 'other');
  const rows = await db
    .select({ group: genericGroupMembers.groupId })
    .from(genericGroupMembers)
    .innerJoin(other, eq(other.groupId, genericGroupMembers.groupId))
    .where(and(eq(genericGroupMembers.cis, cisA), eq(other.cis, cisB)))
    .limit(1);
  return rows.length > 0;
}

/** Recomputes what `q` searches: reference, patient and mandated names, line names, lower case without accents. */
export async function refreshSearchText(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE ${orders} o SET search_text = catalogue_normalize(concat_ws(' ', o.reference, o.first_name, o.last_name, o.mandated,
      (SELECT string_agg(l.name || coalesce(' ' || l.substitute_name, ''), ' ' ORDER BY l.position) FROM ${orderLines} l WHERE l.order_id = o.id)))
    WHERE o.id = ${orderId}`);
}

/** Status change plus whatever columns the action sets; `updated_at` always moves. */
export type OrderChanges = Omit<Partial<OrderRow>, 'status' | 'id'> & { status?: OrderStatus };

/** `also`: statements run with the update, as parts of its WITH clause (announce.ts writes a change's trace so). */
export async function updateOrder(tx: Db, id: string, set: OrderChanges, also: [string, SQL][] = []): Promise<OrderRow> {
  const parts = also.map(([name, statement]) => tx.$with(name, {}).as(statement));
  const [row] = await tx
    .with(...parts)
    .update(orders)
    .set({ ...set, updatedAt: sql`date_trunc('milliseconds', clock_timestamp())` })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/** Sum of quantity × unit price when every line is priced; null otherwise (no quote yet). */
export function linesTotal(lines: Pick<OrderLineRow, 'quantity' | 'unitPriceCents'>[]): number | null {
  if (lines.length === 0 || lines.some((l) => l.unitPriceCents === null)) return null;
  return lines.reduce((sum, l) => sum + l.quantity * (l.unitPriceCents ?? 0), 0);
}
