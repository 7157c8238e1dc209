import { lazy } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { dashboardCsvHref, useRangeDashboard } from '../../../api/dashboards';
import { ChartCard } from '../../../components/charts/chart-card';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';
import { DashboardToolbar } from '../dashboard-toolbar';
import { LazyChart } from '../lazy-chart';
import { TotalsState } from '../totals-state';
import { useDateRange } from '../use-date-range';
import { widgetState } from '../widget-state';
import { AnalyticsTiles, LeadTimes } from './analytics-tiles';

const PerDayChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.PerDayChart })));
const PerHourChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.PerHourChart })));
const PrescriptionChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.PrescriptionChart })));

const HEIGHT = 260;

/**
 * /dashboard/analytics (issue 19): the orders placed at the person's pharmacy (every pharmacy for an admin) over a
 * range, against the period just before: per day and hour, by prescription type, lead times and the rates that
 * say how the desk did (rejections, substitutions, failed deliveries).
 */
export function AnalyticsDashboard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [range, setRange] = useDateRange();
  const query = useRangeDashboard('analytics', range);
  const figures = query.isError ? undefined : query.data;
  const day = new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (d: string) => day.format(new Date(`${d}T00:00:00Z`));
  const noOrders = (f: NonNullable<typeof figures>) => f.current.orders === 0;
  const perDay = widgetState(query, noOrders, t('dashboards.analytics.perDay.empty'));
  const perHour = widgetState(query, noOrders, t('dashboards.analytics.hours.empty'));
  const prescription = widgetState(query, noOrders, t('dashboards.analytics.prescription.empty'));

  return (
    <Stack spacing={3}>
      <DashboardToolbar
        range={range}
        onChange={setRange}
        error={query.error}
        csvHref={dashboardCsvHref('analytics', range)}
      />
      {figures ? (
        <>
          <AnalyticsTiles figures={figures} />
          <LeadTimes figures={figures} />
        </>
      ) : (
        <TotalsState title={t('dashboards.analytics.totals')} query={query} />
      )}
      <Grid container spacing={3}>
        <Grid size={12}>
          <ChartCard
            title={t('dashboards.analytics.perDay.title')}
            subtitle={
              figures
                ? t('dashboards.analytics.perDay.subtitle', {
                    from: date(figures.range.from),
                    to: date(figures.range.to),
                    before: date(figures.previousRange.from),
                  })
                : undefined
            }
            state={perDay}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <PerDayChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ChartCard
            title={t('dashboards.analytics.hours.title')}
            subtitle={t('dashboards.analytics.hours.subtitle')}
            state={perHour}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <PerHourChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChartCard title={t('dashboards.analytics.prescription.title')} state={prescription} height={HEIGHT}>
            {figures && (
              <LazyChart height={HEIGHT}>
                <PrescriptionChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
