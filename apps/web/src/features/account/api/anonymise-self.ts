import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnonymiseSelfInput } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/me/anonymise: 204; the account is forgotten and signed out everywhere. */
export function anonymiseSelf(body: AnonymiseSelfInput): Promise<unknown> {
  return api<unknown>('/api/me/anonymise', { method: 'POST', body });
}

export function useAnonymiseSelf() {
  return useMutation({ mutationFn: anonymiseSelf });
}

/** GET /api/auth/list-accounts: whether the person has a password (else they confirm with their e-mail). */
export function hasPasswordQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'has-password'] as const,
    queryFn: async ({ signal }) => {
      const accounts = await api<{ providerId: string }[]>('/api/auth/list-accounts', { signal });
      return !Array.isArray(accounts) || accounts.length === 0 || accounts.some((a) => a.providerId === 'credential');
    },
    retry: false,
  });
}

export function useHasPassword() {
  return useQuery(hasPasswordQueryOptions());
}
