import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';

/** Each column's card ids in order, as a drag rearranges them before anything is sent. */
export type ColumnItems = Record<string, string[]>;

export function itemsOf(board: Pick<KanbanBoard, 'columns' | 'columnOrder'>): ColumnItems {
  return Object.fromEntries(board.columnOrder.map((id) => [id, [...(board.columns[id]?.cardIds ?? [])]]));
}

/** The column an id names, or the column holding the card it names. */
export function columnOf(items: ColumnItems, id: string): string | undefined {
  if (id in items) return id;
  return Object.keys(items).find((columnId) => items[columnId]!.includes(id));
}

function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The card `activeId` dragged over `overId` (a card, or a column: its end). Across columns it joins the other column
 * at the card's place (after it when `below`); within a column it takes the card's place.
 */
export function moveCardOver(items: ColumnItems, activeId: string, overId: string, below = false): ColumnItems {
  const from = columnOf(items, activeId);
  const to = columnOf(items, overId);
  if (!from || !to || activeId === overId) return items;
  const source = items[from]!;
  if (from === to) {
    if (overId === to) return items;
    const next = moveInList(source, source.indexOf(activeId), source.indexOf(overId));
    return { ...items, [from]: next };
  }
  const target = items[to]!;
  const overIndex = overId === to ? target.length : target.indexOf(overId) + (below ? 1 : 0);
  return {
    ...items,
    [from]: source.filter((id) => id !== activeId),
    [to]: [...target.slice(0, overIndex), activeId, ...target.slice(overIndex)],
  };
}

/** What the server is told after a drop: the card's column and the card just before it (null: first), or null when it ends where it began. */
export function cardMoveFromDrop(
  before: ColumnItems,
  after: ColumnItems,
  cardId: string,
): { cardId: string; columnId: string; afterCardId: string | null } | null {
  const columnId = columnOf(after, cardId);
  if (!columnId || columnId === cardId) return null;
  const list = after[columnId]!;
  const afterCardId = list[list.indexOf(cardId) - 1] ?? null;
  const was = columnOf(before, cardId);
  const wasList = was ? before[was]! : [];
  if (was === columnId && (wasList[wasList.indexOf(cardId) - 1] ?? null) === afterCardId) return null;
  return { cardId, columnId, afterCardId };
}

/** A column dropped on another: the new order and the column just before it (null: first), or null when unchanged. */
export function columnMoveFromDrop(
  order: readonly string[],
  columnId: string,
  overId: string,
): { order: string[]; move: { columnId: string; afterColumnId: string | null } } | null {
  const from = order.indexOf(columnId);
  const to = order.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = moveInList(order, from, to);
  return { order: next, move: { columnId, afterColumnId: next[to - 1] ?? null } };
}
