import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from '../../lib/translator';
import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';
import { columnOf, type ColumnItems } from './board-moves';

/** The arrangement on screen as the drag goes, read when dnd-kit asks what to say. */
export interface AnnouncementState {
  board: KanbanBoard;
  items: ColumnItems;
}

export function boardInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('kanban.dnd.instructions') };
}

/** What a screen reader hears as a card or a column is picked up, moved, dropped or put back, in the reader's language. */
export function boardAnnouncements(t: TFunction, read: () => AnnouncementState): Announcements {
  const where = (id: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const { board, items } = read();
    const key = String(id);
    const target = overId === undefined ? key : String(overId);
    if (board.columns[key]) {
      // A sortable drop takes the place of what it is over, in the order as it was.
      const order = board.columnOrder;
      const position = Math.max(order.indexOf(columnOf(items, target) ?? target), 0) + 1;
      return { kind: 'column' as const, values: { name: board.columns[key].name, position, total: order.length } };
    }
    // The column it is over, whether or not the screen has caught up with the move yet.
    const columnId = columnOf(items, target) ?? columnOf(items, key) ?? '';
    const list = items[columnId] ?? [];
    const inside = list.includes(key);
    const total = list.length + (inside ? 0 : 1);
    // Within its column a card takes the place of the card it is over; from elsewhere it goes before it.
    const position =
      list.indexOf(target) >= 0 ? list.indexOf(target) + 1 : inside ? list.indexOf(key) + 1 : total;
    return {
      kind: 'card' as const,
      values: { title: board.cards[key]?.title ?? '', column: board.columns[columnId]?.name ?? '', position, total },
    };
  };

  return {
    onDragStart: ({ active }) => {
      const { kind, values } = where(active.id, undefined);
      return t(kind === 'card' ? 'kanban.dnd.pickedCard' : 'kanban.dnd.pickedColumn', values);
    },
    onDragOver: ({ active, over }) => {
      if (!over) return t('kanban.dnd.nowhere');
      const { kind, values } = where(active.id, over.id);
      return t(kind === 'card' ? 'kanban.dnd.cardOver' : 'kanban.dnd.columnOver', values);
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return t('kanban.dnd.cancelled');
      const { kind, values } = where(active.id, over.id);
      return t(kind === 'card' ? 'kanban.dnd.cardDropped' : 'kanban.dnd.columnDropped', values);
    },
    onDragCancel: () => t('kanban.dnd.cancelled'),
  };
}
