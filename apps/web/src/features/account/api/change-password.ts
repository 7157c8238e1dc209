import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

/** Other sessions are always signed out: whoever knew the old password loses access everywhere else. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { ...body, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
