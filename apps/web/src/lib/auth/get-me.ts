import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { api, ApiRequestError } from '../api-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in person's profile, or null when nobody is signed in. /api/session answers 200 either way, so a
 * signed-out visit logs no failed request in the console; a 401 (older servers, or /api/me) still means signed out.
 */
export async function getMe(signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    const { user } = await api<{ user: UserProfile | null }>('/api/session', { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    // A 500 or a network failure while loading the session is not retried in a loop; the session stays signed out.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
