import type { FormEventHandler, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import { InvoiceErrorAlert } from './invoice-error-alert';

export interface InvoiceDialogProps {
  /** Unique per action: names the title and description for assistive technology. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  color?: ButtonProps['color'];
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
}

/** The frame of every invoice action: what it does, its error on top, back and confirm below. */
export function InvoiceDialog({ id, title, description, submitLabel, color = 'primary', pending, error, onClose, onSubmit, children }: InvoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <DialogContentText id={`${id}-description`}>{description}</DialogContentText>
          <InvoiceErrorAlert error={error} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" variant="outlined" onClick={onClose} disabled={pending}>
          {t('invoices.actions.back')}
        </Button>
        <Button type="submit" variant="contained" color={color} loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
