import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../../lib/translation';

export interface UndoSnackbarProps {
  message: string | null;
  onUndo: () => void;
  onClose: () => void;
}

/**
 * "Moved to the trash", with Undo. The app's snackbars (notistack) take no action button, so this one is MUI's own,
 * shown long enough to reach the button by keyboard.
 */
export function UndoSnackbar({ message, onUndo, onClose }: UndoSnackbarProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={message !== null}
      message={message}
      autoHideDuration={8000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={
        <Button color="inherit" size="small" onClick={onUndo} sx={{ color: 'primary.light' }}>
          {t('files.trash.undo')}
        </Button>
      }
    />
  );
}
