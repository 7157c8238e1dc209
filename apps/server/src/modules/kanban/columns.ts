import { count, eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { KANBAN_COLUMNS_MAX, type KanbanColumn } from '@pharmacy/shared/schemas/kanban';
import type { Db } from '../../db/client';
import { kanbanCards, kanbanColumns } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { boardFor, boardOfColumn, columnOnBoard, lockBoard, openBoard, type Board } from './boards';
import type { Changed } from './cards';
import { attachmentKeys } from './attachments';
import { boardLayout, cardsInColumn, columnsOfBoard, keyAfter, keyAtEnd } from './move';

/* Column commands, each one transaction behind the board's lock (boards.ts lockBoard), like the card commands. */

type MoveResult = Awaited<ReturnType<typeof boardLayout>>;

/** The column's board, opened for `user` and locked, and the column as it stands under the lock (404 otherwise). */
async function lockColumnBoard(tx: Db, user: UserProfile, columnId: string) {
  const board = await openBoard(tx, user, await boardOfColumn(tx, columnId));
  await lockBoard(tx, board.id);
  const column = await columnOnBoard(tx, board.id, columnId);
  if (!column) throw notFound('No such column.');
  return { board, column };
}

async function presentColumn(tx: Db, columnId: string, name: string): Promise<KanbanColumn> {
  return { id: columnId, name, cardIds: (await cardsInColumn(tx, columnId)).map((card) => card.id) };
}

/** A new column at the end of the board (the reader's first board when none is named). */
export async function createColumn(db: Db, user: UserProfile, boardId: string | undefined, name: string): Promise<Changed<KanbanColumn>> {
  // Finding (or making) the default board happens before the transaction: it has its own.
  const target: Board = await boardFor(db, user, boardId);
  return db.transaction(async (tx) => {
    await lockBoard(tx, target.id);
    const [{ columns }] = await tx.select({ columns: count() }).from(kanbanColumns).where(eq(kanbanColumns.boardId, target.id));
    if (columns >= KANBAN_COLUMNS_MAX) throw badRequest(`A board holds at most ${KANBAN_COLUMNS_MAX} columns.`, { name: 'validation.tooMany' });
    const position = keyAtEnd(await columnsOfBoard(tx, target.id));
    const [made] = await tx.insert(kanbanColumns).values({ boardId: target.id, name, position }).returning({ id: kanbanColumns.id });
    return { board: target, result: { id: made!.id, name, cardIds: [] } };
  });
}

export async function renameColumn(db: Db, user: UserProfile, columnId: string, name: string): Promise<Changed<KanbanColumn>> {
  return db.transaction(async (tx) => {
    const { board } = await lockColumnBoard(tx, user, columnId);
    await tx.update(kanbanColumns).set({ name }).where(eq(kanbanColumns.id, columnId));
    return { board, result: await presentColumn(tx, columnId, name) };
  });
}

/** SPEC §4: deleting a column removes its cards and its place in the column order, together. */
export async function deleteColumn(db: Db, user: UserProfile, columnId: string): Promise<Changed<{ id: string }>> {
  return db.transaction(async (tx) => {
    const { board } = await lockColumnBoard(tx, user, columnId);
    // Explicit rather than left to the foreign key's cascade: the rule is SPEC's, not a side effect of the schema.
    const cards = await tx.select({ id: kanbanCards.id }).from(kanbanCards).where(eq(kanbanCards.columnId, columnId));
    const fileKeys = await attachmentKeys(tx, cards.map((c) => c.id));
    await tx.delete(kanbanCards).where(eq(kanbanCards.columnId, columnId));
    await tx.delete(kanbanColumns).where(eq(kanbanColumns.id, columnId));
    return { board, result: { id: columnId }, fileKeys };
  });
}

/** Puts the column right after `afterColumnId` (first when null; last when that column is gone). */
export async function moveColumn(db: Db, user: UserProfile, columnId: string, afterColumnId: string | null): Promise<Changed<MoveResult>> {
  return db.transaction(async (tx) => {
    const { board } = await lockColumnBoard(tx, user, columnId);
    const siblings = (await columnsOfBoard(tx, board.id)).filter((column) => column.id !== columnId);
    await tx.update(kanbanColumns).set({ position: keyAfter(siblings, afterColumnId) }).where(eq(kanbanColumns.id, columnId));
    return { board, result: await boardLayout(tx, board.id) };
  });
}
