import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { ORDER_TEXT_MAX } from '@pharmacy/shared/schemas/order-form';
import { translateFieldMessage } from '../../../lib/api-errors';
import { ApiRequestError } from '../../../lib/api-client';
import { useTransitionOrder } from '../../../api/orders';
import { OrderErrorAlert } from '../shared/order-error-alert';

export interface CancelOrderDialogProps {
  orderId: string;
  reference: string;
  open: boolean;
  onClose: () => void;
}

/** The customer cancels while the lifecycle allows it (submitted or accepted), after saying yes once more. */
export function CancelOrderDialog({ orderId, reference, open, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const transition = useTransitionOrder(orderId);
  const fieldError = transition.error instanceof ApiRequestError ? transition.error.data.fields?.reason : undefined;
  const close = () => {
    if (transition.isPending) return;
    transition.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="cancel-order-title">
      <DialogTitle id="cancel-order-title">{t('orders.my.cancel.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('orders.my.cancel.confirm')} <bdi dir="ltr">{reference}</bdi>
          </DialogContentText>
          <TextField
            label={t('orders.my.cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(fieldError)}
            helperText={translateFieldMessage(t, fieldError) ?? t('orders.my.cancel.reasonHint')}
            slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
          />
          {!fieldError && <OrderErrorAlert error={transition.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={transition.isPending}>
          {t('orders.my.cancel.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={transition.isPending}
          onClick={() =>
            transition.mutate(
              { action: 'cancel', reason: reason.trim() || undefined },
              {
                onSuccess: () => {
                  setReason('');
                  onClose();
                },
              },
            )
          }
        >
          {t('orders.my.cancel.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
