import { asc, eq, sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { KanbanColumn } from '@pharmacy/shared/schemas/kanban';
import type { Db } from '../../db/client';
import { kanbanCards, kanbanColumns } from '../../db/schema';

/*
 * Order on a board (decision 012): each column and card holds a fractional-indexing key in `position`, compared
 * byte by byte (COLLATE "C", the order the keys are made for). A move names the neighbour it goes after, never a
 * position: the new key is made between that neighbour and the next one, read under the board's lock.
 */

export interface Placed {
  id: string;
  position: string;
}

/** `position COLLATE "C"`: fractional-indexing keys sort by their bytes, whatever the database's collation. */
export const byKey = (column: typeof kanbanCards.position | typeof kanbanColumns.position) => sql`${column} COLLATE "C"`;

/**
 * The key that puts an item right after `afterId` in `siblings` (in order, without the item itself); first when
 * `afterId` is null; last when `afterId` is no longer among them (someone moved or deleted it meanwhile: the move
 * still lands somewhere visible rather than failing).
 */
export function keyAfter(siblings: Placed[], afterId: string | null): string {
  if (afterId === null) return generateKeyBetween(null, siblings[0]?.position ?? null);
  const at = siblings.findIndex((item) => item.id === afterId);
  if (at === -1) return generateKeyBetween(siblings.at(-1)?.position ?? null, null);
  return generateKeyBetween(siblings[at]!.position, siblings[at + 1]?.position ?? null);
}

/** The key after the last of `siblings`: where a new item goes. */
export const keyAtEnd = (siblings: Placed[]): string => generateKeyBetween(siblings.at(-1)?.position ?? null, null);

export async function cardsInColumn(db: Db, columnId: string): Promise<Placed[]> {
  return db
    .select({ id: kanbanCards.id, position: kanbanCards.position })
    .from(kanbanCards)
    .where(eq(kanbanCards.columnId, columnId))
    .orderBy(byKey(kanbanCards.position), asc(kanbanCards.id));
}

export async function columnsOfBoard(db: Db, boardId: string): Promise<(Placed & { name: string })[]> {
  return db
    .select({ id: kanbanColumns.id, position: kanbanColumns.position, name: kanbanColumns.name })
    .from(kanbanColumns)
    .where(eq(kanbanColumns.boardId, boardId))
    .orderBy(byKey(kanbanColumns.position), asc(kanbanColumns.id));
}

/** The board's columns by id (each with its cards in order) and the column order: SPEC §3's shape. */
export async function boardLayout(db: Db, boardId: string): Promise<{ columns: Record<string, KanbanColumn>; columnOrder: string[] }> {
  const [columns, cards] = await Promise.all([
    columnsOfBoard(db, boardId),
    db
      .select({ id: kanbanCards.id, columnId: kanbanCards.columnId })
      .from(kanbanCards)
      .where(eq(kanbanCards.boardId, boardId))
      .orderBy(byKey(kanbanCards.position), asc(kanbanCards.id)),
  ]);
  const byId: Record<string, KanbanColumn> = {};
  for (const column of columns) byId[column.id] = { id: column.id, name: column.name, cardIds: [] };
  for (const card of cards) byId[card.columnId]?.cardIds.push(card.id);
  return { columns: byId, columnOrder: columns.map((column) => column.id) };
}
