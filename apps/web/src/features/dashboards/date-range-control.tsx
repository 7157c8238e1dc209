import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import type { DateRange } from '@pharmacy/shared/dashboards/range';
import { ApiRequestError } from '../../lib/api-client';

export interface DateRangeControlProps {
  range: DateRange;
  onChange: (next: Partial<DateRange>) => void;
  /** The last answer's error: a 400 names the field to fix. */
  error?: unknown;
}

/** Two native date fields (no picker library on the dashboards): from and to, both days included. */
export function DateRangeControl({ range, onChange, error }: DateRangeControlProps) {
  const { t } = useTranslation();
  const fields = error instanceof ApiRequestError && error.status === 400 ? (error.data.fields ?? {}) : {};
  const message = (key: 'from' | 'to') => (fields[key] ? t(fields[key]) : undefined);
  const field = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`dashboards.range.${key}`)}
      value={range[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      error={Boolean(message(key))}
      helperText={message(key)}
      sx={{ minWidth: 160 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01-01', max: '2099-12-31' } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} role="group" aria-label={t('dashboards.range.label')} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {field('from')}
      {field('to')}
    </Stack>
  );
}
