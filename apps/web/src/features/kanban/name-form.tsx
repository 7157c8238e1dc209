import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { KANBAN_NAME_MAX, KANBAN_TITLE_MAX } from '@pharmacy/shared/schemas/kanban';
import { kanbanFieldErrors, kanbanGeneralError } from './kanban-errors';

/** What the one field names: a column (its `name`) or a new card (its `title`, on several lines). */
const FIELDS = {
  name: { labelKey: 'kanban.column.name', maxLength: KANBAN_NAME_MAX, multiline: false },
  title: { labelKey: 'kanban.card.title', maxLength: KANBAN_TITLE_MAX, multiline: true },
} as const;

export interface NameFormProps {
  field: keyof typeof FIELDS;
  initialValue?: string;
  submitLabel: string;
  pending: boolean;
  /** The last failed save: its field error shows under the field, anything else too (the form has one field). */
  error: unknown;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** One line of text in place (a column's name, a new card's title): Enter saves, Escape gives up. */
export function NameForm({ field, initialValue = '', submitLabel, pending, error, onSubmit, onCancel }: NameFormProps) {
  const { t } = useTranslation();
  const { labelKey, maxLength, multiline } = FIELDS[field];
  const [value, setValue] = useState(initialValue);
  const [missing, setMissing] = useState(false);
  const message = missing ? t('validation.required') : (kanbanFieldErrors(t, error)[field] ?? kanbanGeneralError(t, error, [field]));

  const submit = () => {
    if (!value.trim()) return setMissing(true);
    setMissing(false);
    onSubmit(value.trim());
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
        multiline={multiline}
        size="small"
        label={t(labelKey)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          // On several lines Enter still saves; Shift+Enter starts a new line.
          if (multiline && event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        error={Boolean(message)}
        helperText={message}
        slotProps={{ htmlInput: { maxLength } }}
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
