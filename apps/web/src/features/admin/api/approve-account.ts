import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AccountList, UserProfile } from '@pharmacy/shared/schemas/user';
import { api } from '../../../lib/api-client';
import { pendingAccountsQueryKey } from './get-pending-accounts';

export function approveAccount(uid: string): Promise<UserProfile> {
  return api<UserProfile>(`/api/admin/accounts/${encodeURIComponent(uid)}/approve`, { method: 'POST' });
}

/** On success the account leaves the pending list at once, without reloading the pages already shown. */
export function useApproveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAccount,
    onSuccess: (_profile, uid) => {
      queryClient.setQueryData<InfiniteData<AccountList, string | undefined>>(pendingAccountsQueryKey, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.uid !== uid) })),
        },
      );
    },
  });
}
