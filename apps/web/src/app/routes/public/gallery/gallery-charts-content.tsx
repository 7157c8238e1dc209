import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from '../../../../lib/translation';
import { useCatalogueFigures } from '../../../../api/medicines';
import { ChartCard, type ChartState } from '../../../../components/charts/chart-card';
import { useCurrentLanguage } from '../../../../components/language/use-current-language';
import { formatTag } from '../../../../lib/language-tags';

const HEIGHT = 280;

/**
 * Charts (MUI X Charts, fetched with this module only) of real data: the public medicine catalogue by prescription
 * and by pharmaceutical form; then the states every chart of the dashboards has.
 */
export function GalleryChartsContent() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const figures = useCatalogueFigures();
  const { palette } = useTheme();
  const number = new Intl.NumberFormat(formatTag(language));
  const state: ChartState = figures.isPending
    ? { kind: 'loading' }
    : figures.isError
      ? { kind: 'error', retry: () => void figures.refetch() }
      : figures.data.marketed === 0
        ? { kind: 'empty', text: t('pages.components.charts.empty') }
        : { kind: 'ready' };
  const data = figures.data;
  const forms = data ? [...data.forms, ...(data.otherForms > 0 ? [{ form: t('pages.components.charts.otherForms'), count: data.otherForms }] : [])] : [];

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChartCard title={t('pages.components.charts.prescription')} subtitle={t('pages.components.charts.marketed', { formatted: number.format(data?.marketed ?? 0) })} state={state} height={HEIGHT}>
          {data && (
            <PieChart
              height={HEIGHT}
              series={[
                {
                  innerRadius: 60,
                  paddingAngle: 2,
                  cornerRadius: 4,
                  valueFormatter: (item) => number.format(item.value),
                  data: [
                    { id: 'with', value: data.withPrescription, label: t('pages.components.charts.withPrescription'), color: palette.primary.main },
                    { id: 'without', value: data.withoutPrescription, label: t('pages.components.charts.withoutPrescription'), color: palette.warning.main },
                  ],
                },
              ]}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChartCard title={t('pages.components.charts.forms')} subtitle={t('pages.components.charts.formsHint')} state={state} height={HEIGHT}>
          {data && (
            <BarChart
              height={HEIGHT}
              layout="horizontal"
              dataset={forms}
              yAxis={[{ scaleType: 'band', dataKey: 'form', width: 150 }]}
              // Counts: whole numbers on the axis.
              xAxis={[{ valueFormatter: (v: number) => number.format(v), tickMinStep: 1 }]}
              series={[{ dataKey: 'count', color: palette.primary.main, label: t('pages.components.charts.medicines'), valueFormatter: (v) => (v === null ? '' : number.format(v)) }]}
              hideLegend
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title={t('pages.components.charts.states.loading')} state={{ kind: 'loading' }} height={120}>
          {null}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title={t('pages.components.charts.states.empty')} state={{ kind: 'empty', text: t('pages.components.charts.states.emptyText') }} height={120}>
          {null}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title={t('pages.components.charts.states.error')} state={{ kind: 'error', retry: () => void figures.refetch() }} height={120}>
          {null}
        </ChartCard>
      </Grid>
    </Grid>
  );
}
