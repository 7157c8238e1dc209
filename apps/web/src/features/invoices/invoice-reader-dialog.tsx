import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/translation';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { useInvoice } from '../../api/invoices';
import { InvoiceDocument } from './invoice-document';
import { InvoiceFiles } from './invoice-pdf-button';
import { InvoiceNotFound, isInvoiceMissing } from './invoice-not-found';

export interface InvoiceReaderDialogProps {
  invoiceId: string;
  onClose: () => void;
  /** Opens another invoice (a credit note's corrected invoice) in the same dialog. */
  invoiceHref?: (id: string) => string;
}

/** A customer reads one of their invoices, as its document; full screen on a phone. */
export function InvoiceReaderDialog({ invoiceId, onClose, invoiceHref }: InvoiceReaderDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invoice = useInvoice(invoiceId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="invoice-reader-title">
      <DialogTitle id="invoice-reader-title">
        {invoice.data?.number ? <bdi dir="ltr">{invoice.data.number}</bdi> : t('invoices.my.title')}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <QueryBoundary
          query={invoice}
          loadingLabel={t('invoices.details.loading')}
          loading={<Skeleton variant="rounded" height={420} />}
          renderError={(error) => (isInvoiceMissing(error) ? <InvoiceNotFound /> : undefined)}
        >
          {(found) => (
            <Stack spacing={2}>
              <InvoiceFiles invoice={found} />
              <InvoiceDocument invoice={found} invoiceHref={invoiceHref} />
            </Stack>
          )}
        </QueryBoundary>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('invoices.my.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
