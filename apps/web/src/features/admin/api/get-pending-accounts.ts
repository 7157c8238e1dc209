import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AccountList, AccountListQuery } from '@pharmacy/shared/schemas/user';
import { api } from '../../../lib/api-client';

export const PENDING_PAGE_SIZE = 20;

export function getAccounts(query: AccountListQuery, signal?: AbortSignal): Promise<AccountList> {
  return api<AccountList>('/api/admin/accounts', { query: { ...query }, signal });
}

export const pendingAccountsQueryKey = ['admin', 'accounts', 'pending'] as const;

export function getPendingAccountsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: pendingAccountsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      getAccounts({ status: 'pending', limit: PENDING_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePendingAccounts() {
  return useInfiniteQuery(getPendingAccountsQueryOptions());
}
