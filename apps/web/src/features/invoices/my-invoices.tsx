import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { InvoiceSummary } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import { useInvoiceList } from '../../api/invoices';
import { formatDay, formatEuros } from './invoice-format';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceNumber } from './invoice-number';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The customer's invoices, newest first. */
const MY_INVOICES_FILTERS = { limit: 20 } as const;

export interface MyInvoicesProps {
  /** Opens one, read-only. */
  onOpen: (id: string) => void;
}

function Row({ invoice, onOpen }: { invoice: InvoiceSummary; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <ListItemButton
      onClick={() => onOpen(invoice.id)}
      aria-label={t('invoices.my.open', { number: invoice.number ?? '' })}
      sx={{ borderRadius: 1, py: 1.25, flexDirection: 'column', alignItems: 'stretch', gap: 0.5, flex: 1, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="div" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          <InvoiceNumber number={invoice.number} kind={invoice.kind} />
        </Typography>
        <Typography variant="subtitle2" component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          <bdi dir="ltr">{formatEuros(invoice.grossCents, language)}</bdi>
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 0 }}>
          <bdi>{invoice.sellerName}</bdi> · {formatDay(invoice.issueDate, language)}
        </Typography>
        <InvoiceStatusChip status={invoice.status} kind={invoice.kind} />
      </Stack>
    </ListItemButton>
  );
}

/** "My invoices": what the pharmacies billed the customer (issued invoices and credit notes), a page at a time. */
export function MyInvoices({ onOpen }: MyInvoicesProps) {
  const { t } = useTranslation();
  const pages = useInvoiceList(MY_INVOICES_FILTERS);
  return (
    <QueryBoundary
      query={pages}
      loadingLabel={t('invoices.my.loading')}
      loading={<SkeletonRows count={2} height={64} />}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
          {t('invoices.my.empty')}
        </Typography>
      }
    >
      {(data) => (
        <Stack spacing={1.5}>
          <List aria-label={t('invoices.my.title')} disablePadding sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            {data.pages
              .flatMap((page) => page.items)
              .map((invoice) => (
                <Stack component="li" key={invoice.id} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <Row invoice={invoice} onOpen={onOpen} />
                  <InvoicePdfButton invoice={invoice} compact />
                </Stack>
              ))}
          </List>
          {pages.hasNextPage && (
            <Button variant="outlined" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {t('invoices.list.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </QueryBoundary>
  );
}

/** An order has one invoice and, if corrected, its credit note. */
const ORDER_DOCUMENTS_MAX = 10;

/** The invoice of one of the customer's orders and its credit notes (GET /api/invoices?orderId=), a button each; nothing before it is invoiced. */
export function MyOrderInvoiceButton({ orderId, onOpen }: { orderId: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const pages = useInvoiceList({ orderId, limit: ORDER_DOCUMENTS_MAX });
  const documents = pages.data?.pages[0]?.items ?? [];
  return documents.map((invoice) => (
    <Button key={invoice.id} variant="outlined" onClick={() => onOpen(invoice.id)}>
      {t(invoice.kind === 'credit_note' ? 'invoices.my.orderCreditNote' : 'invoices.my.orderInvoice', { number: invoice.number ?? '' })}
    </Button>
  ));
}
