import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { toCsv } from '../../lib/csv';

const HEADER = ['table', 'day_or_type', 'files', 'bytes'];

/** The file dashboard's two tables in one sheet: uploads per day of the range, then storage by type. */
type CsvFigures = Pick<DashboardFile, 'range' | 'uploads' | 'byKind'>;

export function fileDashboardCsv(figures: CsvFigures): string {
  return toCsv(HEADER, [
    ...figures.uploads.map((d) => ['uploads_per_day', d.date, d.files, d.bytes]),
    ...figures.byKind.map((k) => ['storage_by_type', k.kind, k.files, k.bytes]),
  ]);
}
