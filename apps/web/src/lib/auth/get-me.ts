import { queryOptions } from '@tanstack/react-query';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { getIdToken, getUser } from '../../api/auth';
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

/**
 * SPEC §7: at sign-in (and each time the session is read again) the answer of GET user?email, sent with the bearer
 * access token, is merged into the session user (AuthProvider). It is asked beside the session, not before it, so no
 * page waits for two more round trips. Only approved, active accounts get a token (the caller passes no e-mail for
 * the others); a failure is only logged (SPEC §8), answers null and never signs anyone out.
 */
export function userRecordQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: [...meQueryKey, 'record', email] as const,
    queryFn: async ({ signal }): Promise<Partial<UserProfile> | null> => {
      try {
        return await getUser(email!, await getIdToken(signal), signal);
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        console.warn('[auth] GET /api/user failed; the session profile is used as it is', error);
        return null;
      }
    },
    enabled: Boolean(email),
    retry: false,
    staleTime: 5 * 60_000,
  });
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
