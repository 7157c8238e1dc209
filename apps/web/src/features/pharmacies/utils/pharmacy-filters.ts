import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { PHARMACY_SORTS, type PharmacyDirectoryQuery, type PharmacySort } from '@pharmacy/shared/schemas/pharmacy';

/** What the admin's list and cards filter on; kept in the address (?q=&city=&delivery=&onDuty=1&sort=). */
export interface PharmacyFilters {
  q: string;
  city: string;
  homeDelivery: '' | 'true' | 'false';
  onDutyToday: boolean;
  sort: PharmacySort;
}

export function filtersFromParams(params: URLSearchParams): PharmacyFilters {
  const delivery = params.get('delivery');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    homeDelivery: delivery === 'true' || delivery === 'false' ? delivery : '',
    onDutyToday: params.get('onDuty') === '1',
    sort: (PHARMACY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PharmacySort) : 'name',
  };
}

/** Writes the filters into the address, dropping defaults so a plain list has a plain URL. */
export function writeFilters(params: URLSearchParams, filters: PharmacyFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.q);
  set('city', filters.city);
  set('delivery', filters.homeDelivery);
  set('onDuty', filters.onDutyToday ? '1' : '');
  set('sort', filters.sort === 'name' ? '' : filters.sort);
  return next;
}

/** The API query of the filters (empty ones left out); "on duty today" is today's date in Belgium. */
export function filtersToQuery(filters: PharmacyFilters, now = new Date()): Partial<PharmacyDirectoryQuery> {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.city.trim() ? { city: filters.city.trim() } : {}),
    ...(filters.homeDelivery ? { homeDelivery: filters.homeDelivery } : {}),
    ...(filters.onDutyToday ? { onDuty: localDate(now) } : {}),
    sort: filters.sort,
  };
}

/** GET /api/pharmacies/export.csv with the same filters (admin). */
export function exportCsvHref(filters: PharmacyFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filtersToQuery(filters))) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return `/api/pharmacies/export.csv${s ? `?${s}` : ''}`;
}
