import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '@pharmacy/shared/roles';
import { PEOPLE_SORTS, type PeopleSort } from '@pharmacy/shared/schemas/accounts';

/** The list's search, filters and sort, as they live in the address (`?q=&role=&status=&city=&sort=`). */
export interface UserFilters {
  q: string;
  role?: Role;
  status?: AccountStatus;
  city: string;
  sort: PeopleSort;
}

export const DEFAULT_SORT: PeopleSort = '-createdAt';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function filtersFromParams(params: URLSearchParams): UserFilters {
  return {
    q: params.get('q') ?? '',
    role: oneOf(ROLES, params.get('role')),
    status: oneOf(ACCOUNT_STATUSES, params.get('status')),
    city: params.get('city') ?? '',
    sort: oneOf(PEOPLE_SORTS, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** The API query of the filters: empty values left out, the default sort too. */
export function filtersToQuery(filters: UserFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.role) query.role = filters.role;
  if (filters.status) query.status = filters.status;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.sort !== DEFAULT_SORT) query.sort = filters.sort;
  return query;
}

export function exportUrl(filters: UserFilters): string {
  const search = new URLSearchParams(filtersToQuery(filters)).toString();
  return `/api/admin/accounts/export.csv${search ? `?${search}` : ''}`;
}
