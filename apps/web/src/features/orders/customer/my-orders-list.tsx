import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { OrderSummary } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../../components/query-boundary/skeleton-rows';
import { useOrderList } from '../../../api/orders';
import { formatDateTime, formatEuros } from '../shared/order-format';
import { OrderStatusChip } from '../shared/order-status-chip';

/** The customer's list: newest first, a page at a time (exported so a page can share its cache entry). */
export const MY_ORDERS_FILTERS = { sort: 'newest', limit: 20 } as const;

export interface MyOrdersListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** What to offer when there is no order yet (e.g. a link to the order form). */
  emptyAction?: ReactNode;
}

function OrderRow({
  order,
  selected,
  onSelect,
}: {
  order: OrderSummary;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(order.id)}
      sx={{ borderRadius: 1, alignItems: 'flex-start', py: 1.5, flexDirection: 'column', gap: 0.75 }}
    >
      <Stack direction="row" sx={{ width: '100%', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span" sx={{ fontFamily: 'monospace' }}>
          <bdi dir="ltr">{order.reference}</bdi>
        </Typography>
        <OrderStatusChip status={order.status} />
        <Typography variant="subtitle2" component="span" sx={{ ms: 'auto' }}>
          {order.totalCents === null ? (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {t('orders.my.notPriced')}
            </Typography>
          ) : (
            <bdi dir="ltr">{formatEuros(order.totalCents, language)}</bdi>
          )}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        <bdi>{order.pharmacy.name}</bdi>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <bdi>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
        </bdi>
        {' · '}
        {t(`orders.my.delivery.${order.deliveryType}`)}
        {' · '}
        {t('orders.my.lineCount', { count: order.lineCount })}
      </Typography>
    </ListItemButton>
  );
}

/** The customer's orders, newest first, a page at a time; live events refresh them (keys under ['orders']). */
export function MyOrdersList({ selectedId, onSelect, emptyAction }: MyOrdersListProps) {
  const { t } = useTranslation();
  const pages = useOrderList(MY_ORDERS_FILTERS);

  return (
    <QueryBoundary
      query={pages}
      loadingLabel={t('orders.my.loading')}
      loading={<SkeletonRows count={3} height={84} />}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="body1" sx={{ mb: 2 }}>
            {t('orders.my.empty')}
          </Typography>
          {emptyAction}
        </Box>
      }
    >
      {(data) => (
        <Stack spacing={1.5}>
          <List
            aria-label={t('orders.my.listLabel')}
            disablePadding
            sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            {data.pages
              .flatMap((page) => page.items)
              .map((order) => (
                <li key={order.id}>
                  <OrderRow order={order} selected={order.id === selectedId} onSelect={onSelect} />
                </li>
              ))}
          </List>
          {pages.hasNextPage && (
            <Button variant="outlined" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {t('orders.my.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </QueryBoundary>
  );
}
