import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from '../../lib/translation';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { CreditNoteDialog, PayDialog, SendDialog } from './invoice-action-dialogs';
import { hasUbl, InvoicePdfButton } from './invoice-pdf-button';

export type InvoiceAction = 'send' | 'pay' | 'credit';
type Action = InvoiceAction;

/** What the pharmacy may do now, by status: a draft is edited and sent, an unpaid one paid, an issued one credited. */
export function invoiceActions(invoice: Invoice): Action[] {
  if (invoice.status === 'draft') return ['send'];
  if (invoice.kind === 'credit_note') return [];
  if (invoice.status === 'credited') return [];
  return invoice.status === 'sent' || invoice.status === 'overdue' ? ['pay', 'credit'] : ['credit'];
}

export interface InvoiceActionsProps {
  invoice: Invoice;
  /** The draft's editor, for those who may use it. */
  editHref?: string;
  /** After a credit note is made, e.g. open it. */
  onCredited?: (note: Invoice) => void;
  /** A dialog to open at once (e.g. the credit note, from the editor of an issued invoice), if allowed now. */
  initial?: InvoiceAction;
}

/** One button per action allowed now; each asks for confirmation (and the payment's method and day) in a dialog. */
export function InvoiceActions({ invoice, editHref, onCredited, initial }: InvoiceActionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const actions = invoiceActions(invoice);
  const [open, setOpen] = useState<Action | null>(initial && actions.includes(initial) ? initial : null);
  const done = (updated: Invoice) => {
    const action = open;
    setOpen(null);
    enqueueSnackbar(t(`invoices.done.${action}`, { number: updated.number ?? '' }), { variant: 'success' });
    if (action === 'credit') onCredited?.(updated);
  };

  if (actions.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {invoice.kind === 'credit_note' ? t('invoices.actions.noneCredit') : invoice.status === 'credited' ? t('invoices.actions.noneCredited') : t('invoices.actions.nonePaid')}
        </Typography>
        <InvoicePdfButton invoice={invoice} />
        {hasUbl(invoice) && <InvoicePdfButton invoice={invoice} format="ubl" />}
      </Stack>
    );
  }
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {invoice.status === 'draft' && editHref && (
          <Button component={RouterLink} to={editHref} variant="outlined" startIcon={<EditOutlinedIcon />}>
            {t('invoices.actions.edit')}
          </Button>
        )}
        {actions.includes('send') && (
          <Button variant="contained" onClick={() => setOpen('send')}>
            {t('invoices.actions.send')}
          </Button>
        )}
        {actions.includes('pay') && (
          <Button variant="contained" color="success" onClick={() => setOpen('pay')}>
            {t('invoices.actions.pay')}
          </Button>
        )}
        {actions.includes('credit') && (
          <Button variant="outlined" color="error" onClick={() => setOpen('credit')}>
            {t('invoices.actions.credit')}
          </Button>
        )}
        <InvoicePdfButton invoice={invoice} />
        {hasUbl(invoice) && <InvoicePdfButton invoice={invoice} format="ubl" />}
      </Stack>
      {open === 'send' && <SendDialog invoice={invoice} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'pay' && <PayDialog invoice={invoice} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'credit' && <CreditNoteDialog invoice={invoice} onClose={() => setOpen(null)} onDone={done} />}
    </>
  );
}
