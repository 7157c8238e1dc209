import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { InvoiceActions, type InvoiceAction } from './invoice-actions';
import { InvoiceFiles } from './invoice-pdf-button';
import { InvoiceDocument } from './invoice-document';
import { formatDay, formatEuros } from './invoice-format';
import { InvoiceStatusChip } from './invoice-status-chip';

export interface InvoiceDetailsProps {
  invoice: Invoice;
  /** Pharmacy staff act on it; an admin only reads it. */
  canManage: boolean;
  invoiceHref: (id: string) => string;
  editHref?: string;
  /** The order it bills, when the reader may open it. */
  orderHref?: string;
  onCredited?: (note: Invoice) => void;
  initialAction?: InvoiceAction;
}

/** The invoice as a document, beside what can be done with it now and where it stands. */
export function InvoiceDetails({ invoice, canManage, invoiceHref, editHref, orderHref, onCredited, initialAction }: InvoiceDetailsProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const issued = invoice.status !== 'draft' && invoice.kind === 'invoice';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 3 }} sx={{ order: { lg: 2 } }}>
        <Card component="section" aria-labelledby="invoice-state-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography id="invoice-state-title" variant="h6" component="h2">
                {t('invoices.details.state')}
              </Typography>
              <InvoiceStatusChip status={invoice.status} kind={invoice.kind} size="medium" />
            </Stack>
            <Stack spacing={2}>
              <Typography variant="body2" sx={{ color: invoice.status === 'overdue' ? 'error.main' : 'text.secondary' }}>
                {t(`invoices.details.explain.${invoice.status}`, {
                  amount: formatEuros(invoice.totals.grossCents, language),
                  due: formatDay(invoice.dueDate, language),
                })}
              </Typography>
              {canManage ? (
                <InvoiceActions invoice={invoice} editHref={editHref} onCredited={onCredited} initial={initialAction} />
              ) : (
                <>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('invoices.details.readOnly')}
                  </Typography>
                  <InvoiceFiles invoice={invoice} />
                </>
              )}
              {issued && canManage && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('invoices.details.creditHint')}
                </Typography>
              )}
              {orderHref && invoice.orderId && (
                <Link component={RouterLink} to={orderHref} variant="body2">
                  {t('invoices.details.openOrder')}
                </Link>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 9 }} sx={{ order: { lg: 1 } }}>
        <InvoiceDocument invoice={invoice} invoiceHref={invoiceHref} />
      </Grid>
    </Grid>
  );
}
