import Paper from '@mui/material/Paper';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '../../lib/translation';
import type { KanbanCard as Card } from '@pharmacy/shared/schemas/kanban';
import { CardFace } from './card-face';

export interface KanbanCardProps {
  card: Card;
  columnId: string;
  onOpen: (cardId: string) => void;
}

/**
 * A card on the board: one focusable element. A click or Enter opens it; a pointer drag, a long press on a touch
 * screen, or Space (then the arrow keys) moves it.
 */
export function KanbanCard({ card, columnId, onOpen }: KanbanCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', columnId },
  });

  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      {...attributes}
      {...listeners}
      aria-roledescription={t('kanban.dnd.cardRole')}
      data-testid={`kanban-card-${card.id}`}
      onClick={() => onOpen(card.id)}
      onKeyDown={(event) => {
        // Enter opens the card; Space belongs to the drag (see the keyboard sensor's codes).
        if (event.key === 'Enter' && !isDragging) {
          event.preventDefault();
          onOpen(card.id);
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
      sx={{
        p: 1.5,
        cursor: 'grab',
        touchAction: 'manipulation',
        userSelect: 'none',
        opacity: isDragging ? 0.4 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
        '&:hover': { borderColor: 'text.secondary' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CardFace card={card} />
    </Paper>
  );
}
