import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { api, ApiRequestError } from '../../../lib/api-client';

/**
 * The same cache entry as the session's (`['me']`): saving the profile here updates the session everywhere.
 * Same semantics too: null when signed out.
 */
export const profileQueryKey = ['me'] as const;

export async function getProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await api<UserProfile>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
