import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { dashboardCsvHref, useRangeDashboard } from '../../../api/dashboards';
import { ChartCard } from '../../../components/charts/chart-card';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { paths } from '../../../config/paths';
import { isolate } from '../../../lib/bidi';
import { formatTag } from '../../../lib/language-tags';
import { formatEuros } from '../../../lib/money';
import { DashboardToolbar } from '../dashboard-toolbar';
import { LazyChart } from '../lazy-chart';
import { TotalsState } from '../totals-state';
import { TileGrid, TodayTile } from '../today/today-tile';
import { TodayRows } from '../today/today-section';
import { useDateRange } from '../use-date-range';
import { widgetState } from '../widget-state';

const SalesChart = lazy(() => import('./ecommerce-charts').then((m) => ({ default: m.SalesChart })));

const HEIGHT = 260;

/**
 * /dashboard/ecommerce (issue 19): the pharmacy's shop over a range (every pharmacy's for an admin): sales and the
 * average basket, how many checkouts were completed, carts waiting now, sales per day and per payment, the best
 * sellers and what is running out.
 */
export function EcommerceDashboard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [range, setRange] = useDateRange();
  const query = useRangeDashboard('ecommerce', range);
  const figures = query.isError ? undefined : query.data;
  const euros = (cents: number) => isolate(formatEuros(cents, language));
  const percent = new Intl.NumberFormat(formatTag(language), { style: 'percent', maximumFractionDigits: 1 });
  const perDay = widgetState(query, (f) => f.sales.orders === 0, t('dashboards.ecommerce.perDay.empty'));
  const top = widgetState(query, (f) => f.topProducts.length === 0, t('dashboards.ecommerce.top.empty'));
  const payments = widgetState(query, (f) => f.sales.orders === 0, t('dashboards.ecommerce.payments.empty'));

  return (
    <Stack spacing={3}>
      <DashboardToolbar
        range={range}
        onChange={setRange}
        error={query.error}
        csvHref={dashboardCsvHref('ecommerce', range)}
      />
      {figures ? (
        <TileGrid label={t('dashboards.ecommerce.totals')}>
          <TodayTile
            label={t('dashboards.ecommerce.sales')}
            value={figures.sales.orders}
            hint={euros(figures.sales.totalCents)}
            tone="success.main"
          />
          <TodayTile
            label={t('dashboards.ecommerce.average')}
            value={figures.sales.averageCents ?? 0}
            display={figures.sales.averageCents === null ? '–' : euros(figures.sales.averageCents)}
            hint={
              figures.sales.averageCents === null
                ? t('dashboards.ecommerce.noSale')
                : t('dashboards.ecommerce.discounts', { amount: euros(figures.sales.discountCents) })
            }
          />
          <TodayTile
            label={t('dashboards.ecommerce.completed')}
            value={figures.funnel.completed}
            hint={t('dashboards.ecommerce.funnel', {
              started: figures.funnel.started,
              rate:
                figures.funnel.started === 0 ? '–' : percent.format(figures.funnel.completed / figures.funnel.started),
            })}
          />
          <TodayTile
            label={t('dashboards.ecommerce.openCarts')}
            value={figures.openCarts}
            hint={t('dashboards.ecommerce.openCartsHint')}
          />
          <TodayTile
            label={t('dashboards.ecommerce.soldOut')}
            value={figures.stock.out}
            to={`${paths.dashboard.eCommerce.list}?tab=outOfStock`}
            tone="error.main"
          />
          <TodayTile
            label={t('dashboards.ecommerce.low')}
            value={figures.stock.low}
            to={`${paths.dashboard.eCommerce.list}?tab=lowStock`}
            tone="warning.main"
          />
        </TileGrid>
      ) : (
        <TotalsState title={t('dashboards.ecommerce.totals')} query={query} />
      )}
      <Grid container spacing={3}>
        <Grid size={12}>
          <ChartCard
            title={t('dashboards.ecommerce.perDay.title')}
            subtitle={t('dashboards.ecommerce.perDay.subtitle')}
            state={perDay}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <SalesChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ChartCard
            title={t('dashboards.ecommerce.top.title')}
            subtitle={t('dashboards.ecommerce.top.subtitle')}
            state={top}
            height={HEIGHT}
          >
            <TodayRows>
              {figures?.topProducts.map((p) => (
                <li key={p.productId}>
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                      {p.name}
                    </Typography>
                    <Typography variant="body2" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                      {euros(p.totalCents)}
                    </Typography>
                  </Stack>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('dashboards.ecommerce.top.units', { count: p.units })}
                  </Typography>
                </li>
              ))}
            </TodayRows>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChartCard title={t('dashboards.ecommerce.payments.title')} state={payments} height={HEIGHT}>
            <TodayRows>
              {figures?.byPayment.map((p) => (
                <li key={p.method}>
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2">{t(`dashboards.ecommerce.payments.${p.method}`)}</Typography>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {euros(p.totalCents)}
                    </Typography>
                  </Stack>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('dashboards.ecommerce.payments.orders', { count: p.orders })}
                  </Typography>
                </li>
              ))}
            </TodayRows>
            <Link
              component={RouterLink}
              to={paths.dashboard.eCommerce.list}
              variant="body2"
              sx={{ mt: 2, display: 'inline-block' }}
            >
              {t('dashboards.ecommerce.openProducts')}
            </Link>
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
