import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from '../../lib/translation';
import type { KanbanCard, KanbanPriority } from '@pharmacy/shared/schemas/kanban';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { formatDueDate, isOverdue } from './kanban-format';

const PRIORITY_COLOR: Record<KanbanPriority, 'default' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'warning',
  high: 'error',
};

export interface CardFaceProps {
  card: KanbanCard;
}

/** What a card shows on the board: title, labels, priority, due day, checklist progress, order, files and people. */
export function CardFace({ card }: CardFaceProps) {
  const { t, i18n } = useTranslation();
  const done = card.checklist.filter((item) => item.done).length;
  const overdue = isOverdue(card.dueDate);
  const meta = { display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption' } as const;

  return (
    <Stack spacing={1}>
      {card.labels.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {card.labels.map((label) => (
            <Chip key={label} label={label} size="small" color="info" variant="outlined" />
          ))}
        </Stack>
      )}
      <Typography variant="subtitle2" component="span" sx={{ wordBreak: 'break-word' }}>
        {card.title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
        <Chip
          size="small"
          color={PRIORITY_COLOR[card.priority]}
          variant={card.priority === 'high' ? 'filled' : 'outlined'}
          label={t(`kanban.priority.${card.priority}`)}
        />
        {card.dueDate && (
          <Box component="span" sx={{ ...meta, color: overdue ? 'error.main' : undefined, fontWeight: overdue ? 600 : undefined }}>
            <EventOutlined sx={{ fontSize: 16 }} aria-hidden />
            {t(overdue ? 'kanban.card.overdue' : 'kanban.card.due', { date: formatDueDate(card.dueDate, i18n.language) })}
          </Box>
        )}
        {card.checklist.length > 0 && (
          <Box component="span" sx={{ ...meta, color: done === card.checklist.length ? 'success.main' : undefined }}>
            <CheckBoxOutlined sx={{ fontSize: 16 }} aria-hidden />
            {t('kanban.card.checklist', { done, total: card.checklist.length })}
          </Box>
        )}
        {card.order && (
          <Box component="span" sx={meta}>
            <ReceiptLongOutlined sx={{ fontSize: 16 }} aria-hidden />
            {card.order.reference}
          </Box>
        )}
        {card.attachments.length > 0 && (
          <Box component="span" sx={meta}>
            <AttachFile sx={{ fontSize: 16 }} aria-hidden />
            <span aria-hidden>{card.attachments.length}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('kanban.card.attachments', { count: card.attachments.length })}
            </Box>
          </Box>
        )}
        {card.assignees.length > 0 && (
          <Box sx={{ marginInlineStart: 'auto' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('kanban.card.assignees', { names: card.assignees.map((p) => p.name).join(', ') })}
            </Box>
            <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }} aria-hidden>
              {card.assignees.map((person) => (
                <PersonAvatar key={person.id} url={person.avatarUrl} name={person.name} size={24} />
              ))}
            </AvatarGroup>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
