import { queryOptions, useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import type { RegisterInput } from '@pharmacy/shared/schemas/auth';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

/** Signing in and out (better-auth under /api/auth), registering and the SPEC §7 user calls (/api/user). */

export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  linkedAccounts: () => [...authKeys.all, 'linked-accounts'] as const,
};

export type SocialProvider = 'google' | 'facebook' | 'apple';

/** GET /api/auth-config: the configured social providers (ids only), the token sync address (SPEC §7), the FAQ's. */
export interface AuthConfig {
  providers: SocialProvider[];
  syncUrl: string | null;
  /** FAQ_URL set on the server, or null for the in-app FAQ. */
  faqUrl?: string | null;
}

/** One way to sign in tied to the account: `credential` (password) or a provider id. */
export interface LinkedAccount {
  providerId: string;
}

export type SignInBody = { email: string; password: string };
export type SignUpResponse = { user: UserProfile };
export type ResetPasswordBody = { newPassword: string; token: string };
export type VerifyEmailResponse = { status: boolean };

const NO_CONFIG: AuthConfig = { providers: [], syncUrl: null };

// ---- fetchers ----

/** A server without the endpoint, or one that fails, means password sign-in only and no sync: never an error page. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  try {
    return await api<AuthConfig>('/api/auth-config', { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn('[auth] could not read the sign-in configuration', error);
    return NO_CONFIG;
  }
}

/** Sets the session cookie on success; the profile is read afterwards through `useAuth().refresh()`. */
export function signIn(body: SignInBody): Promise<unknown> {
  return api<unknown>('/api/auth/sign-in/email', { method: 'POST', body });
}

/** Ends the server session (the cookie); the session state is cleared by `useAuth().signOut`. */
export function signOut(): Promise<unknown> {
  return api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** POST /api/user (SPEC §7 "POST /user"): creates the account; the server sends the verification e-mail. */
export function signUp(body: RegisterInput): Promise<SignUpResponse> {
  return api<SignUpResponse>('/api/user', { method: 'POST', body });
}

/** SPEC §7 PUT /user/link {firebaseid, email}: `firebaseid` is the auth user id; answers the profile. */
export function linkUser(user: Pick<UserProfile, 'uid' | 'email'>): Promise<UserProfile> {
  return api<UserProfile>('/api/user/link', { method: 'PUT', body: { firebaseid: user.uid, email: user.email } });
}

/** SPEC §7 GET user?email with the bearer access token: the users record, merged into the session user. */
export function getUser(email: string, token: string, signal?: AbortSignal): Promise<UserProfile> {
  return api<UserProfile>('/api/user', { query: { email }, headers: { Authorization: `Bearer ${token}` }, signal });
}

/** The signed-in person's id token (a short-lived JWT from better-auth's jwt plugin): the bearer of SPEC §7 calls. */
export async function getIdToken(signal?: AbortSignal): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/token', { signal });
  return token;
}

/** Always answers 200 whether or not the account exists, so the page never reveals who has one. */
export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.auth.newPassword },
  });
}

export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api<unknown>('/api/auth/reset-password', { method: 'POST', body });
}

export function sendVerificationEmail({ email }: { email: string }): Promise<unknown> {
  return api<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.auth.verify },
  });
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api<VerifyEmailResponse>('/api/auth/verify-email', { query: { token } });
}

export interface StartSocialInput {
  provider: SocialProvider;
  /** Where the provider's answer ends (success, or `?error=code`): the popup's done page. */
  callbackURL: string;
  /** Only for a first sign-in: the role and language the new account gets (the server refuses `admin`). */
  additionalData?: { role?: string; language?: string };
}

/**
 * POST /api/auth/sign-in/social (or /api/auth/link-social for a signed-in person): better-auth prepares the
 * authorization code + PKCE request and answers the provider's address, which the popup then opens.
 */
export async function startSocial(intent: 'sign-in' | 'link', input: StartSocialInput): Promise<string> {
  const path = intent === 'link' ? '/api/auth/link-social' : '/api/auth/sign-in/social';
  const body = {
    provider: input.provider,
    callbackURL: input.callbackURL,
    errorCallbackURL: input.callbackURL,
    disableRedirect: true,
    ...(intent === 'sign-in' && input.additionalData ? { additionalData: input.additionalData } : {}),
  };
  const { url } = await api<{ url: string }>(path, { method: 'POST', body });
  return url;
}

/** better-auth's GET /api/auth/list-accounts for the signed-in person. */
export function listLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  return api<LinkedAccount[]>('/api/auth/list-accounts', { signal });
}

// ---- queries ----

export function getAuthConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.config(),
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

export function linkedAccountsQueryOptions() {
  return queryOptions({ queryKey: authKeys.linkedAccounts(), queryFn: ({ signal }) => listLinkedAccounts(signal) });
}

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions());
}

// ---- mutations ----

type UseSignInOptions = { mutationConfig?: Omit<UseMutationOptions<unknown, Error, SignInBody>, 'mutationFn'> };

export function useSignIn({ mutationConfig }: UseSignInOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signIn });
}

type UseSignUpOptions = {
  mutationConfig?: Omit<UseMutationOptions<SignUpResponse, Error, RegisterInput>, 'mutationFn'>;
};

export function useSignUp({ mutationConfig }: UseSignUpOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signUp });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

/** A mutation, not a query: the token is single-use, so it must never be refetched on focus or remount. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
