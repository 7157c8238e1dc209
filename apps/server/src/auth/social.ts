import { APIError, addOAuthServerContext, getOAuthState } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { isLanguage, type Language } from '@pharmacy/shared/languages';
import { SELF_REGISTER_ROLES, type SelfRegisterRole } from '@pharmacy/shared/roles';
import type { SocialProviderConfig } from '../env';

/** Where better-auth sends the popup back (success) and where OAuth errors land (`?error=code`). Web routes. */
export const SOCIAL_DONE_PATH = '/auth/social/done';

/** What a first social sign-in carries across the provider redirect, validated before the flow starts. */
export interface SocialIntent {
  role: SelfRegisterRole;
  language?: Language;
}

/** One genericOAuth provider per configured issuer: discovery, code flow with PKCE, openid email profile. */
export function socialProviders(providers: readonly SocialProviderConfig[]) {
  return genericOAuth({
    config: providers.map((p) => ({
      providerId: p.id,
      discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      // Identity comes from the id token: refuse to run on a discovery document without issuer + JWKS.
      requireIdTokenVerification: true,
      // An e-mail the provider does not vouch for gets no session until our own verification link is used.
      requireEmailVerification: true,
    })),
  });
}

/**
 * Runs before POST /sign-in/social: the role (and language) a first sign-in should create the account with come from
 * the page (`additionalData`); only the values checked here ride the OAuth state as server context (docs/PRODUCT.md:
 * `admin` is never self-registered).
 */
export async function checkSocialIntent(ctx: { path: string; body?: unknown }): Promise<void> {
  if (ctx.path !== '/sign-in/social') return;
  const data = ((ctx.body as { additionalData?: Record<string, unknown> } | undefined)?.additionalData ?? {}) as Record<
    string,
    unknown
  >;
  const role = data.role ?? 'customer';
  if (role === 'admin') {
    throw new APIError('FORBIDDEN', {
      code: 'ROLE_FORBIDDEN',
      message: 'Administrator accounts cannot be created by registration.',
    });
  }
  if (!(SELF_REGISTER_ROLES as readonly unknown[]).includes(role)) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION',
      message: 'Unknown role.',
      fields: { role: 'validation.role' },
    });
  }
  const intent: SocialIntent = {
    role: role as SelfRegisterRole,
    ...(isLanguage(data.language) ? { language: data.language } : {}),
  };
  await addOAuthServerContext({ intent });
}

/** The intent of the OAuth flow this request belongs to (a callback), or null outside one. */
export async function currentSocialIntent(): Promise<SocialIntent | null> {
  try {
    const intent = (await getOAuthState())?.serverContext?.intent as Partial<SocialIntent> | undefined;
    if (!intent || !(SELF_REGISTER_ROLES as readonly unknown[]).includes(intent.role)) return null;
    return { role: intent.role!, ...(isLanguage(intent.language) ? { language: intent.language } : {}) };
  } catch {
    return null;
  }
}
