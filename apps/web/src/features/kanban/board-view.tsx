import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useTranslation } from '../../lib/translation';
import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { AddColumnForm } from './add-column-form';
import { boardAnnouncements, boardInstructions, type AnnouncementState } from './board-announcements';
import { useBoardSensors } from './board-sensors';
import { CardDialog } from './card-dialog';
import { CardFace } from './card-face';
import { KanbanColumn } from './kanban-column';
import { COLUMN_WIDTH } from './kanban-layout';
import { useBoardDnd } from './use-board-dnd';

export interface BoardViewProps {
  board: KanbanBoard;
}

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** The columns side by side (the row scrolls sideways), their cards, and the drag and drop between them. */
export function BoardView({ board }: BoardViewProps) {
  const { t } = useTranslation();
  const sensors = useBoardSensors();
  const dnd = useBoardDnd(board);
  const { enqueueSnackbar } = useSnackbar();
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  /** Set when this person deletes the open card: its leaving the board is then no news. */
  const deletingHere = useRef(false);
  const state = useRef<AnnouncementState>({ board, items: dnd.items });
  state.current = { board, items: dnd.items };
  // The texts are made once per language; they read the arrangement of the moment through the ref.
  const accessibility = useMemo(
    () => ({ announcements: boardAnnouncements(t, () => state.current), screenReaderInstructions: boardInstructions(t) }),
    [t],
  );
  const openCard = openCardId ? board.cards[openCardId] : undefined;
  // The open card left the board (a colleague deleted it, or its column): close it and say why, not silently.
  useEffect(() => {
    if (!openCardId || board.cards[openCardId]) return;
    if (!deletingHere.current) enqueueSnackbar(t('kanban.dialog.goneElsewhere'), { variant: 'info' });
    deletingHere.current = false;
    setOpenCardId(null);
  }, [openCardId, board.cards, enqueueSnackbar, t]);
  const activeCard = dnd.active?.type === 'card' ? board.cards[dnd.active.id] : undefined;
  const activeColumn = dnd.active?.type === 'column' ? board.columns[dnd.active.id] : undefined;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={dnd.collisionDetection}
        measuring={MEASURING}
        accessibility={accessibility}
        onDragStart={dnd.onDragStart}
        onDragOver={dnd.onDragOver}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
      >
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            // The containing block of the cards' visually hidden texts: without it they escape the scroller and widen
            // a phone's page (its layout viewport grew to 609 px, and the card dialog with it).
            position: 'relative',
            overflowX: 'auto',
            overscrollBehaviorInline: 'contain',
            pb: 2,
            minHeight: 240,
          }}
        >
          <SortableContext items={dnd.order} strategy={horizontalListSortingStrategy}>
            {dnd.order.map((id) => {
              const column = board.columns[id];
              return column ? (
                <KanbanColumn
                  key={id}
                  column={column}
                  cardIds={dnd.items[id] ?? []}
                  cards={board.cards}
                  onOpenCard={setOpenCardId}
                />
              ) : null;
            })}
          </SortableContext>
          <AddColumnForm boardId={board.id} />
        </Box>
        <DragOverlay>
          {activeCard && (
            <Paper elevation={8} sx={{ p: 1.5, cursor: 'grabbing', width: COLUMN_WIDTH, maxWidth: '80vw' }}>
              <CardFace card={activeCard} />
            </Paper>
          )}
          {activeColumn && (
            <Paper elevation={8} sx={{ p: 2, cursor: 'grabbing', width: COLUMN_WIDTH }}>
              <Typography variant="subtitle1">{activeColumn.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('kanban.column.count', { count: dnd.items[activeColumn.id]?.length ?? 0 })}
              </Typography>
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      {board.columnOrder.length === 0 && (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('kanban.emptyBoard')}</Typography>
      )}
      {openCard && (
        <CardDialog
          key={openCard.id}
          card={openCard}
          members={board.members}
          onDeleting={(deleting) => (deletingHere.current = deleting)}
          onClose={() => {
            deletingHere.current = false;
            setOpenCardId(null);
          }}
        />
      )}
    </>
  );
}
