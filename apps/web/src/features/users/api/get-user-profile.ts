import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPublicProfile } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** GET /api/people/:slug/profile (oneself, or an admin). */
export function getUserProfile(slug: string, signal?: AbortSignal): Promise<UserPublicProfile> {
  return api<UserPublicProfile>(`/api/people/${encodeURIComponent(slug)}/profile`, { signal });
}

export function userProfileQueryOptions(slug: string | null) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'profile', slug] as const,
    queryFn: ({ signal }) => getUserProfile(slug!, signal),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function useUserProfile(slug: string | null) {
  return useQuery(userProfileQueryOptions(slug));
}
