import { useRef, useState } from 'react';
import {
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useTranslation } from '../../lib/translation';
import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';
import { useMoveKanbanCard, useMoveKanbanColumn } from '../../api/kanban';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { cardMoveFromDrop, columnMoveFromDrop, columnOf, itemsOf, moveCardOver, type ColumnItems } from './board-moves';

interface Drag {
  type: 'card' | 'column';
  id: string;
  /** The columns when the drag began, to tell whether the drop changed anything. */
  start: ColumnItems;
  items: ColumnItems;
  order: string[];
  /** Set on a drop that sent a move: the drop's arrangement stays until the board itself changes (the optimistic update). */
  droppedOn?: KanbanBoard;
}

export interface BoardDnd {
  items: ColumnItems;
  order: string[];
  active: { type: 'card' | 'column'; id: string } | null;
  collisionDetection: CollisionDetection;
  onDragStart: (event: DragStartEvent) => void;
  onDragOver: (event: DragOverEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
}

const typeOf = (data: { current?: Record<string, unknown> | undefined }) =>
  data.current?.type === 'column' ? 'column' : 'card';

/**
 * The board while something is dragged: cards follow the pointer (or the arrow keys) across columns on screen only;
 * the drop sends one move naming the new neighbour. The board on screen changes at once, and goes back with a message
 * if the server refuses.
 */
export function useBoardDnd(board: KanbanBoard): BoardDnd {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const moveCard = useMoveKanbanCard();
  const moveColumn = useMoveKanbanColumn();
  const [drag, setDrag] = useState<Drag | null>(null);
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const live = drag && !(drag.droppedOn && drag.droppedOn !== board) ? drag : null;
  const items = live?.items ?? itemsOf(board);
  const order = live?.order ?? board.columnOrder;
  const failed = () => enqueueSnackbar(t('kanban.moveFailed'), { variant: 'error' });

  const collisionDetection: CollisionDetection = (args) => {
    if (typeOf(args.active.data) === 'column')
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => typeOf(c.data) === 'column'),
      });
    const pointer = pointerWithin(args);
    const hits = pointer.length > 0 ? pointer : rectIntersection(args);
    let overId = getFirstCollision(hits, 'id');
    if (overId === null) return lastOver.current === null ? [] : [{ id: lastOver.current }];
    const inside = items[String(overId)];
    // Over a column that has cards: the nearest of its cards is the target, so the card lands where it is shown.
    if (inside && inside.length > 0) {
      const near = closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => inside.includes(String(c.id))),
      });
      overId = near[0]?.id ?? overId;
    }
    lastOver.current = overId;
    return [{ id: overId }];
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const start = itemsOf(board);
    lastOver.current = null;
    setDrag({ type: typeOf(active.data), id: String(active.id), start, items: start, order: board.columnOrder });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !drag || drag.type !== 'card' || drag.droppedOn) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    if (columnOf(drag.items, activeId) === columnOf(drag.items, overId)) return;
    const moved = active.rect.current.translated;
    const below = Boolean(moved && moved.top > over.rect.top + over.rect.height / 2);
    setDrag({ ...drag, items: moveCardOver(drag.items, activeId, overId, below) });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!drag || drag.droppedOn) return setDrag(null);
    const activeId = String(active.id);
    if (drag.type === 'column') {
      const result = over ? columnMoveFromDrop(drag.order, activeId, String(over.id)) : null;
      if (!result) return setDrag(null);
      setDrag({ ...drag, order: result.order, droppedOn: board });
      return moveColumn.mutate(result.move, { onError: failed });
    }
    let final = drag.items;
    if (over && columnOf(final, activeId) === columnOf(final, String(over.id)))
      final = moveCardOver(final, activeId, String(over.id));
    const move = cardMoveFromDrop(drag.start, final, activeId);
    if (!move) return setDrag(null);
    setDrag({ ...drag, items: final, droppedOn: board });
    moveCard.mutate(move, { onError: failed });
  };

  return {
    items,
    order,
    active: live && !live.droppedOn ? { type: live.type, id: live.id } : null,
    collisionDetection,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: () => setDrag(null),
  };
}
