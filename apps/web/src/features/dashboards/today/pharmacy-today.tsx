import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { paths } from '../../../config/paths';
import { isolate } from '../../../lib/bidi';
import { timeAgo } from '../../../lib/time-ago';
import { TodayOrderList } from './today-order-list';
import { TodayRows, TodaySection } from './today-section';
import { TileGrid, TodayTile } from './today-tile';

/** The order desk on one status, oldest first: what the tile counts, in the order to work through it. */
const deskHref = (status: string) =>
  `${paths.dashboard.order.list}?${new URLSearchParams({ status, sort: 'oldest' }).toString()}`;

/** A pharmacist's today: the desk per status, what is under way, messages, stock alerts and today's counts. */
export function PharmacyToday({ figures }: { figures: DashboardAppOf<'pharmacy'> }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const onDuty = figures.pharmacies.filter((p) => p.onDutyToday);
  const waiting = figures.desk.reduce((n, d) => n + d.count, 0);

  return (
    <Stack spacing={3}>
      {onDuty.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {onDuty.map((p) => (
            <Link
              key={p.id}
              component={RouterLink}
              to={paths.dashboard.calendar}
              underline="hover"
              variant="body2"
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 4,
                bgcolor: 'warning.main',
                color: 'warning.contrastText',
                fontWeight: 600,
              }}
            >
              {p.onDutyToday?.start && p.onDutyToday.end
                ? t('dashboards.app.pharmacy.onDutyHours', {
                    name: p.name,
                    start: p.onDutyToday.start,
                    end: p.onDutyToday.end,
                  })
                : t('dashboards.app.pharmacy.onDutyDay', { name: p.name })}
            </Link>
          ))}
        </Stack>
      )}
      <TileGrid label={t('dashboards.app.pharmacy.deskTitle')}>
        {figures.desk.map((d) => (
          <TodayTile
            label={t(`dashboards.app.desk.${d.status}`)}
            value={d.count}
            to={deskHref(d.status)}
            hint={
              d.oldestAt
                ? t('dashboards.app.oldestWaiting', { ago: timeAgo(d.oldestAt, language) })
                : t('dashboards.app.noneWaiting')
            }
          />
        ))}
        {figures.underway.map((d) => (
          <TodayTile
            label={t(`dashboards.app.status.${d.status}`)}
            value={d.count}
            to={deskHref(d.status)}
            tone={d.status === 'delivery_failed' ? 'warning.main' : undefined}
          />
        ))}
        <TodayTile
          label={t('dashboards.app.unread')}
          value={figures.unreadMessages}
          to={paths.dashboard.chat.root}
          tone="primary.main"
        />
        <TodayTile
          label={t('dashboards.app.pharmacy.received')}
          value={figures.today.received}
          hint={t('dashboards.app.pharmacy.handedOver', {
            handed: figures.today.handedOver,
            rejected: figures.today.rejected,
          })}
        />
      </TileGrid>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '7fr 5fr' } }}>
        <TodaySection
          title={t('dashboards.app.pharmacy.oldestTitle')}
          subtitle={t('dashboards.app.pharmacy.oldestSubtitle', { count: waiting })}
          more={{ to: `${paths.dashboard.order.list}?sort=oldest`, label: t('dashboards.app.pharmacy.openDesk') }}
          empty={figures.oldest.length === 0 && t('dashboards.app.pharmacy.oldestEmpty')}
        >
          <TodayOrderList orders={figures.oldest} hrefOf={(o) => paths.dashboard.order.details(o.id)} time="placed" />
        </TodaySection>
        <TodaySection
          title={t('dashboards.app.pharmacy.stockTitle')}
          subtitle={t('dashboards.app.pharmacy.stockSubtitle', { out: figures.stock.out, low: figures.stock.low })}
          more={{ to: `${paths.dashboard.eCommerce.list}?tab=lowStock`, label: t('dashboards.app.pharmacy.openStock') }}
          empty={figures.stock.lowest.length === 0 && t('dashboards.app.pharmacy.stockEmpty')}
        >
          <TodayRows>
            {figures.stock.lowest.map((p) => (
              <li key={p.slug}>
                <Link component={RouterLink} to={paths.dashboard.product.edit(p.slug)} variant="body2">
                  {p.name}
                </Link>
                <Typography variant="body2" sx={{ color: p.quantity === 0 ? 'error.main' : 'text.secondary' }}>
                  {p.quantity === 0
                    ? t('dashboards.app.pharmacy.none')
                    : isolate(t('dashboards.app.pharmacy.left', { count: p.quantity }))}
                </Typography>
              </li>
            ))}
          </TodayRows>
        </TodaySection>
      </Box>
    </Stack>
  );
}
