import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from '../../../lib/translation';
import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';
import { formatEuros } from '../../../lib/money';

/* The e-commerce dashboard's chart, in its own module: MUI X Charts arrive only when there are figures to draw. */

/** Sales per day of the range, in euros. */
export function SalesChart({ figures, height }: { figures: DashboardEcommerce; height: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  const day = new Intl.DateTimeFormat(formatTag(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const euros = (cents: number | null) => (cents === null ? '' : formatEuros(cents, language));
  return (
    <BarChart
      height={height}
      dataset={figures.perDay}
      xAxis={[
        { scaleType: 'band', dataKey: 'date', valueFormatter: (v: string) => day.format(new Date(`${v}T00:00:00Z`)) },
      ]}
      yAxis={[{ valueFormatter: (v: number) => euros(v), width: 72 }]}
      series={[
        {
          dataKey: 'totalCents',
          label: t('dashboards.ecommerce.perDay.series'),
          color: palette.primary.main,
          valueFormatter: euros,
        },
      ]}
      hideLegend
    />
  );
}
