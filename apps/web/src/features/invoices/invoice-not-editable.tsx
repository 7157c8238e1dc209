import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';

export interface InvoiceNotEditableProps {
  invoice: Invoice;
  backHref: string;
  /** The invoice page with the credit note dialog open. */
  creditHref: string;
}

/** /edit of an issued invoice: why it cannot change (the API's INVOICE_ISSUED rule) and the way to correct it. */
export function InvoiceNotEditable({ invoice, backHref, creditHref }: InvoiceNotEditableProps) {
  const { t } = useTranslation();
  const creditable = invoice.kind === 'invoice';
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('invoices.refusal.INVOICE_ISSUED')}</AlertTitle>
      {creditable ? t('invoices.edit.issuedBody', { number: invoice.number ?? '' }) : t('invoices.edit.creditNoteBody')}
      <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>
        {creditable && (
          <Button component={RouterLink} to={creditHref} variant="contained" color="inherit" size="small">
            {t('invoices.edit.toCredit')}
          </Button>
        )}
        <Button component={RouterLink} to={backHref} variant="outlined" color="inherit" size="small">
          {t('invoices.edit.backToInvoice')}
        </Button>
      </Stack>
    </Alert>
  );
}
