import { ACCOUNT_STATUSES, type AccountStatus } from '@pharmacy/shared/roles';
import { SHIPPER_SORTS, VEHICLES, type ShipperListQuery, type Vehicle } from '@pharmacy/shared/schemas/shipper';

export type ShipperSort = (typeof SHIPPER_SORTS)[number];

/** What the shipper list filters on; kept in the address. */
export interface ShipperFilters {
  q: string;
  available: '' | 'true' | 'false';
  vehicle: '' | Vehicle;
  pharmacyId: string;
  status: '' | AccountStatus;
  sort: ShipperSort;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function filtersFromParams(params: URLSearchParams): ShipperFilters {
  const available = params.get('available');
  return {
    q: params.get('q') ?? '',
    available: available === 'true' || available === 'false' ? available : '',
    vehicle: oneOf(VEHICLES, params.get('vehicle')),
    pharmacyId: params.get('pharmacy') ?? '',
    status: oneOf(ACCOUNT_STATUSES, params.get('status')),
    sort: oneOf(SHIPPER_SORTS, params.get('sort')) || 'name',
  };
}

export function writeFilters(params: URLSearchParams, f: ShipperFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', f.q);
  set('available', f.available);
  set('vehicle', f.vehicle);
  set('pharmacy', f.pharmacyId);
  set('status', f.status);
  set('sort', f.sort === 'name' ? '' : f.sort);
  return next;
}

export function filtersToQuery(f: ShipperFilters): Partial<ShipperListQuery> {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.available ? { available: f.available } : {}),
    ...(f.vehicle ? { vehicle: f.vehicle } : {}),
    ...(f.pharmacyId ? { pharmacyId: f.pharmacyId } : {}),
    ...(f.status ? { status: f.status } : {}),
    sort: f.sort,
  };
}

export function exportCsvHref(f: ShipperFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filtersToQuery(f))) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return `/api/shippers/export.csv${s ? `?${s}` : ''}`;
}
