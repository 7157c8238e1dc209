import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListEmptyState } from '../../../components/list/list-empty-state';
import { useTranslation } from '../../../lib/translation';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { OrderList } from '@pharmacy/shared/schemas/order';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../../components/query-boundary/skeleton-rows';
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

type StatusCounts = OrderList['counts'];

/** Sections with nothing in them are neither shown nor asked for. */
const sectionsToShow = (counts: StatusCounts | undefined) =>
  SECTIONS.filter((section) => (counts?.[section.status] ?? 0) > 0);

const filtersOf = (section: Section): OrderListFilters => ({
  status: section.status,
  sort: section.sort,
  limit: PAGE_SIZE,
});

function DeliverySection({
  section,
  count,
  detailsHref,
}: {
  section: Section;
  count: number;
  detailsHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const pages = useOrderList(filtersOf(section));
  const headingId = `deliveries-${section.status}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(`orders.shipper.sections.${section.status}`)} (<bdi dir="ltr">{count}</bdi>)
      </Typography>
      <QueryBoundary query={pages} loading={<Skeleton variant="rounded" height={120} />}>
        {(data) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            }}
          >
            {data.pages
              .flatMap((page) => page.items)
              .map((order) => (
                <ShipperDeliveryCard key={order.id} order={order} href={detailsHref(order.id)} />
              ))}
          </Box>
        )}
      </QueryBoundary>
      {pages.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            color="inherit"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
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

  return (
    <QueryBoundary
      query={head}
      loadingLabel={t('orders.desk.list.loading')}
      loading={<SkeletonRows count={2} height={120} />}
      isEmpty={(data) => sectionsToShow(data.pages[0]?.counts).length === 0}
      empty={
        <ListEmptyState title={t('orders.shipper.emptyTitle')} body={t('orders.shipper.emptyBody')} />
      }
    >
      {(data) => {
        const counts = data.pages[0]?.counts;
        return (
          <Stack spacing={4}>
            {sectionsToShow(counts).map((section) => (
              <DeliverySection
                key={section.status}
                section={section}
                count={counts?.[section.status] ?? 0}
                detailsHref={detailsHref}
              />
            ))}
          </Stack>
        );
      }}
    </QueryBoundary>
  );
}
