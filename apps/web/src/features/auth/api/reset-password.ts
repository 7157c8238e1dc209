import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordBody = { newPassword: string; token: string };

export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api<unknown>('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
