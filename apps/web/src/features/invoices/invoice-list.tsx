import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ListEmptyState } from '../../components/list/list-empty-state';
import { LoadMoreFooter } from '../../components/list/load-more-footer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/translation';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { invoiceExportUrl, useInvoiceList, type InvoiceListFilters } from '../../api/invoices';
import { InvoiceCards } from './invoice-cards';
import { ExportCsvButton } from '../../components/data-grid/export-csv-button';
import { errorCode } from '../../lib/api-errors';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import { InvoiceListFilters as Filters } from './invoice-list-filters';
import { INVOICE_SORTS, INVOICE_ZIP_MAX } from '@pharmacy/shared/invoices/constants';
import { INVOICE_TABS, InvoiceStatusTabs, tabFilters } from './invoice-status-tabs';
import { InvoicesTable } from './invoices-table';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 25;
const RESULTS_ID = 'invoice-results';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : undefined);

export interface InvoiceListProps {
  detailsHref: (id: string) => string;
  showSeller?: boolean;
  /** Shown when there is no invoice at all, e.g. a "New invoice" button. */
  emptyAction?: ReactNode;
}

/**
 * The invoices the reader may see: status tabs with counts, search (number or buyer), issue-date range, "load more"
 * and the CSV of the same filters. The filters live in the address, so Back from an invoice finds the same list.
 */
export function InvoiceList({ detailsHref, showSeller, emptyAction }: InvoiceListProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const tab = oneOf(INVOICE_TABS, params.get('status'));
  const sort = oneOf(INVOICE_SORTS, params.get('sort')) ?? 'newest';
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const qInput = params.get('q') ?? '';
  const q = useDebouncedValue(qInput.trim(), SEARCH_DEBOUNCE_MS);
  const filters: InvoiceListFilters = { ...tabFilters(tab), from, to, q: q || undefined, sort, limit: PAGE_SIZE };
  const pages = useInvoiceList(filters);
  const invoices = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const first = pages.data?.pages[0];
  const counts = first?.counts && { ...first.counts, credit_note: first.creditNotes?.count ?? 0 };
  const filtered = Boolean(q || tab || from || to);
  const exported = { ...tabFilters(tab), from, to, q: q || undefined, sort };

  const set = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Card>
      <InvoiceStatusTabs value={tab ?? ''} counts={counts} onChange={(next) => set('status', next || undefined)} panelId={RESULTS_ID} />
      {/* The filters take the width; the downloads sit beside them only on a very wide screen. */}
      <Stack direction={{ xs: 'column', xl: 'row' }} sx={{ alignItems: { xl: 'center' }, paddingInlineEnd: { xl: 2.5 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Filters
            q={qInput}
            from={from ?? ''}
            to={to ?? ''}
            onQ={(value) => set('q', value || undefined)}
            onFrom={(value) => set('from', value || undefined)}
            onTo={(value) => set('to', value || undefined)}
            sort={sort}
            onSort={(value) => set('sort', value === 'newest' ? undefined : value)}
            resultsId={RESULTS_ID}
          />
        </Box>
        <Box sx={{ px: { xs: 2, sm: 2.5, xl: 0 }, pb: { xs: 2, xl: 0 }, display: 'flex', justifyContent: { sm: 'flex-end' } }}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportCsvButton url={invoiceExportUrl(exported)} fileName="invoices.csv" label={t('invoices.list.csv')} failureText={t('invoices.list.csvFailed')} />
            <ExportCsvButton
              url={invoiceExportUrl(exported, 'zip')}
              fileName="invoices.zip"
              label={t('invoices.list.zip')}
              failureText={t('invoices.list.zipFailed')}
              reasonOf={(error) => (errorCode(error) === 'INVOICE_ZIP_TOO_MANY' ? t('invoices.list.zipTooMany', { max: INVOICE_ZIP_MAX }) : undefined)}
              icon={<FolderZipOutlinedIcon />}
            />
          </Stack>
        </Box>
      </Stack>
      {from && to && from > to && (
        <Alert severity="warning" sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
          {t('invoices.list.rangeBackwards')}
        </Alert>
      )}
      {/* Reserved height: the list does not jump when a newer filter starts loading. */}
      <LinearProgress
        sx={{ visibility: pages.isFetching && !pages.isFetchingNextPage && !pages.isPending ? 'visible' : 'hidden' }}
        aria-hidden
      />
      <div id={RESULTS_ID} role="region" aria-label={t('invoices.list.results')} aria-busy={pages.isFetching}>
        <QueryBoundary
          query={pages}
          sx={{ p: 3 }}
          loadingLabel={t('invoices.list.loading')}
          loading={<SkeletonRows count={4} height={52} />}
          isEmpty={() => invoices.length === 0}
          empty={
            <ListEmptyState
              title={t('invoices.list.emptyTitle')}
              body={filtered ? t('invoices.list.emptyFiltered') : t('invoices.list.emptyBody')}
              action={!filtered && emptyAction}
            />
          }
        >
          {() => (
            <>
              {phone ? (
                <InvoiceCards invoices={invoices} detailsHref={detailsHref} showSeller={showSeller} />
              ) : (
                <InvoicesTable invoices={invoices} detailsHref={detailsHref} showSeller={showSeller} />
              )}
              <LoadMoreFooter pages={pages} label={t('invoices.list.loadMore')} />
            </>
          )}
        </QueryBoundary>
      </div>
    </Card>
  );
}
