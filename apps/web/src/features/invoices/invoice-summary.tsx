import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { InvoiceList } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { useInvoiceList } from '../../api/invoices';
import { formatEuros } from './invoice-format';
import { INVOICE_STATUS_COLORS } from './invoice-status-chip';
import type { InvoiceTab } from './invoice-status-tabs';

/** The whole of what the reader may see, unfiltered: one row is enough, the totals come with it. */
const SUMMARY_FILTERS = { limit: 1 } as const;

/** The cards, in the order an accountant reads them: what is owed, what is late, what came in, what is not issued. */
const CARDS = ['sent', 'overdue', 'paid', 'draft'] as const satisfies readonly InvoiceTab[];

function figures(list: InvoiceList | undefined, card: (typeof CARDS)[number]) {
  return { count: list?.counts?.[card], cents: list?.amounts?.[card] };
}

export interface InvoiceSummaryProps {
  /** The list page with its tab open, e.g. `/dashboard/invoice/list?status=overdue`. */
  tabHref: (tab: InvoiceTab) => string;
}

/**
 * The invoice root's totals by status (VAT included): awaiting payment, overdue, paid and drafts, each with how many
 * invoices it holds and a link to that tab of the list. Credit notes are counted apart, under the cards.
 */
export function InvoiceSummary({ tabHref }: InvoiceSummaryProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const pages = useInvoiceList(SUMMARY_FILTERS);
  const list = pages.data?.pages[0];
  const creditNotes = list?.creditNotes;
  // The list under the cards asks the same server and shows its error with a retry; the cards just step aside.
  if (pages.isError) return null;
  return (
    <section aria-label={t('invoices.summary.label')}>
      <Grid container spacing={2}>
        {CARDS.map((card) => {
          const { count, cents } = figures(list, card);
          const color = INVOICE_STATUS_COLORS[card];
          return (
            <Grid key={card} size={{ xs: 6, md: 3 }}>
              <Card sx={{ height: '100%', borderTop: 3, borderColor: color === 'default' ? 'divider' : `${color}.main` }}>
                <CardActionArea component={RouterLink} to={tabHref(card)} sx={{ p: { xs: 1.75, sm: 2.5 }, height: '100%' }}>
                  <Typography variant="body2" component="h2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                    {t(`invoices.summary.${card}`)}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {cents === undefined ? <Skeleton width="70%" /> : <bdi dir="ltr">{formatEuros(cents, language)}</bdi>}
                  </Typography>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {count === undefined ? <Skeleton width="40%" /> : t('invoices.summary.count', { count })}
                  </Typography>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {creditNotes && creditNotes.count > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {t('invoices.summary.creditNotes', { count: creditNotes.count })}{' '}
          <bdi dir="ltr">{formatEuros(creditNotes.grossCents, language)}</bdi>
        </Typography>
      )}
    </section>
  );
}
