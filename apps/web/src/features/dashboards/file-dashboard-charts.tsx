import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from '../../lib/translation';
import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatFileSize } from '../../lib/file-size';
import { formatTag } from '../../lib/language-tags';
import { kindName } from './file-dashboard-format';

/*
 * The file dashboard's two charts, in their own module: MUI X Charts (about 100 KiB gzip) is fetched only when the
 * dashboard has figures to draw, never by the shell or another page.
 */

export interface ChartProps {
  figures: DashboardFile;
  height: number;
}

/** Files added per day of the range. */
export function UploadsChart({ figures, height }: ChartProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { palette } = useTheme();
  const tag = formatTag(language);
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(tag);
  return (
    <BarChart
      height={height}
      dataset={figures.uploads}
      xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (v: string) => day.format(new Date(`${v}T00:00:00Z`)) }]}
      yAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => number.format(v), width: 40 }]}
      series={[{ dataKey: 'files', label: t('dashboards.file.uploads.series'), color: palette.primary.main, valueFormatter: (v) => (v === null ? '' : number.format(v)) }]}
      hideLegend
    />
  );
}

const KIND_COLORS = ['error', 'primary', 'success', 'warning'] as const;

/** Bytes held per type, trash included (it adds up to the storage used). */
export function KindsChart({ figures, height }: ChartProps) {
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
          valueFormatter: (item) => formatFileSize(item.value, language),
          data: figures.byKind
            .map((k, i) => ({ id: k.kind, value: k.bytes, label: kindName(k.kind), color: palette[KIND_COLORS[i % KIND_COLORS.length]].main }))
            .filter((k) => k.value > 0),
        },
      ]}
    />
  );
}
