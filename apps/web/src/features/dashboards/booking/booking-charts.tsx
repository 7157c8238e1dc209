import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from '../../../lib/translation';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';

/* The booking dashboard's chart, in its own module: MUI X Charts arrive only when there are figures to draw. */

/** Collections, deliveries and delivery slots per day. */
export function HandoversChart({ figures, height }: { figures: DashboardBooking; height: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  const tag = formatTag(language);
  const day = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
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
          dataKey: 'pickups',
          label: t('dashboards.booking.pickups'),
          color: palette.primary.main,
          valueFormatter: format,
        },
        {
          dataKey: 'deliveries',
          label: t('dashboards.booking.deliveries'),
          color: palette.secondary.main,
          valueFormatter: format,
        },
        { dataKey: 'slots', label: t('dashboards.booking.slots'), color: palette.warning.main, valueFormatter: format },
      ]}
    />
  );
}
