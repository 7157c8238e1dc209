import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { PHARMACY_SORTS } from '@pharmacy/shared/schemas/pharmacy';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { PharmacyFilters } from '../utils/pharmacy-filters';

export const FILTER_DEBOUNCE_MS = 300;

export interface PharmacyFilterBarProps {
  filters: PharmacyFilters;
  onChange: (next: PharmacyFilters) => void;
}

/** Text fields that ask the server only after a pause in typing. */
function useTypedFilter(value: string, commit: (v: string) => void) {
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value) commit(debounced);
    // Only a settled draft is committed; `value` changes from outside reset the draft below.
  }, [debounced]);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== debounced) setDraft(value);
  }
  return [draft, setDraft] as const;
}

/** Search, city, home delivery, on duty today and the order of the list; every change lands in the address. */
export function PharmacyFilterBar({ filters, onChange }: PharmacyFilterBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useTypedFilter(filters.q, (v) => onChange({ ...filters, q: v }));
  const [city, setCity] = useTypedFilter(filters.city, (v) => onChange({ ...filters, city: v }));
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="search"
      aria-label={t('people.pharmacies.filters.label')}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        type="search"
        label={t('people.pharmacies.filters.search')}
        placeholder={t('people.pharmacies.filters.searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 2, minWidth: 200 }}
      />
      <TextField
        size="small"
        label={t('people.pharmacies.fields.city')}
        value={city}
        onChange={(e) => setCity(e.target.value)}
        sx={{ flex: 1, minWidth: 140 }}
      />
      <TextField
        size="small"
        select
        label={t('people.pharmacies.filters.delivery')}
        value={filters.homeDelivery}
        onChange={(e) => onChange({ ...filters, homeDelivery: e.target.value as PharmacyFilters['homeDelivery'] })}
        sx={{ flex: 1, minWidth: 170 }}
      >
        <MenuItem value="">{t('people.pharmacies.filters.any')}</MenuItem>
        <MenuItem value="true">{t('people.pharmacies.filters.delivers')}</MenuItem>
        <MenuItem value="false">{t('people.pharmacies.filters.noDelivery')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        select
        label={t('people.pharmacies.filters.sort')}
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as PharmacyFilters['sort'] })}
        sx={{ flex: 1, minWidth: 170 }}
      >
        {PHARMACY_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`people.pharmacies.sort.${sort.replace('-', 'desc_')}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.onDutyToday}
            onChange={(e) => onChange({ ...filters, onDutyToday: e.target.checked })}
          />
        }
        label={t('people.pharmacies.filters.onDutyToday')}
      />
    </Stack>
  );
}
