import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES } from '@pharmacy/shared/roles';
import { SHIPPER_SORTS, VEHICLES } from '@pharmacy/shared/schemas/shipper';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { ShipperFilters } from '../utils/shipper-filters';

export interface ShipperFilterBarProps {
  filters: ShipperFilters;
  onChange: (next: ShipperFilters) => void;
  /** The pharmacies to filter on (admins); none hides the filter. */
  pharmacyOptions?: ReadonlyArray<{ id: string; name: string }>;
  /** Account status only means something to admins. */
  showStatus: boolean;
}

/** Search, availability, vehicle, pharmacy, status and order; every change lands in the address. */
export function ShipperFilterBar({ filters, onChange, pharmacyOptions, showStatus }: ShipperFilterBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const debounced = useDebouncedValue(q, 300);
  useEffect(() => {
    if (debounced !== filters.q) onChange({ ...filters, q: debounced });
    // Commit only a settled search.
  }, [debounced]);
  const select = (key: keyof ShipperFilters, label: string, options: Array<[string, string]>, minWidth = 150) => (
    <TextField
      size="small"
      select
      label={label}
      value={filters[key]}
      onChange={(e) => onChange({ ...filters, [key]: e.target.value })}
      sx={{ flex: 1, minWidth }}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const any: [string, string] = ['', t('people.pharmacies.filters.any')];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="search"
      aria-label={t('people.shippers.filters.label')}
      sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        type="search"
        label={t('people.shippers.filters.search')}
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
      {select('available', t('people.shippers.fields.availability'), [
        any,
        ['true', t('people.shippers.available')],
        ['false', t('people.shippers.unavailable')],
      ])}
      {select('vehicle', t('people.shippers.fields.vehicle'), [
        any,
        ...VEHICLES.map((v): [string, string] => [v, t(`people.shippers.vehicles.${v}`)]),
      ])}
      {pharmacyOptions &&
        pharmacyOptions.length > 0 &&
        select(
          'pharmacyId',
          t('people.shippers.fields.pharmacy'),
          [any, ...pharmacyOptions.map((p): [string, string] => [p.id, p.name])],
          180,
        )}
      {showStatus &&
        select('status', t('people.shippers.fields.status'), [
          any,
          ...ACCOUNT_STATUSES.map((s): [string, string] => [s, t(`people.shippers.statuses.${s}`)]),
        ])}
      {select(
        'sort',
        t('people.pharmacies.filters.sort'),
        SHIPPER_SORTS.map((s): [string, string] => [s, t(`people.shippers.sort.${s.replace('-', 'desc_')}`)]),
      )}
    </Stack>
  );
}
