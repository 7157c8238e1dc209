import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from '../../../lib/translation';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';

/* The analytics dashboard's charts, in their own module: MUI X Charts arrive only when there are figures to draw. */

export interface AnalyticsChartProps {
  figures: DashboardAnalytics;
  height: number;
}

/** Orders placed per day, home deliveries and take-away stacked. */
export function PerDayChart({ figures, height }: AnalyticsChartProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  const tag = formatTag(language);
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(tag);
  const format = (v: number | null) => (v === null ? '' : number.format(v));
  return (
    <BarChart
      height={height}
      dataset={figures.perDay}
      xAxis={[
        { scaleType: 'band', dataKey: 'date', valueFormatter: (v: string) => day.format(new Date(`${v}T00:00:00Z`)) },
      ]}
      yAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => number.format(v), width: 40 }]}
      series={[
        {
          dataKey: 'take_away',
          stack: 'orders',
          label: t('dashboards.analytics.delivery.take_away'),
          color: palette.primary.main,
          valueFormatter: format,
        },
        {
          dataKey: 'neighbour',
          stack: 'orders',
          label: t('dashboards.analytics.delivery.neighbour'),
          color: palette.secondary.main,
          valueFormatter: format,
        },
      ]}
    />
  );
}

/** Orders placed per hour of the day: when the desk is busiest. */
export function PerHourChart({ figures, height }: AnalyticsChartProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  const number = new Intl.NumberFormat(formatTag(language));
  return (
    <BarChart
      height={height}
      dataset={figures.byHour}
      xAxis={[{ scaleType: 'band', dataKey: 'hour', valueFormatter: (v: number) => `${String(v).padStart(2, '0')}h` }]}
      yAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => number.format(v), width: 40 }]}
      series={[
        {
          dataKey: 'orders',
          label: t('dashboards.analytics.hours.series'),
          color: palette.info.main,
          valueFormatter: (v) => (v === null ? '' : number.format(v)),
        },
      ]}
      hideLegend
    />
  );
}

const TYPE_COLORS = ['primary', 'info', 'warning', 'success'] as const;

/** Orders by prescription type. */
export function PrescriptionChart({ figures, height }: AnalyticsChartProps) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  return (
    <PieChart
      height={height}
      series={[
        {
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          data: figures.byPrescriptionType
            .map((p, i) => ({
              id: p.type,
              value: p.orders,
              label: t(`dashboards.analytics.prescription.${p.type}`),
              color: palette[TYPE_COLORS[i % TYPE_COLORS.length]].main,
            }))
            .filter((p) => p.value > 0),
        },
      ]}
    />
  );
}
