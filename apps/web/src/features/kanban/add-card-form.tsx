import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../lib/translation';
import { useCreateKanbanCard } from '../../api/kanban';
import { NameForm } from './name-form';

export interface AddCardFormProps {
  columnId: string;
  columnName: string;
}

/** A new card at the bottom of a column: a title is enough; the form stays open for the next one. */
export function AddCardForm({ columnId, columnName }: AddCardFormProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A new form after each card made: empty, focused, ready for the next one.
  const [made, setMade] = useState(0);
  const create = useCreateKanbanCard();

  const close = () => {
    setOpen(false);
    create.reset();
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
    <NameForm
      key={made}
      field="title"
      submitLabel={t('kanban.card.create')}
      pending={create.isPending}
      error={create.error}
      onSubmit={(title) => create.mutate({ columnId, card: { title } }, { onSuccess: () => setMade((n) => n + 1) })}
      onCancel={close}
    />
  );
}
