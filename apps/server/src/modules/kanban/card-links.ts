import { eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { actorFor, canSee } from '../orders/access';
import { isUuid } from '../orders/repository';
import type { Board } from './boards';
import { boardMembers } from './members';

/*
 * What a card links to is checked by the server: assignees must belong to the board (a team's staff, or the owner of
 * a personal board), and a linked order must be one the writer may read — on a team board, an order of that
 * pharmacy, so a card never shows the team an order of another pharmacy.
 */

export interface CardLinks {
  assigneeIds: string[];
  orderId: string | null;
}

/** The order named by id or by reference (PL-XXXXXX, any case), if `user` may link it on `board`. */
async function linkableOrder(db: Db, user: UserProfile, board: Board, named: string): Promise<string | null> {
  const where = isUuid(named) ? eq(orders.id, named) : eq(orders.reference, named.toUpperCase());
  const [order] = await db
    .select({ id: orders.id, customerId: orders.customerId, pharmacyId: orders.pharmacyId, shipperId: orders.shipperId })
    .from(orders)
    .where(where);
  if (!order) return null;
  if (board.ownerPharmacyId) return order.pharmacyId === board.ownerPharmacyId ? order.id : null;
  return canSee(await actorFor(db, user, order)) ? order.id : null;
}

/** The card's assignees (without repeats) and order id, or one 400 naming every wrong field. */
export async function checkCardLinks(db: Db, user: UserProfile, board: Board, input: CardLinks): Promise<CardLinks> {
  const fields: Record<string, string> = {};
  const assigneeIds = [...new Set(input.assigneeIds)];
  if (assigneeIds.length > 0) {
    const members = new Set((await boardMembers(db, board)).map((person) => person.id));
    if (assigneeIds.some((id) => !members.has(id))) fields.assigneeIds = 'validation.assignee';
  }
  const orderId = input.orderId === null ? null : await linkableOrder(db, user, board, input.orderId);
  if (input.orderId !== null && orderId === null) fields.orderId = 'validation.unknownOrder';
  if (Object.keys(fields).length > 0) throw badRequest('Check the card.', fields);
  return { assigneeIds, orderId };
}
