import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** GET /api/admin/accounts/by-slug/:slug: an old slug (before a rename) still finds the person. */
export function getUserBySlug(slug: string, signal?: AbortSignal): Promise<Person> {
  return api<Person>(`/api/admin/accounts/by-slug/${encodeURIComponent(slug)}`, { signal });
}

export function userQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'detail', slug] as const,
    queryFn: ({ signal }) => getUserBySlug(slug, signal),
    retry: false,
  });
}

export function useUser(slug: string) {
  return useQuery(userQueryOptions(slug));
}
