import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { InvoiceSummary } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { useInvoiceList } from '../../api/invoices';
import { formatEuros } from './invoice-format';
import { InvoiceNumber } from './invoice-number';
import { InvoiceStatusChip } from './invoice-status-chip';

/** An order has one invoice and, if corrected, its credit note: a handful at most. */
const ORDER_INVOICES_LIMIT = 10;

export interface OrderInvoicesProps {
  orderId: string;
  /** Staff: the invoice's page. */
  hrefOf?: (id: string) => string;
  /** Customer: opens it in place (their area has no invoice page of its own). */
  onOpen?: (id: string) => void;
}

function Row({ invoice, hrefOf, onOpen }: { invoice: InvoiceSummary } & Omit<OrderInvoicesProps, 'orderId'>) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const link = hrefOf ? { component: RouterLink, to: hrefOf(invoice.id) } : { onClick: () => onOpen?.(invoice.id) };
  return (
    <li>
      <ListItemButton
        {...link}
        aria-label={t('invoices.my.open', { number: invoice.number ?? t('invoices.draftNumber') })}
        sx={{ borderRadius: 1, gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle2" component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          <InvoiceNumber number={invoice.number} kind={invoice.kind} />
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            <bdi dir="ltr">{formatEuros(invoice.grossCents, language)}</bdi>
          </Typography>
          <InvoiceStatusChip status={invoice.status} kind={invoice.kind} />
        </Stack>
      </ListItemButton>
    </li>
  );
}

/**
 * The invoice of one order and its credit notes (GET /api/invoices?orderId=), on the order's page. Nothing while it
 * loads or when there is none (the order is not handed over yet, or the reader may not see its draft).
 */
export function OrderInvoices({ orderId, hrefOf, onOpen }: OrderInvoicesProps) {
  const { t } = useTranslation();
  const pages = useInvoiceList({ orderId, limit: ORDER_INVOICES_LIMIT });
  const invoices = pages.data?.pages[0]?.items ?? [];
  if (invoices.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={`order-invoices-${orderId}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`order-invoices-${orderId}`} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('invoices.order.title')}
        </Typography>
        <List disablePadding aria-labelledby={`order-invoices-${orderId}`}>
          {invoices.map((invoice) => (
            <Row key={invoice.id} invoice={invoice} hrefOf={hrefOf} onOpen={onOpen} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
