import { useSearchParams } from 'react-router';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { ListEmptyState } from '../../../components/list/list-empty-state';
import { LoadMoreFooter } from '../../../components/list/load-more-footer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/translation';
import { ORDER_STATUSES } from '@pharmacy/shared/orders/lifecycle';
import { ORDER_SORTS } from '@pharmacy/shared/schemas/order';
import { DELIVERY_TYPES, type DeliveryType } from '@pharmacy/shared/schemas/order-form';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../../components/query-boundary/skeleton-rows';
import { useOrderList } from '../../../api/orders';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { DeskListFilters, type OrderSort } from './desk-list-filters';
import { DeskOrderCards } from './desk-order-cards';
import { DeskOrdersTable } from './desk-orders-table';
import { DeskStatusTabs } from './desk-status-tabs';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 25;
const RESULTS_ID = 'desk-order-results';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export interface DeskOrderListProps {
  detailsHref: (id: string) => string;
  showPharmacy?: boolean;
}

/**
 * The pharmacy's (or an admin's) orders: status tabs with counts, search, delivery type, sort and "load more".
 * The filters live in the address, so an order opened and closed with Back finds the same list.
 */
export function DeskOrderList({ detailsHref, showPharmacy }: DeskOrderListProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const status = oneOf(ORDER_STATUSES, params.get('status'));
  const deliveryType = oneOf(DELIVERY_TYPES, params.get('delivery'));
  const sort = oneOf(ORDER_SORTS, params.get('sort')) ?? 'newest';
  const qInput = params.get('q') ?? '';
  const q = useDebouncedValue(qInput.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useOrderList({ status, q: q || undefined, deliveryType, sort, limit: PAGE_SIZE });
  const orders = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = pages.data?.pages[0]?.counts;

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
      <DeskStatusTabs
        value={status ?? ''}
        counts={counts}
        atLeast={pages.data?.pages[0]?.countsAtLeast}
        onChange={(next) => set('status', next || undefined)}
        panelId={RESULTS_ID}
      />
      <DeskListFilters
        q={qInput}
        deliveryType={deliveryType ?? ''}
        sort={sort}
        onQ={(value) => set('q', value || undefined)}
        onDeliveryType={(value: DeliveryType | '') => set('delivery', value || undefined)}
        onSort={(value: OrderSort) => set('sort', value === 'newest' ? undefined : value)}
        resultsId={RESULTS_ID}
      />
      {/* Reserved height: the list does not jump when a newer filter starts loading. */}
      <LinearProgress
        sx={{ visibility: pages.isFetching && !pages.isFetchingNextPage && !pages.isPending ? 'visible' : 'hidden' }}
        aria-hidden
      />
      <div id={RESULTS_ID} role="region" aria-label={t('orders.desk.list.results')} aria-busy={pages.isFetching}>
        <QueryBoundary
          query={pages}
          sx={{ p: 3 }}
          loadingLabel={t('orders.desk.list.loading')}
          loading={<SkeletonRows count={4} height={52} />}
          isEmpty={() => orders.length === 0}
          empty={
            <ListEmptyState
              title={t('orders.desk.list.emptyTitle')}
              body={q || status || deliveryType ? t('orders.desk.list.emptyFiltered') : t('orders.desk.list.emptyBody')}
            />
          }
        >
          {() => (
            <>
              {phone ? (
                <DeskOrderCards orders={orders} detailsHref={detailsHref} showPharmacy={showPharmacy} />
              ) : (
                <DeskOrdersTable orders={orders} detailsHref={detailsHref} showPharmacy={showPharmacy} />
              )}
              <LoadMoreFooter pages={pages} label={t('orders.desk.list.loadMore')} />
            </>
          )}
        </QueryBoundary>
      </div>
    </Card>
  );
}
