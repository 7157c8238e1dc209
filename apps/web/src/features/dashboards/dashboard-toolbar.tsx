import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import type { DateRange } from '@pharmacy/shared/dashboards/range';
import { DateRangeControl } from './date-range-control';

export interface DashboardToolbarProps {
  range: DateRange;
  onChange: (next: Partial<DateRange>) => void;
  /** The last answer's error: a 400 names the date to fix. */
  error: unknown;
  /** The same range as a CSV file (a plain link: the browser downloads it with the session cookie). */
  csvHref: string;
}

/** Above every dashboard with a period: its two dates, and the CSV export of the same period. */
export function DashboardToolbar({ range, onChange, error, csvHref }: DashboardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <DateRangeControl range={range} onChange={onChange} error={error} />
      <Button variant="outlined" href={csvHref} download sx={{ flexShrink: 0 }}>
        {t('dashboards.range.export')}
      </Button>
    </Stack>
  );
}
