import { useTranslation } from '../../../lib/translation';
import { ACCOUNT_STATUSES } from '@pharmacy/shared/roles';
import { SHIPPER_SORTS, VEHICLES } from '@pharmacy/shared/schemas/shipper';
import {
  DirectoryFilterBar,
  DirectorySearchField,
  DirectorySelect,
} from '../../../components/directory/directory-filter-bar';
import { useTypedFilter } from '../../../components/directory/use-typed-filter';
import type { ShipperFilters } from '../utils/shipper-filters';

export interface ShipperFilterBarProps {
  filters: ShipperFilters;
  onChange: (next: ShipperFilters) => void;
  /** The pharmacies to filter on (admins); none hides the filter. */
  pharmacyOptions?: ReadonlyArray<{ id: string; name: string }>;
  /** Account status only means something to admins. */
  showStatus: boolean;
}

type Option = readonly [string, string];

/** Search, availability, vehicle, pharmacy, status and order; every change lands in the address. */
export function ShipperFilterBar({ filters, onChange, pharmacyOptions, showStatus }: ShipperFilterBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useTypedFilter(filters.q, (v) => onChange({ ...filters, q: v }));
  const select = (key: keyof ShipperFilters, label: string, options: Option[], minWidth?: number) => (
    <DirectorySelect
      label={label}
      value={filters[key]}
      onChange={(v) => onChange({ ...filters, [key]: v })}
      options={options}
      minWidth={minWidth}
    />
  );
  const any: Option = ['', t('people.pharmacies.filters.any')];
  return (
    <DirectoryFilterBar label={t('people.shippers.filters.label')}>
      <DirectorySearchField label={t('people.shippers.filters.search')} value={q} onChange={setQ} />
      {select('available', t('people.shippers.fields.availability'), [
        any,
        ['true', t('people.shippers.available')],
        ['false', t('people.shippers.unavailable')],
      ])}
      {select('vehicle', t('people.shippers.fields.vehicle'), [
        any,
        ...VEHICLES.map((v): Option => [v, t(`people.shippers.vehicles.${v}`)]),
      ])}
      {pharmacyOptions &&
        pharmacyOptions.length > 0 &&
        select(
          'pharmacyId',
          t('people.shippers.fields.pharmacy'),
          [any, ...pharmacyOptions.map((p): Option => [p.id, p.name])],
          180,
        )}
      {showStatus &&
        select('status', t('people.shippers.fields.status'), [
          any,
          ...ACCOUNT_STATUSES.map((s): Option => [s, t(`people.shippers.statuses.${s}`)]),
        ])}
      {select(
        'sort',
        t('people.pharmacies.filters.sort'),
        SHIPPER_SORTS.map((s): Option => [s, t(`people.shippers.sort.${s.replace('-', 'desc_')}`)]),
      )}
    </DirectoryFilterBar>
  );
}
