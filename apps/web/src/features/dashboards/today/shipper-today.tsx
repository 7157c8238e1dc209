import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import type { DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import { paths } from '../../../config/paths';
import { TodayOrderList } from './today-order-list';
import { TodaySection } from './today-section';
import { TileGrid, TodayTile } from './today-tile';

/** A courier's today: the deliveries to do next, and what they picked up, delivered and could not deliver today. */
export function ShipperToday({ figures }: { figures: DashboardAppOf<'shipper'> }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <TileGrid columns={5}>
        <TodayTile
          label={t('dashboards.app.shipper.assigned')}
          value={figures.assigned}
          to={paths.dashboard.order.list}
        />
        <TodayTile label={t('dashboards.app.shipper.pickedUp')} value={figures.today.pickedUp} />
        <TodayTile label={t('dashboards.app.shipper.delivered')} value={figures.today.delivered} tone="success.main" />
        <TodayTile label={t('dashboards.app.shipper.failed')} value={figures.today.failed} tone="warning.main" />
        <TodayTile
          label={t('dashboards.app.unread')}
          value={figures.unreadMessages}
          to={paths.dashboard.chat.root}
          tone="primary.main"
        />
      </TileGrid>
      <TodaySection
        title={t('dashboards.app.shipper.nextTitle')}
        subtitle={t('dashboards.app.shipper.nextSubtitle')}
        more={{ to: paths.dashboard.order.list, label: t('dashboards.app.shipper.openList') }}
        empty={figures.next.length === 0 && t('dashboards.app.shipper.nextEmpty')}
      >
        <TodayOrderList orders={figures.next} hrefOf={(o) => paths.dashboard.order.details(o.id)} time="moved" />
      </TodaySection>
    </Stack>
  );
}
