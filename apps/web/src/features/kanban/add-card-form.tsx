import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { KANBAN_TITLE_MAX } from '@pharmacy/shared/schemas/kanban';
import { useCreateKanbanCard } from '../../api/kanban';
import { kanbanFieldErrors, kanbanGeneralError } from './kanban-errors';

export interface AddCardFormProps {
  columnId: string;
  columnName: string;
}

/** A new card at the bottom of a column: a title is enough; the form stays open for the next one. */
export function AddCardForm({ columnId, columnName }: AddCardFormProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useCreateKanbanCard();
  const fieldError = kanbanFieldErrors(t, create.error).title;
  const general = kanbanGeneralError(t, create.error, ['title']);

  const close = () => {
    setOpen(false);
    setTitle('');
    setMissing(false);
    create.reset();
  };
  const submit = () => {
    if (!title.trim()) return setMissing(true);
    setMissing(false);
    create.mutate({ columnId, card: { title: title.trim() } }, { onSuccess: () => setTitle('') });
  };

  if (!open)
    return (
      <Button
        fullWidth
        color="inherit"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        aria-label={t('kanban.card.addTo', { column: columnName })}
        sx={{ justifyContent: 'flex-start', color: 'text.secondary' }}
      >
        {t('kanban.card.add')}
      </Button>
    );

  return (
    <Stack
      component="form"
      spacing={1}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        size="small"
        label={t('kanban.card.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
          if (event.key === 'Escape') close();
        }}
        error={missing || Boolean(fieldError ?? general)}
        helperText={missing ? t('validation.required') : (fieldError ?? general)}
        slotProps={{ htmlInput: { maxLength: KANBAN_TITLE_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" loading={create.isPending}>
          {t('kanban.card.create')}
        </Button>
        <Button color="inherit" size="small" onClick={close}>
          {t('kanban.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
