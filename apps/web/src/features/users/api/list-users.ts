import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { UserList } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { filtersToQuery, type UserFilters } from '../utils/user-filters';

export const USER_PAGE_SIZE = 25;

export function listUsers(query: Record<string, string | number>, signal?: AbortSignal): Promise<UserList> {
  return api<UserList>('/api/admin/accounts', { query, signal });
}

/** Every cached list and detail of people: actions refresh them all. */
export const usersQueryKey = ['users'] as const;

/** The filtered list, a cursor page at a time ("load more" in the grid and the cards). */
export function usersQueryOptions(filters: UserFilters) {
  const query = filtersToQuery(filters);
  return infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'list', query] as const,
    queryFn: ({ pageParam, signal }) =>
      listUsers({ ...query, ...(pageParam ? { cursor: pageParam } : {}), limit: USER_PAGE_SIZE }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}

/** How many accounts wait for approval, counted up to one page ("100+" beyond). */
export function pendingCountQueryOptions() {
  return queryOptions({
    queryKey: [...usersQueryKey, 'pending-count'] as const,
    queryFn: ({ signal }) => listUsers({ status: 'pending', limit: 100 }, signal),
    select: (list) => ({ count: list.items.length, more: list.nextCursor !== null }),
    staleTime: 30_000,
  });
}

export function usePendingCount() {
  return useQuery(pendingCountQueryOptions());
}
