import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One way to sign in tied to the account: `credential` (password) or a provider id. */
export interface LinkedAccount {
  providerId: string;
}

export const linkedAccountsQueryKey = ['auth', 'linked-accounts'] as const;

/** better-auth's GET /api/auth/list-accounts for the signed-in person. */
export function listLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  return api<LinkedAccount[]>('/api/auth/list-accounts', { signal });
}

export function useLinkedAccounts() {
  return useQuery(
    queryOptions({ queryKey: linkedAccountsQueryKey, queryFn: ({ signal }) => listLinkedAccounts(signal) }),
  );
}
