import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '../../lib/translation';
import type { KanbanCard as Card, KanbanColumn as Column } from '@pharmacy/shared/schemas/kanban';
import { AddCardForm } from './add-card-form';
import { ColumnHeader } from './column-header';
import { KanbanCard } from './kanban-card';
import { COLUMN_WIDTH } from './kanban-layout';

export interface KanbanColumnProps {
  column: Column;
  /** The card ids in the order shown (a drag in progress may differ from the server's). */
  cardIds: string[];
  cards: Record<string, Card>;
  onOpenCard: (cardId: string) => void;
}

/** One column: a drop target for cards, itself movable by its handle. */
export function KanbanColumn({ column, cardIds, cards, onOpenCard }: KanbanColumnProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column.id,
    data: { type: 'column' },
  });
  const shown = cardIds.filter((id) => cards[id]);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={column.name}
      data-testid={`kanban-column-${column.id}`}
      elevation={0}
      sx={{
        width: COLUMN_WIDTH,
        flexShrink: 0,
        p: 1.5,
        alignSelf: 'flex-start',
        bgcolor: 'action.hover',
        borderRadius: 2,
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <ColumnHeader column={column} count={shown.length} handle={{ ref: setActivatorNodeRef, attributes, listeners }} />
      <SortableContext items={shown} strategy={verticalListSortingStrategy}>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, minHeight: 48 }}>
          {shown.map((id) => (
            <li key={id}>
              <KanbanCard card={cards[id]!} columnId={column.id} onOpen={onOpenCard} />
            </li>
          ))}
        </Stack>
      </SortableContext>
      {shown.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 1 }}>
          {t('kanban.column.empty')}
        </Typography>
      )}
      <Stack sx={{ mt: 1 }}>
        <AddCardForm columnId={column.id} columnName={column.name} />
      </Stack>
    </Paper>
  );
}
