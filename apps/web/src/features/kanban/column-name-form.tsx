import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { KANBAN_NAME_MAX } from '@pharmacy/shared/schemas/kanban';
import { kanbanFieldErrors, kanbanGeneralError } from './kanban-errors';

export interface ColumnNameFormProps {
  initialName: string;
  submitLabel: string;
  pending: boolean;
  /** The last failed save: its field error shows under the name, anything else too (the form has one field). */
  error: unknown;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** A column's name, for a new column or a rename: Enter saves, Escape gives up. */
export function ColumnNameForm({ initialName, submitLabel, pending, error, onSubmit, onCancel }: ColumnNameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [missing, setMissing] = useState(false);
  const message = missing
    ? t('validation.required')
    : (kanbanFieldErrors(t, error).name ?? kanbanGeneralError(t, error, ['name']));

  const submit = () => {
    if (!name.trim()) return setMissing(true);
    setMissing(false);
    onSubmit(name.trim());
  };

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
        size="small"
        label={t('kanban.column.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        error={Boolean(message)}
        helperText={message}
        slotProps={{ htmlInput: { maxLength: KANBAN_NAME_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" loading={pending}>
          {submitLabel}
        </Button>
        <Button color="inherit" size="small" onClick={onCancel}>
          {t('kanban.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
