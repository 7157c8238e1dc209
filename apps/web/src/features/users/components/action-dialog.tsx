import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { errorMessage } from '../../../lib/api-errors';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  pending: boolean;
  /** A whole-form failure (field errors sit at their fields). */
  error?: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}

/** A confirmation for one account decision: what happens, the fields it needs, then cancel or confirm. */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, description, confirmLabel, confirmColor = 'primary', pending, error, onCancel, onConfirm, children } = props;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="user-action-title"
      aria-describedby="user-action-description"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <DialogTitle id="user-action-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText id="user-action-description" component="div">
              {description}
            </DialogContentText>
            {children}
            {error != null && <Alert severity="error">{errorMessage(t, error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" variant="outlined" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} loading={pending} disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
