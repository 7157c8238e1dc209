import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../lib/translation';
import { useCreateKanbanColumn } from '../../api/kanban';
import { NameForm } from './name-form';
import { COLUMN_WIDTH } from './kanban-layout';

export interface AddColumnFormProps {
  boardId: string;
}

/** A new column at the end of the board. */
export function AddColumnForm({ boardId }: AddColumnFormProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateKanbanColumn(boardId);
  const close = () => {
    setOpen(false);
    create.reset();
  };

  return (
    <Paper
      variant="outlined"
      sx={{ width: COLUMN_WIDTH, flexShrink: 0, p: 1.5, alignSelf: 'flex-start', bgcolor: 'transparent', borderStyle: 'dashed' }}
    >
      {open ? (
        <NameForm
          field="name"
          submitLabel={t('kanban.column.create')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) => create.mutate(name, { onSuccess: close })}
          onCancel={close}
        />
      ) : (
        <Button fullWidth color="inherit" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {t('kanban.column.add')}
        </Button>
      )}
    </Paper>
  );
}
