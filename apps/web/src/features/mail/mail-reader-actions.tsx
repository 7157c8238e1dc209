import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { useTranslation } from '../../lib/translation';
import type { MailLabel, MailSummary } from '@pharmacy/shared/schemas/mail';
import { useDeleteMail, useRestoreMail, useTrashMail, useUpdateMailFlags } from '../../api/mail-mutations';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { MailFlagButtons } from './mail-flag-buttons';
import { MailLabelsMenu } from './mail-labels-menu';

export interface MailReaderActionsProps {
  mail: MailSummary;
  labels: readonly MailLabel[];
  /** Back to the list (phones). */
  onBack: () => void;
  /** The mail left the current view (trashed, restored, deleted, marked unread). */
  onLeave: () => void;
}

/** Above an open mail: back, star, important, labels, mark unread, and trash / restore / delete for ever. */
export function MailReaderActions({ mail, labels, onBack, onLeave }: MailReaderActionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const flags = useUpdateMailFlags();
  const trash = useTrashMail();
  const restore = useRestoreMail();
  const remove = useDeleteMail();
  const fail = (error: unknown) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
  const done = (key: string) => () => {
    enqueueSnackbar(t(key), { variant: 'success' });
    onLeave();
  };
  const inTrash = mail.folder === 'trash';
  const back = (
    <Tooltip title={t('mail.reader.back')}>
      <IconButton
        aria-label={t('mail.reader.back')}
        onClick={onBack}
        sx={{ display: { md: 'none' }, '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
      >
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      {back}
      <Stack direction="row" sx={{ flex: 1, alignItems: 'center' }}>
        <MailFlagButtons mail={mail} size="medium" />
        <MailLabelsMenu mail={mail} labels={labels} />
        <Tooltip title={t('mail.actions.markUnread')}>
          <IconButton
            aria-label={t('mail.actions.markUnread')}
            onClick={() =>
              flags.mutate({ id: mail.id, flags: { isUnread: true } }, { onSuccess: onLeave, onError: fail })
            }
          >
            <MarkEmailUnreadOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {inTrash ? (
        <Tooltip title={t('mail.actions.restore')}>
          <IconButton
            aria-label={t('mail.actions.restore')}
            disabled={restore.isPending}
            onClick={() => restore.mutate(mail.id, { onSuccess: done('mail.done.restored'), onError: fail })}
          >
            <RestoreFromTrashOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title={t('mail.actions.trash')}>
          <IconButton
            aria-label={t('mail.actions.trash')}
            disabled={trash.isPending}
            onClick={() => trash.mutate(mail.id, { onSuccess: done('mail.done.trashed'), onError: fail })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
      {(inTrash || mail.folder === 'drafts') && (
        <Tooltip title={t('mail.actions.delete')}>
          <IconButton aria-label={t('mail.actions.delete')} color="error" onClick={() => setConfirmDelete(true)}>
            <DeleteForeverOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="mail-delete-title">
        <DialogTitle id="mail-delete-title">{t('mail.actions.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('mail.actions.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirmDelete(false)}>
            {t('mail.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(mail.id, {
                onSuccess: () => {
                  setConfirmDelete(false);
                  done('mail.done.deleted')();
                },
                onError: fail,
              })
            }
          >
            {t('mail.actions.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
