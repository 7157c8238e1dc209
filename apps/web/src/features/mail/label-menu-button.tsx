import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from '../../lib/translation';
import type { MailLabel } from '@pharmacy/shared/schemas/mail';
import { useDeleteMailLabel } from '../../api/mail-mutations';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';

export interface LabelMenuButtonProps {
  label: MailLabel;
  onEdit: () => void;
  onDeleted: () => void;
}

/** Edit or delete one's own label (deleting asks first; the mails stay, without the label). */
export function LabelMenuButton({ label, onEdit, onDeleted }: LabelMenuButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMailLabel();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('mail.labels.options', { name: label.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onEdit();
          }}
        >
          {t('mail.labels.edit')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {t('mail.labels.delete')}
        </MenuItem>
      </Menu>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="mail-label-delete">
        <DialogTitle id="mail-label-delete">{t('mail.labels.deleteTitle', { name: label.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('mail.labels.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)}>
            {t('mail.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(label.id, {
                onSuccess: () => {
                  setConfirming(false);
                  onDeleted();
                },
                onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
              })
            }
          >
            {t('mail.labels.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
