import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { PHARMACY_SORTS } from '@pharmacy/shared/schemas/pharmacy';
import {
  DirectoryFilterBar,
  DirectorySearchField,
  DirectorySelect,
} from '../../../components/directory/directory-filter-bar';
import { useTypedFilter } from '../../../components/directory/use-typed-filter';
import type { PharmacyFilters } from '../utils/pharmacy-filters';

export interface PharmacyFilterBarProps {
  filters: PharmacyFilters;
  onChange: (next: PharmacyFilters) => void;
}

/** Search, city, home delivery, on duty today and the order of the list; every change lands in the address. */
export function PharmacyFilterBar({ filters, onChange }: PharmacyFilterBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useTypedFilter(filters.q, (v) => onChange({ ...filters, q: v }));
  const [city, setCity] = useTypedFilter(filters.city, (v) => onChange({ ...filters, city: v }));
  return (
    <DirectoryFilterBar label={t('people.pharmacies.filters.label')}>
      <DirectorySearchField
        label={t('people.pharmacies.filters.search')}
        placeholder={t('people.pharmacies.filters.searchPlaceholder')}
        value={q}
        onChange={setQ}
      />
      <TextField
        size="small"
        label={t('people.pharmacies.fields.city')}
        value={city}
        onChange={(e) => setCity(e.target.value)}
        sx={{ flex: 1, minWidth: 140 }}
      />
      <DirectorySelect
        label={t('people.pharmacies.filters.delivery')}
        value={filters.homeDelivery}
        onChange={(v) => onChange({ ...filters, homeDelivery: v as PharmacyFilters['homeDelivery'] })}
        options={[
          ['', t('people.pharmacies.filters.any')],
          ['true', t('people.pharmacies.filters.delivers')],
          ['false', t('people.pharmacies.filters.noDelivery')],
        ]}
        minWidth={170}
      />
      <DirectorySelect
        label={t('people.pharmacies.filters.sort')}
        value={filters.sort}
        onChange={(v) => onChange({ ...filters, sort: v as PharmacyFilters['sort'] })}
        options={PHARMACY_SORTS.map(
          (sort) => [sort, t(`people.pharmacies.sort.${sort.replace('-', 'desc_')}`)] as const,
        )}
        minWidth={170}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.onDutyToday}
            onChange={(e) => onChange({ ...filters, onDutyToday: e.target.checked })}
          />
        }
        label={t('people.pharmacies.filters.onDutyToday')}
      />
    </DirectoryFilterBar>
  );
}
