import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import CheckIcon from '@mui/icons-material/Check';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from '../../lib/translation';
import type { SaveState } from './use-autosave';

/** "Saving…", "Saved" or "Not saved", announced politely so a screen reader hears the draft is safe. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const text =
    state === 'saving'
      ? t('blog.editor.saving')
      : state === 'saved'
        ? t('blog.editor.saved')
        : state === 'error'
          ? t('blog.editor.notSaved')
          : state === 'pending'
            ? t('blog.editor.unsaved')
            : '';
  return (
    <Stack
      direction="row"
      spacing={0.75}
      role="status"
      aria-live="polite"
      sx={{ alignItems: 'center', minHeight: 24, color: state === 'error' ? 'error.main' : 'text.secondary' }}
    >
      {state === 'saving' && <CircularProgress size={14} aria-hidden />}
      {state === 'saved' && <CheckIcon fontSize="small" aria-hidden />}
      {state === 'error' && <ErrorIcon fontSize="small" aria-hidden />}
      <Typography variant="caption">{text}</Typography>
    </Stack>
  );
}
