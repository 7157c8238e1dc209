import { lazy } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { dashboardCsvHref, useRangeDashboard } from '../../../api/dashboards';
import { ChartCard } from '../../../components/charts/chart-card';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatEuros } from '../../../lib/money';
import { DashboardToolbar } from '../dashboard-toolbar';
import { LazyChart } from '../lazy-chart';
import { TotalsState } from '../totals-state';
import { TileGrid, TodayTile } from '../today/today-tile';
import { useDateRange } from '../use-date-range';
import { widgetState } from '../widget-state';
import { VatCard } from './vat-card';

const CashInChart = lazy(() => import('./banking-charts').then((m) => ({ default: m.CashInChart })));
const MethodsChart = lazy(() => import('./banking-charts').then((m) => ({ default: m.MethodsChart })));

const HEIGHT = 260;

/**
 * /dashboard/banking (issue 19): a pharmacy's invoices over a date range (every pharmacy's for an admin): issued,
 * paid, open and overdue, money in per month and per method, and the quarter's VAT per rate for the VAT return.
 */
export function BankingDashboard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [range, setRange] = useDateRange();
  const query = useRangeDashboard('banking', range);
  const figures = query.isError ? undefined : query.data;
  const euros = (cents: number) => formatEuros(cents, language);
  const cashIn = widgetState(query, (f) => f.cashIn.every((m) => m.count === 0), t('dashboards.banking.cashIn.empty'));
  const methods = widgetState(query, (f) => f.paid.count === 0, t('dashboards.banking.methods.empty'));
  const vat = widgetState(
    query,
    (f) => f.vat.rates.every((r) => r.baseCents === 0 && r.vatCents === 0),
    t('dashboards.banking.vat.empty'),
  );

  return (
    <Stack spacing={3}>
      <DashboardToolbar
        range={range}
        onChange={setRange}
        error={query.error}
        csvHref={dashboardCsvHref('banking', range)}
      />
      {figures ? (
        <TileGrid label={t('dashboards.banking.totals')}>
          <TodayTile
            label={t('dashboards.banking.issued')}
            value={figures.issued.invoices.count}
            hint={euros(figures.issued.invoices.grossCents)}
          />
          <TodayTile
            label={t('dashboards.banking.paid')}
            value={figures.paid.count}
            hint={euros(figures.paid.grossCents)}
            tone="success.main"
          />
          <TodayTile
            label={t('dashboards.banking.unpaid')}
            value={figures.open.unpaid.count}
            hint={euros(figures.open.unpaid.grossCents)}
          />
          <TodayTile
            label={t('dashboards.banking.overdue')}
            value={figures.open.overdue.count}
            hint={euros(figures.open.overdue.grossCents)}
            tone="error.main"
          />
        </TileGrid>
      ) : (
        <TotalsState title={t('dashboards.banking.totals')} query={query} height={80} />
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ChartCard
            title={t('dashboards.banking.cashIn.title')}
            subtitle={t('dashboards.banking.cashIn.subtitle')}
            state={cashIn}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <CashInChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChartCard
            title={t('dashboards.banking.methods.title')}
            subtitle={t('dashboards.banking.methods.subtitle')}
            state={methods}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <MethodsChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={12}>
          <VatCard figures={figures} state={vat} />
        </Grid>
      </Grid>
    </Stack>
  );
}
