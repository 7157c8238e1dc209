import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { KanbanBoard, KanbanCard } from '@pharmacy/shared/schemas/kanban';
import type { Db } from '../../db/client';
import { kanbanCardAssignees, kanbanCards, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { staffPharmacyIds } from '../pharmacies/service';
import type { Board } from './boards';
import { attachmentsOf } from './attachments';
import { boardMembers, peopleByIds } from './members';
import { boardLayout, byKey } from './move';

/*
 * A board as SPEC §3 shows it: cards by id, columns by id (each with cardIds), columnOrder. A linked order shows only
 * while the reader may still open it (a courier loses an order reassigned to someone else).
 */

type OrderRow = { id: string; reference: string; pharmacyId: string; shipperId: string | null };

/** Whether the reader may open the order from this board (the order module's rule, without a query per order). */
async function orderReader(db: Db, user: UserProfile, board: Board): Promise<(order: OrderRow) => boolean> {
  if (board.ownerPharmacyId) return (order) => order.pharmacyId === board.ownerPharmacyId;
  if (user.role === 'admin') return () => true;
  if (user.role === 'shipper') return (order) => order.shipperId === user.uid;
  const mine = new Set(user.role === 'pharmacy' ? await staffPharmacyIds(db, user.uid) : []);
  return (order) => mine.has(order.pharmacyId);
}

/** The board's cards (or only `cardIds`) as the reader sees them, by id. */
export async function presentCards(db: Db, user: UserProfile, board: Board, cardIds?: string[]): Promise<Record<string, KanbanCard>> {
  const where = cardIds ? and(eq(kanbanCards.boardId, board.id), inArray(kanbanCards.id, cardIds)) : eq(kanbanCards.boardId, board.id);
  const rows = await db.select().from(kanbanCards).where(where).orderBy(byKey(kanbanCards.position), asc(kanbanCards.id));
  if (rows.length === 0) return {};
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const [assigned, linked, mayRead, files] = await Promise.all([
    db.select().from(kanbanCardAssignees).where(inArray(kanbanCardAssignees.cardId, ids)),
    orderIds.length === 0
      ? Promise.resolve([] as OrderRow[])
      : db
          .select({ id: orders.id, reference: orders.reference, pharmacyId: orders.pharmacyId, shipperId: orders.shipperId })
          .from(orders)
          .where(inArray(orders.id, orderIds)),
    orderReader(db, user, board),
    attachmentsOf(db, ids),
  ]);
  const people = await peopleByIds(db, [...new Set(assigned.map((a) => a.userId))]);
  const ordersById = new Map(linked.map((order) => [order.id, order]));
  const cards: Record<string, KanbanCard> = {};
  for (const row of rows) {
    const order = row.orderId ? ordersById.get(row.orderId) : undefined;
    cards[row.id] = {
      id: row.id,
      columnId: row.columnId,
      title: row.title,
      description: row.description,
      priority: row.priority,
      dueDate: row.dueDate,
      labels: row.labels,
      checklist: row.checklist,
      assignees: assigned
        .filter((a) => a.cardId === row.id)
        .flatMap((a) => people.get(a.userId) ?? [])
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
      order: order && mayRead(order) ? { id: order.id, reference: order.reference } : null,
      attachments: files.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  return cards;
}

export async function presentCard(db: Db, user: UserProfile, board: Board, cardId: string): Promise<KanbanCard> {
  const card = (await presentCards(db, user, board, [cardId]))[cardId];
  if (!card) throw notFound('No such card.');
  return card;
}

export async function presentBoard(db: Db, user: UserProfile, board: Board): Promise<KanbanBoard> {
  const [layout, cards, members] = await Promise.all([boardLayout(db, board.id), presentCards(db, user, board), boardMembers(db, board)]);
  return { id: board.id, kind: board.kind, name: board.name, cards, ...layout, members };
}

export const boardSummary = (board: Board) => ({ id: board.id, kind: board.kind, name: board.name });
