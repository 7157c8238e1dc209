import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that cannot be undone (deleting an event, a card or a column; renewing a link). */
export function ConfirmDialog({ title, text, confirm, loading, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" loading={loading ?? false} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
