import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { errorMessage } from '../../../lib/api-errors';
import { useOrderList, type OrderListFilters } from '../../../api/orders';
import { ShipperDeliveryCard } from './shipper-delivery-card';

interface Section {
  status: OrderStatus;
  sort: NonNullable<OrderListFilters['sort']>;
}

/**
 * The courier's day in the order they work it: parcels waiting at the pharmacy (oldest first), then those on the
 * way, then those still being prepared, then the history (most recent first).
 */
const SECTIONS: readonly Section[] = [
  { status: 'ready', sort: 'oldest' },
  { status: 'out_for_delivery', sort: 'oldest' },
  { status: 'preparing', sort: 'oldest' },
  { status: 'accepted', sort: 'oldest' },
  { status: 'delivery_failed', sort: 'updated' },
  { status: 'delivered', sort: 'updated' },
  { status: 'cancelled', sort: 'updated' },
];
const PAGE_SIZE = 10;

const filtersOf = (section: Section): OrderListFilters => ({ status: section.status, sort: section.sort, limit: PAGE_SIZE });

function DeliverySection({ section, count, detailsHref }: { section: Section; count: number; detailsHref: (id: string) => string }) {
  const { t } = useTranslation();
  const pages = useOrderList(filtersOf(section));
  const orders = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `deliveries-${section.status}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(`orders.shipper.sections.${section.status}`)} (<bdi dir="ltr">{count}</bdi>)
      </Typography>
      {pages.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : pages.isError && orders.length === 0 ? (
        <Alert severity="error">{errorMessage(t, pages.error)}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {orders.map((order) => (
            <ShipperDeliveryCard key={order.id} order={order} href={detailsHref(order.id)} />
          ))}
        </Box>
      )}
      {pages.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" color="inherit" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('orders.desk.list.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export interface ShipperDeliveriesProps {
  detailsHref: (id: string) => string;
}

/** "My deliveries": only the orders assigned to the signed-in shipper, by section; empty sections are not asked for. */
export function ShipperDeliveries({ detailsHref }: ShipperDeliveriesProps) {
  const { t } = useTranslation();
  // The first section's answer carries the counts of every status: they decide which other sections to load.
  const head = useOrderList(filtersOf(SECTIONS[0]));
  const counts = head.data?.pages[0]?.counts;

  if (head.isPending) {
    return (
      <Stack spacing={2} aria-busy aria-label={t('orders.desk.list.loading')}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (head.isError || !counts) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void head.refetch()}>
            {t('orders.desk.retry')}
          </Button>
        }
      >
        {errorMessage(t, head.error)}
      </Alert>
    );
  }
  const shown = SECTIONS.filter((section) => (counts[section.status] ?? 0) > 0);
  if (shown.length === 0) {
    return (
      <Stack spacing={1} role="status" sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          {t('orders.shipper.emptyTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {t('orders.shipper.emptyBody')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={4}>
      {shown.map((section) => (
        <DeliverySection key={section.status} section={section} count={counts[section.status] ?? 0} detailsHref={detailsHref} />
      ))}
    </Stack>
  );
}
