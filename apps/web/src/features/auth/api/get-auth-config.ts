import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SocialProvider = 'google' | 'facebook' | 'apple';

/** GET /api/auth-config: the configured social providers (ids only) and the token sync address (SPEC §7). */
export interface AuthConfig {
  providers: SocialProvider[];
  syncUrl: string | null;
}

const NONE: AuthConfig = { providers: [], syncUrl: null };

/** A server without the endpoint, or one that fails, means password sign-in only and no sync: never an error page. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  try {
    return await api<AuthConfig>('/api/auth-config', { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn('[auth] could not read the sign-in configuration', error);
    return NONE;
  }
}

export function getAuthConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    // Configuration changes only with a server restart.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
