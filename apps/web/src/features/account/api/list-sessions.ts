import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A signed-in device as better-auth lists it. */
export interface AuthSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export const sessionsQueryKey = ['me', 'sessions'] as const;

/** GET /api/auth/list-sessions, with the id of this browser's session from /api/auth/get-session. */
export async function listSessions(signal?: AbortSignal): Promise<{ sessions: AuthSession[]; currentId: string | null }> {
  const [sessions, current] = await Promise.all([
    api<AuthSession[]>('/api/auth/list-sessions', { signal }),
    api<{ session?: { id: string } } | null>('/api/auth/get-session', { signal }).catch(() => null),
  ]);
  return { sessions: sessions ?? [], currentId: current?.session?.id ?? null };
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
