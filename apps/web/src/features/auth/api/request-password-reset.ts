import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** Always answers 200 whether or not the account exists, so the page never reveals who has one. */
export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.auth.newPassword },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
