import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from '../../../lib/translation';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';
import { formatEuros } from '../../../lib/money';

/* The banking dashboard's charts, in their own module: MUI X Charts arrive only when there are figures to draw. */

export interface BankingChartProps {
  figures: DashboardBanking;
  height: number;
}

/** Money received per month of the range. */
export function CashInChart({ figures, height }: BankingChartProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  const month = new Intl.DateTimeFormat(formatTag(language), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const euros = (cents: number | null) => (cents === null ? '' : formatEuros(cents, language));
  return (
    <BarChart
      height={height}
      dataset={figures.cashIn}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'month',
          valueFormatter: (v: string) => month.format(new Date(`${v}-01T00:00:00Z`)),
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => euros(v), width: 72 }]}
      series={[
        {
          dataKey: 'grossCents',
          label: t('dashboards.banking.cashIn.series'),
          color: palette.success.main,
          valueFormatter: euros,
        },
      ]}
      hideLegend
    />
  );
}

const METHOD_COLORS = ['warning', 'primary', 'info', 'success'] as const;

/** The range's payments per method. */
export function MethodsChart({ figures, height }: BankingChartProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  return (
    <PieChart
      height={height}
      series={[
        {
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item) => formatEuros(item.value, language),
          data: figures.byMethod
            .map((m, i) => ({
              id: m.method,
              value: m.grossCents,
              label: t(`dashboards.banking.method.${m.method}`),
              color: palette[METHOD_COLORS[i % METHOD_COLORS.length]].main,
            }))
            .filter((m) => m.value > 0),
        },
      ]}
    />
  );
}
