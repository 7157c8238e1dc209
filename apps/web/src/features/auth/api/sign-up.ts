import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { RegisterInput } from '@pharmacy/shared/schemas/auth';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

export type SignUpResponse = { user: UserProfile };

/** POST /api/user (SPEC §7 "POST /user"): creates the account; the server sends the verification e-mail. */
export function signUp(body: RegisterInput): Promise<SignUpResponse> {
  return api<SignUpResponse>('/api/user', { method: 'POST', body });
}

type UseSignUpOptions = {
  mutationConfig?: Omit<UseMutationOptions<SignUpResponse, Error, RegisterInput>, 'mutationFn'>;
};

export function useSignUp({ mutationConfig }: UseSignUpOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signUp });
}
