import { useEffect, useState, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../../lib/translation';
import { ROLES, type Role } from '@pharmacy/shared/roles';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { UserFilters } from '../utils/user-filters';

export const SEARCH_DEBOUNCE_MS = 300;

export interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
  /** e.g. the CSV export. */
  end?: ReactNode;
}

/** Search (name, e-mail or city), role and city; typing waits for a pause before the address changes. */
export function UserFiltersBar({ filters, onChange, end }: UserFiltersBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const [city, setCity] = useState(filters.city);
  const debouncedQ = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const debouncedCity = useDebouncedValue(city, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedQ !== filters.q) onChange({ q: debouncedQ });
    // Only the typing drives this; the address is the source of truth otherwise.
  }, [debouncedQ]);
  useEffect(() => {
    if (debouncedCity !== filters.city) onChange({ city: debouncedCity });
  }, [debouncedCity]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        type="search"
        label={t('people.users.filters.search')}
        placeholder={t('people.users.filters.searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        size="small"
        sx={{ flexGrow: 1, minWidth: { md: 260 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('people.users.fields.role')}
        value={filters.role ?? ''}
        onChange={(e) => onChange({ role: (e.target.value || undefined) as Role | undefined })}
        sx={{ minWidth: { md: 180 } }}
      >
        <MenuItem value="">{t('people.users.filters.anyRole')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`auth.roleNames.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('people.users.fields.city')}
        value={city}
        onChange={(e) => setCity(e.target.value)}
        sx={{ minWidth: { md: 160 } }}
      />
      {end}
    </Stack>
  );
}
