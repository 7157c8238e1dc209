import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAccountsInput, BulkResult } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** POST /api/admin/accounts/bulk: each account succeeds or says why not. */
export function bulkUsers(body: BulkAccountsInput): Promise<BulkResult> {
  return api<BulkResult>('/api/admin/accounts/bulk', { method: 'POST', body });
}

export function useBulkUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUsers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
