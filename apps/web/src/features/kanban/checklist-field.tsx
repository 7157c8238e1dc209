import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../lib/translation';
import { KANBAN_CHECKLIST_MAX, KANBAN_TITLE_MAX } from '@pharmacy/shared/schemas/kanban';
import { newItemId, type CardDraft } from './card-form-values';

type Item = CardDraft['checklist'][number];

export interface ChecklistFieldProps {
  items: Item[];
  onChange: (items: Item[]) => void;
  error?: string;
}

/** The card's to-do list: tick, reword, remove, and add items at the end. */
export function ChecklistField({ items, onChange, error }: ChecklistFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const done = items.filter((item) => item.done).length;
  const change = (id: string, patch: Partial<Item>) =>
    onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const add = () => {
    if (!text.trim() || items.length >= KANBAN_CHECKLIST_MAX) return;
    onChange([...items, { id: newItemId(), text: text.trim(), done: false }]);
    setText('');
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('kanban.dialog.checklist')}
        {items.length > 0 && ` · ${t('kanban.card.checklist', { done, total: items.length })}`}
      </Typography>
      {items.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={(done / items.length) * 100}
          aria-hidden
          sx={{ mb: 1, borderRadius: 1 }}
        />
      )}
      <Stack spacing={0.5}>
        {items.map((item, index) => (
          <Stack key={item.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Checkbox
              checked={item.done}
              onChange={(event) => change(item.id, { done: event.target.checked })}
              slotProps={{ input: { 'aria-label': t('kanban.dialog.checklistDone', { number: index + 1 }) } }}
            />
            <TextField
              size="small"
              fullWidth
              value={item.text}
              onChange={(event) => change(item.id, { text: event.target.value })}
              slotProps={{
                htmlInput: { maxLength: KANBAN_TITLE_MAX, 'aria-label': t('kanban.dialog.checklistItem', { number: index + 1 }) },
              }}
              sx={item.done ? { '& input': { textDecoration: 'line-through', color: 'text.secondary' } } : undefined}
            />
            <IconButton
              aria-label={t('kanban.dialog.checklistRemove', { number: index + 1 })}
              onClick={() => onChange(items.filter((x) => x.id !== item.id))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          label={t('kanban.dialog.checklistNew')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: KANBAN_TITLE_MAX } }}
        />
        <Button onClick={add} disabled={!text.trim() || items.length >= KANBAN_CHECKLIST_MAX}>
          {t('kanban.dialog.checklistAdd')}
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
