import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SignInBody = { email: string; password: string };

/** Sets the session cookie on success; the profile is read afterwards through `useAuth().refresh()`. */
export function signIn(body: SignInBody): Promise<unknown> {
  return api<unknown>('/api/auth/sign-in/email', { method: 'POST', body });
}

type UseSignInOptions = { mutationConfig?: Omit<UseMutationOptions<unknown, Error, SignInBody>, 'mutationFn'> };

export function useSignIn({ mutationConfig }: UseSignInOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signIn });
}
