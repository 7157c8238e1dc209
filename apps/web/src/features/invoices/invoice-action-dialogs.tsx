import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { PAYMENT_METHODS } from '@pharmacy/shared/invoices/constants';
import type { Invoice, PaymentMethod } from '@pharmacy/shared/schemas/invoice';
import { ApiRequestError } from '../../lib/api-client';
import { translateFieldMessage } from '../../lib/api-errors';
import { useCreditInvoice, usePayInvoice, useSendInvoice } from '../../api/invoices';
import { InvoiceDialog } from './invoice-dialog';
import { todayInBrussels } from './invoice-format';

export interface InvoiceActionDialogProps {
  invoice: Invoice;
  onClose: () => void;
  onDone: (invoice: Invoice) => void;
}

const label = (invoice: Invoice, draft: string) => invoice.number ?? draft;

/** Issue the draft: it takes the next number of the series and can no longer be edited. */
export function SendDialog({ invoice, onClose, onDone }: InvoiceActionDialogProps) {
  const { t } = useTranslation();
  const send = useSendInvoice(invoice.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(undefined, { onSuccess: onDone });
  };
  return (
    <InvoiceDialog
      id="invoice-send"
      title={t('invoices.dialogs.send.title')}
      description={invoice.buyer.email ? t('invoices.dialogs.send.descriptionEmail', { email: invoice.buyer.email }) : t('invoices.dialogs.send.description')}
      submitLabel={t('invoices.actions.send')}
      pending={send.isPending}
      error={send.error}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}

/** Record the payment of a sent or overdue invoice: the method and the day (today unless told otherwise). */
export function PayDialog({ invoice, onClose, onDone }: InvoiceActionDialogProps) {
  const { t } = useTranslation();
  const pay = usePayInvoice(invoice.id);
  const today = todayInBrussels();
  const [method, setMethod] = useState<PaymentMethod>(invoice.structuredCommunication ? 'transfer' : 'card');
  const [paidOn, setPaidOn] = useState(today);
  const fields = pay.error instanceof ApiRequestError ? pay.error.data.fields : undefined;
  const dateError = !paidOn ? 'validation.required' : fields?.paidOn;
  const methodError = fields?.method;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!paidOn) return;
    pay.mutate({ method, paidOn }, { onSuccess: onDone });
  };
  // A field's own message is shown beside it; the alert keeps the server's sentence (why the date is refused).
  return (
    <InvoiceDialog
      id="invoice-pay"
      title={t('invoices.dialogs.pay.title', { number: label(invoice, t('invoices.draftNumber')) })}
      description={t('invoices.dialogs.pay.description')}
      submitLabel={t('invoices.actions.pay')}
      color="success"
      pending={pay.isPending}
      error={pay.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        select
        required
        label={t('invoices.dialogs.pay.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        error={Boolean(methodError)}
        helperText={translateFieldMessage(t, methodError)}
      >
        {PAYMENT_METHODS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`invoices.method.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        required
        label={t('invoices.dialogs.pay.paidOn')}
        value={paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
        error={Boolean(dateError && (fields?.paidOn || !paidOn))}
        helperText={dateError && (fields?.paidOn || !paidOn) ? translateFieldMessage(t, dateError) : t('invoices.dialogs.pay.paidOnHint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: invoice.issueDate ?? undefined } }}
      />
    </InvoiceDialog>
  );
}

/** Correct an issued invoice by a credit note for all of it; the invoice itself is never changed. */
export function CreditNoteDialog({ invoice, onClose, onDone }: InvoiceActionDialogProps) {
  const { t } = useTranslation();
  const credit = useCreditInvoice(invoice.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    credit.mutate(undefined, { onSuccess: onDone });
  };
  return (
    <InvoiceDialog
      id="invoice-credit"
      title={t('invoices.dialogs.credit.title', { number: label(invoice, t('invoices.draftNumber')) })}
      description={t('invoices.dialogs.credit.description')}
      submitLabel={t('invoices.dialogs.credit.confirm')}
      color="error"
      pending={credit.isPending}
      error={credit.error}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
