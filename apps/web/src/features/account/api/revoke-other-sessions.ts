import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './list-sessions';

/** POST /api/auth/revoke-other-sessions: every device but this one is signed out. */
export function revokeOtherSessions(): Promise<unknown> {
  return api<unknown>('/api/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
