import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Trans, useTranslation } from 'react-i18next';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { errorMessage } from '../../../lib/api-errors';

export interface ApproveDialogProps {
  account: UserProfile | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (account: UserProfile) => void;
}

export function ApproveDialog({ account, pending, error, onCancel, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation();
  const open = account !== null;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="approve-dialog-title"
      aria-describedby="approve-dialog-description"
    >
      {account && (
        <>
          <DialogTitle id="approve-dialog-title">{t('admin.approvals.confirmTitle', { name: account.displayName })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id="approve-dialog-description">
                <Trans
                  i18nKey={account.role === 'pharmacy' ? 'admin.approvals.confirmPharmacy' : 'admin.approvals.confirmShipper'}
                  values={{ email: account.email }}
                  components={{ email: <bdi dir="ltr" /> }}
                />
              </DialogContentText>
              {error != null && <Alert severity="error">{errorMessage(t, error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button color="inherit" variant="outlined" onClick={onCancel} disabled={pending}>
              {t('admin.approvals.cancel')}
            </Button>
            <Button variant="contained" color="success" loading={pending} disabled={pending} onClick={() => onConfirm(account)}>
              {t('admin.approvals.approve')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
