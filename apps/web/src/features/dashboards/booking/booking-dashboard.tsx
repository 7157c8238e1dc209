import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import { dashboardCsvHref, useRangeDashboard } from '../../../api/dashboards';
import { ChartCard } from '../../../components/charts/chart-card';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { paths } from '../../../config/paths';
import { isolate } from '../../../lib/bidi';
import { formatTag } from '../../../lib/language-tags';
import { DashboardToolbar } from '../dashboard-toolbar';
import { LazyChart } from '../lazy-chart';
import { TotalsState } from '../totals-state';
import { TileGrid, TodayTile } from '../today/today-tile';
import { TodayRows } from '../today/today-section';
import { useDateRange } from '../use-date-range';
import { widgetState } from '../widget-state';

const HandoversChart = lazy(() => import('./booking-charts').then((m) => ({ default: m.HandoversChart })));

const HEIGHT = 260;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /dashboard/booking (issue 19): the pharmacy's handovers and its calendar over a range (every pharmacy's for an
 * admin): what waits to be collected or delivered now, collections, deliveries and slots per day, on-duty shifts and
 * the couriers' availability.
 */
export function BookingDashboard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [range, setRange] = useDateRange();
  const query = useRangeDashboard('booking', range);
  const figures = query.isError ? undefined : query.data;
  const tag = formatTag(language);
  const dayName = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Brussels',
  });
  const when = (value: string) =>
    DATE_ONLY.test(value) ? dayName.format(new Date(`${value}T00:00:00Z`)) : moment.format(new Date(value));
  const hours = (minutes: number) => t('dashboards.booking.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
  const nothing = (f: DashboardBooking) => f.perDay.every((d) => d.pickups + d.deliveries + d.slots === 0);
  const handovers = widgetState(query, nothing, t('dashboards.booking.perDay.empty'));
  const couriers = widgetState(
    query,
    (f) => f.perDay.every((d) => d.couriers === 0),
    t('dashboards.booking.couriers.empty'),
  );
  const duties = widgetState(
    query,
    (f) => f.onDuty.length === 0 && f.slotTimes.length === 0,
    t('dashboards.booking.duty.empty'),
  );

  return (
    <Stack spacing={3}>
      <DashboardToolbar
        range={range}
        onChange={setRange}
        error={query.error}
        csvHref={dashboardCsvHref('booking', range)}
      />
      {figures ? (
        <TileGrid label={t('dashboards.booking.totals')}>
          <TodayTile
            label={t('dashboards.booking.toCollect')}
            value={figures.waiting.toCollect}
            to={`${paths.dashboard.order.list}?status=ready&sort=oldest`}
          />
          <TodayTile
            label={t('dashboards.booking.toDeliver')}
            value={figures.waiting.toDeliver}
            to={`${paths.dashboard.order.list}?delivery=neighbour&sort=oldest`}
          />
          <TodayTile
            label={t('dashboards.booking.pickups')}
            value={figures.perDay.reduce((n, d) => n + d.pickups, 0)}
            hint={t('dashboards.booking.inPeriod')}
          />
          <TodayTile
            label={t('dashboards.booking.deliveries')}
            value={figures.perDay.reduce((n, d) => n + d.deliveries, 0)}
            hint={t('dashboards.booking.inPeriod')}
          />
        </TileGrid>
      ) : (
        <TotalsState title={t('dashboards.booking.totals')} query={query} />
      )}
      <Grid container spacing={3}>
        <Grid size={12}>
          <ChartCard
            title={t('dashboards.booking.perDay.title')}
            subtitle={t('dashboards.booking.perDay.subtitle')}
            state={handovers}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <HandoversChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ChartCard
            title={t('dashboards.booking.couriers.title')}
            subtitle={t('dashboards.booking.couriers.subtitle')}
            state={couriers}
            height={HEIGHT}
          >
            <Table size="small" aria-label={t('dashboards.booking.couriers.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('dashboards.booking.couriers.day')}</TableCell>
                  <TableCell align="right">{t('dashboards.booking.couriers.people')}</TableCell>
                  <TableCell align="right">{t('dashboards.booking.couriers.time')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {figures?.perDay
                  .filter((d) => d.couriers > 0)
                  .map((d) => (
                    <TableRow key={d.date}>
                      <TableCell>{dayName.format(new Date(`${d.date}T00:00:00Z`))}</TableCell>
                      <TableCell align="right">{d.couriers}</TableCell>
                      <TableCell align="right">{isolate(hours(d.availableMinutes))}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChartCard title={t('dashboards.booking.duty.title')} state={duties} height={HEIGHT}>
            <Typography variant="subtitle2" component="h4">
              {t('dashboards.booking.duty.shifts')}
            </Typography>
            <TodayRows>
              {figures?.onDuty.map((d) => (
                <li key={`${d.pharmacy}-${d.start}`}>
                  <Typography variant="body2">{d.pharmacy}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {DATE_ONLY.test(d.start)
                      ? t('dashboards.booking.duty.allDay', { day: when(d.start) })
                      : `${when(d.start)} – ${when(d.end)}`}
                  </Typography>
                </li>
              ))}
            </TodayRows>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
              {t('dashboards.booking.duty.slotTimes')}
            </Typography>
            <Typography variant="body2">
              {figures?.slotTimes.length
                ? figures.slotTimes
                    .map((s) => t('dashboards.booking.duty.slot', { time: s.time, count: s.slots }))
                    .join(' · ')
                : '–'}
            </Typography>
            <Link
              component={RouterLink}
              to={paths.dashboard.calendar}
              variant="body2"
              sx={{ mt: 2, display: 'inline-block' }}
            >
              {t('dashboards.booking.openCalendar')}
            </Link>
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
