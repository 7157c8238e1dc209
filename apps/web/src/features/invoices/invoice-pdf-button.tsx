import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Stack from '@mui/material/Stack';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { useTranslation } from '../../lib/translation';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { downloadFile } from '../../lib/download-file';

/** The PDF for everyone; the UBL e-invoice (Peppol) of an issued one to a business buyer. */
export type InvoiceFileFormat = 'pdf' | 'ubl';

/** The files of an issued invoice to a business (a VAT number): the PDF and, for its accounting software, the UBL. */
export const hasUbl = (invoice: Pick<Invoice, 'status' | 'buyer'>) => invoice.status !== 'draft' && invoice.buyer.vatNumber !== null;

/** The invoice's downloads, side by side: what a reader without actions (a customer, an admin) is offered. */
export function InvoiceFiles({ invoice }: { invoice: Invoice }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      <InvoicePdfButton invoice={invoice} />
      {hasUbl(invoice) && <InvoicePdfButton invoice={invoice} format="ubl" />}
    </Stack>
  );
}

/**
 * Downloads GET /api/invoices/:id/pdf (or /ubl) with the session cookie (lib/download-file: a refusal shows the server's
 * reason); the file is named by the server after the invoice number. `compact`: an icon link, e.g. beside a list row.
 */
export function InvoicePdfButton({ invoice, compact = false, format = 'pdf' }: { invoice: { id: string; number: string | null }; compact?: boolean; format?: InvoiceFileFormat }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const url = `/api/invoices/${encodeURIComponent(invoice.id)}/${format}`;
  const fileName = `${invoice.number ?? 'draft'}.${format === 'pdf' ? 'pdf' : 'xml'}`;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      enqueueSnackbar(`${t(format === 'pdf' ? 'invoices.actions.pdfFailed' : 'invoices.actions.ublFailed')} ${errorMessage(t, error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (compact) {
    // A link to the file (it works without the script too); the click fetches it, to show a refusal's reason.
    const label = t('invoices.actions.pdfOf', { number: invoice.number ?? '' });
    return (
      <Tooltip title={label}>
        <IconButton
          component="a"
          href={url}
          download={fileName}
          aria-label={label}
          aria-busy={busy}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            if (!busy) void download();
          }}
        >
          <PictureAsPdfOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={format === 'pdf' ? <PictureAsPdfOutlinedIcon /> : <CodeOutlinedIcon />}
      loading={busy}
      loadingPosition="start"
      disabled={busy}
      onClick={() => void download()}
    >
      {t(format === 'pdf' ? 'invoices.actions.pdf' : 'invoices.actions.ubl')}
    </Button>
  );
}
