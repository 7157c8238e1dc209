import { startOidcIssuer, type OidcIssuer } from '../../apps/server/src/modules/accounts/testing/oidc-issuer';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;

/**
 * The local OpenID Connect issuer the app's three providers point at (one client each), and the env variables
 * that configure them. The app's address must be known first: it is in the clients' redirect URIs.
 */
export async function startSocialIssuer(appUrl: string): Promise<{ issuer: OidcIssuer; env: Record<string, string> }> {
  const issuer = await startOidcIssuer({
    clients: SOCIAL_PROVIDERS.map((id) => ({
      clientId: `e2e-${id}`,
      clientSecret: `e2e-${id}-secret`,
      redirectUris: [`${appUrl}/api/auth/callback/${id}`],
    })),
  });
  const env: Record<string, string> = {};
  for (const id of SOCIAL_PROVIDERS) {
    const prefix = id.toUpperCase();
    env[`${prefix}_ISSUER`] = issuer.url;
    env[`${prefix}_CLIENT_ID`] = `e2e-${id}`;
    env[`${prefix}_CLIENT_SECRET`] = `e2e-${id}-secret`;
  }
  return { issuer, env };
}
