import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import type { DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { paths } from '../../../config/paths';
import { timeAgo } from '../../../lib/time-ago';
import { TileGrid, TodayTile } from './today-tile';

const pendingHref = (role: 'pharmacy' | 'shipper') =>
  `${paths.dashboard.user.list}?${new URLSearchParams({ status: 'pending', role }).toString()}`;

/** An admin's today: accounts to approve, the platform's health (e-mail outbox, server errors) and today's volume. */
export function AdminToday({ figures }: { figures: DashboardAppOf<'admin'> }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const oldest = figures.pending.oldestAt
    ? t('dashboards.app.oldestWaiting', { ago: timeAgo(figures.pending.oldestAt, language) })
    : t('dashboards.app.noneWaiting');
  const outboxHint = figures.outbox.oldestPendingAt
    ? t('dashboards.app.oldestWaiting', { ago: timeAgo(figures.outbox.oldestPendingAt, language) })
    : t('dashboards.app.admin.outboxClear');
  const tiles = (
    label: string,
    items: { key: string; label: string; value: number; hint?: string; to?: string; tone?: string }[],
  ) => (
    <TileGrid label={label}>
      {items.map(({ key, ...tile }) => (
        <TodayTile key={key} {...tile} />
      ))}
    </TileGrid>
  );
  return (
    <Stack spacing={3}>
      {tiles(t('dashboards.app.admin.approvals'), [
        {
          key: 'pharmacy',
          label: t('dashboards.app.admin.pendingPharmacies'),
          value: figures.pending.pharmacy,
          hint: oldest,
          to: pendingHref('pharmacy'),
          tone: 'warning.main',
        },
        {
          key: 'shipper',
          label: t('dashboards.app.admin.pendingShippers'),
          value: figures.pending.shipper,
          to: pendingHref('shipper'),
          tone: 'warning.main',
        },
        {
          key: 'outbox',
          label: t('dashboards.app.admin.outboxPending'),
          value: figures.outbox.pending,
          hint: outboxHint,
        },
        {
          key: 'failed',
          label: t('dashboards.app.admin.outboxFailed'),
          value: figures.outbox.failed,
          tone: 'error.main',
        },
      ])}
      {tiles(t('dashboards.app.admin.todayTitle'), [
        {
          key: 'orders',
          label: t('dashboards.app.admin.orders'),
          value: figures.today.orders,
          to: paths.dashboard.order.list,
        },
        { key: 'deliveries', label: t('dashboards.app.admin.deliveries'), value: figures.today.deliveries },
        {
          key: 'invoices',
          label: t('dashboards.app.admin.invoices'),
          value: figures.today.invoices,
          to: paths.dashboard.invoice.list,
        },
        {
          key: 'signUps',
          label: t('dashboards.app.admin.signUps'),
          value: figures.today.signUps,
          to: `${paths.dashboard.user.list}?sort=-createdAt`,
        },
      ])}
      {tiles(t('dashboards.app.admin.serverTitle'), [
        {
          key: 'errors',
          label: t('dashboards.app.admin.serverErrors'),
          value: figures.server.serverErrors,
          hint: t('dashboards.app.admin.since', { ago: timeAgo(figures.server.startedAt, language) }),
          tone: 'error.main',
        },
      ])}
    </Stack>
  );
}
