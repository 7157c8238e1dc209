import { count, eq, sql } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { KANBAN_CARDS_MAX, type KanbanCard, type kanbanCardInputSchema } from '@pharmacy/shared/schemas/kanban';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { kanbanCardAssignees, kanbanCards } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { boardOfColumn, columnOnBoard, lockBoard, lockCardBoard, openBoard, type Board } from './boards';
import { attachmentKeys } from './attachments';
import { checkCardLinks } from './card-links';
import { boardLayout, cardsInColumn, keyAfter, keyAtEnd } from './move';
import { presentCard } from './present';

/*
 * Card commands. Each runs in one transaction that first locks the card's board (boards.ts lockBoard): the card is
 * read again under the lock, since someone may have deleted it meanwhile, and the answer is read before the commit.
 */

type CardInput = z.output<typeof kanbanCardInputSchema>;
type MoveResult = Awaited<ReturnType<typeof boardLayout>>;

export interface Changed<T> {
  board: Board;
  result: T;
  /** Stored files of what was deleted: the routes remove them once the change has committed. */
  fileKeys?: string[];
}

const cardFields = (input: CardInput) => ({
  title: input.title,
  description: input.description,
  priority: input.priority,
  dueDate: input.dueDate,
  labels: input.labels,
  checklist: input.checklist,
});

async function setAssignees(tx: Db, cardId: string, userIds: string[]): Promise<void> {
  await tx.delete(kanbanCardAssignees).where(eq(kanbanCardAssignees.cardId, cardId));
  if (userIds.length > 0) await tx.insert(kanbanCardAssignees).values(userIds.map((userId) => ({ cardId, userId })));
}

export async function createCard(db: Db, user: UserProfile, columnId: string, input: CardInput): Promise<Changed<KanbanCard>> {
  return db.transaction(async (tx) => {
    const board = await openBoard(tx, user, await boardOfColumn(tx, columnId));
    await lockBoard(tx, board.id);
    if (!(await columnOnBoard(tx, board.id, columnId))) throw notFound('No such column.');
    const [{ cards }] = await tx.select({ cards: count() }).from(kanbanCards).where(eq(kanbanCards.boardId, board.id));
    if (cards >= KANBAN_CARDS_MAX) throw badRequest(`A board holds at most ${KANBAN_CARDS_MAX} cards.`, { title: 'validation.tooMany' });
    const links = await checkCardLinks(tx, user, board, input);
    const position = keyAtEnd(await cardsInColumn(tx, columnId));
    const [made] = await tx
      .insert(kanbanCards)
      .values({ boardId: board.id, columnId, position, ...cardFields(input), orderId: links.orderId, createdBy: user.uid })
      .returning({ id: kanbanCards.id });
    await setAssignees(tx, made!.id, links.assigneeIds);
    return { board, result: await presentCard(tx, user, board, made!.id) };
  });
}

export async function updateCard(db: Db, user: UserProfile, cardId: string, input: CardInput): Promise<Changed<KanbanCard>> {
  return db.transaction(async (tx) => {
    const { board } = await lockCardBoard(tx, user, cardId);
    const links = await checkCardLinks(tx, user, board, input);
    await tx
      .update(kanbanCards)
      .set({ ...cardFields(input), orderId: links.orderId, updatedAt: sql`clock_timestamp()` })
      .where(eq(kanbanCards.id, cardId));
    await setAssignees(tx, cardId, links.assigneeIds);
    return { board, result: await presentCard(tx, user, board, cardId) };
  });
}

export async function deleteCard(db: Db, user: UserProfile, cardId: string): Promise<Changed<{ id: string }>> {
  return db.transaction(async (tx) => {
    const { board } = await lockCardBoard(tx, user, cardId);
    const fileKeys = await attachmentKeys(tx, [cardId]);
    await tx.delete(kanbanCards).where(eq(kanbanCards.id, cardId));
    return { board, result: { id: cardId }, fileKeys };
  });
}

/**
 * Puts the card right after `afterCardId` in `columnId` (first when null; last when that neighbour is no longer in
 * the column). The column is read under the board's lock, so a move made meanwhile by someone else is seen, never
 * overwritten: every card stays exactly once.
 */
export async function moveCard(db: Db, user: UserProfile, cardId: string, columnId: string, afterCardId: string | null): Promise<Changed<MoveResult>> {
  return db.transaction(async (tx) => {
    const { board, card } = await lockCardBoard(tx, user, cardId);
    if (!(await columnOnBoard(tx, board.id, columnId))) throw notFound('No such column.');
    // Dropped right after itself, in its own column: it stays where it is.
    if (afterCardId === cardId && card.columnId === columnId) return { board, result: await boardLayout(tx, board.id) };
    const siblings = (await cardsInColumn(tx, columnId)).filter((card) => card.id !== cardId);
    const position = keyAfter(siblings, afterCardId);
    await tx.update(kanbanCards).set({ columnId, position }).where(eq(kanbanCards.id, cardId));
    return { board, result: await boardLayout(tx, board.id) };
  });
}
