import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/translation';
import {
  KANBAN_DESCRIPTION_MAX,
  KANBAN_LABEL_MAX,
  KANBAN_LABELS_MAX,
  KANBAN_PRIORITIES,
  KANBAN_TITLE_MAX,
  type KanbanCard,
  type KanbanPerson,
  type KanbanPriority,
} from '@pharmacy/shared/schemas/kanban';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { paths } from '../../config/paths';
import { ChecklistField } from './checklist-field';
import type { CardDraft } from './card-form-values';
import type { KanbanFieldErrors } from './kanban-errors';

export interface CardFieldsProps {
  card: KanbanCard;
  draft: CardDraft;
  onChange: (patch: Partial<CardDraft>) => void;
  members: KanbanPerson[];
  errors: KanbanFieldErrors;
}

/** Every field of a card, each with its own error line; the dialog owns the values so nothing typed is lost. */
export function CardFields({ card, draft, onChange, members, errors }: CardFieldsProps) {
  const { t } = useTranslation();
  // Someone assigned who has since left the team still shows, so saving does not silently drop them.
  const people = [...members, ...card.assignees.filter((a) => !members.some((m) => m.id === a.id))];
  const assigned = draft.assigneeIds.map((id) => people.find((p) => p.id === id)).filter((p) => p !== undefined);

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        autoFocus
        required
        fullWidth
        label={t('kanban.dialog.title')}
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: KANBAN_TITLE_MAX } }}
      />
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={t('kanban.dialog.description')}
        value={draft.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: KANBAN_DESCRIPTION_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('kanban.dialog.priority')}
          value={draft.priority}
          onChange={(event) => onChange({ priority: event.target.value as KanbanPriority })}
          error={Boolean(errors.priority)}
          helperText={errors.priority}
        >
          {KANBAN_PRIORITIES.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`kanban.priority.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="date"
          label={t('kanban.dialog.dueDate')}
          value={draft.dueDate}
          onChange={(event) => onChange({ dueDate: event.target.value })}
          error={Boolean(errors.dueDate)}
          helperText={errors.dueDate}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2099-12-31' } }}
        />
      </Stack>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={draft.labels}
        onChange={(_event, labels) =>
          onChange({ labels: [...new Set(labels.map((l) => l.trim().slice(0, KANBAN_LABEL_MAX)).filter(Boolean))] })
        }
        renderValue={(labels, getItemProps) =>
          labels.map((label, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={label} {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('kanban.dialog.labels')}
            error={Boolean(errors.labels)}
            helperText={errors.labels ?? t('kanban.dialog.labelsHint', { max: KANBAN_LABELS_MAX })}
          />
        )}
      />
      <Autocomplete
        multiple
        options={people}
        value={assigned}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, chosen) => onChange({ assigneeIds: chosen.map((p) => p.id) })}
        noOptionsText={t('kanban.dialog.noMembers')}
        renderOption={({ key, ...props }, person) => (
          <li key={key} {...props}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PersonAvatar url={person.avatarUrl} name={person.name} size={24} />
              <span>{person.name}</span>
            </Stack>
          </li>
        )}
        renderValue={(chosen, getItemProps) =>
          chosen.map((person, index) => {
            const { key, ...props } = getItemProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                avatar={<PersonAvatar url={person.avatarUrl} name={person.name} size={24} />}
                label={person.name}
                {...props}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('kanban.dialog.assignees')}
            error={Boolean(errors.assignees)}
            helperText={errors.assignees}
          />
        )}
      />
      <TextField
        fullWidth
        label={t('kanban.dialog.order')}
        value={draft.order}
        onChange={(event) => onChange({ order: event.target.value })}
        error={Boolean(errors.order)}
        helperText={
          errors.order ??
          (card.order && draft.order.trim() === card.order.reference ? (
            <Link component={RouterLink} to={paths.dashboard.order.details(card.order.id)}>
              {t('kanban.dialog.openOrder', { reference: card.order.reference })}
            </Link>
          ) : (
            t('kanban.dialog.orderHint')
          ))
        }
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <ChecklistField items={draft.checklist} onChange={(checklist) => onChange({ checklist })} error={errors.checklist} />
    </Stack>
  );
}
