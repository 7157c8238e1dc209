import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type VerifyEmailResponse = { status: boolean };

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api<VerifyEmailResponse>('/api/auth/verify-email', { query: { token } });
}

/** A mutation, not a query: the token is single-use, so it must never be refetched on focus or remount. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
