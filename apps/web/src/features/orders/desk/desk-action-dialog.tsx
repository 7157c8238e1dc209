import type { FormEventHandler, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { OrderErrorAlert } from '../shared/order-error-alert';

export interface DeskActionDialogProps {
  /** Unique per action: names the title and description for assistive technology. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  color?: ButtonProps['color'];
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: DialogProps['maxWidth'];
  /** The action cannot succeed yet (the dialog says why). */
  submitDisabled?: boolean;
  children?: ReactNode;
}

/** The frame of every order action: a small form in a dialog, its error on top, cancel and confirm below. */
export function DeskActionDialog({
  id,
  title,
  description,
  submitLabel,
  color = 'primary',
  pending,
  error,
  onClose,
  onSubmit,
  maxWidth = 'sm',
  submitDisabled = false,
  children,
}: DeskActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {description && <DialogContentText id={`${id}-description`}>{description}</DialogContentText>}
          <OrderErrorAlert error={error} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" variant="outlined" onClick={onClose} disabled={pending}>
          {t('orders.desk.dialog.back')}
        </Button>
        <Button type="submit" variant="contained" color={color} loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
