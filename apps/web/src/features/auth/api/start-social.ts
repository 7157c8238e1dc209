import { api } from '../../../lib/api-client';
import type { SocialProvider } from './get-auth-config';

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
