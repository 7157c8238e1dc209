import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

export function sendVerificationEmail({ email }: { email: string }): Promise<unknown> {
  return api<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.auth.verify },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
