// The e2e project imports this file but does not include apps/server/src, where the module's types live.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect issuer for tests (oidc-provider 9) on 127.0.0.1: authorization code + PKCE (required),
 * its development login form (any login, any password), consent granted for the known clients.
 *
 * The login typed in the form is the person's e-mail; the claims follow from it: `anna.peeters@x` → given_name
 * Anna, family_name Peeters; a local part with `+unverified` → email_verified false.
 */
export interface IssuerClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcIssuer {
  url: string;
  close(): Promise<void>;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function claimsFor(login: string) {
  const email = login.trim().toLowerCase();
  const [given = 'Someone', ...family] = email.split('@')[0]!.replace(/\+.*$/, '').split('.');
  const familyName = family.map(capitalise).join(' ') || 'Social';
  return {
    sub: email,
    email,
    email_verified: !email.includes('+unverified'),
    given_name: capitalise(given),
    family_name: familyName,
    name: `${capitalise(given)} ${familyName}`,
  };
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
}

export async function startOidcIssuer(options: { clients: IssuerClient[]; port?: number }): Promise<OidcIssuer> {
  // Listen first: the issuer's own address (with the port the OS chose) is part of its configuration.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(url, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The claims of the requested scopes go into the id token too, as Google's and Apple's do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => claimsFor(id) }),
    // First-party clients: consent is granted once the person has signed in.
    loadExistingGrant: async (ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string; grantIdFor(clientId: string): string | undefined };
        result?: { consent?: { grantId?: string } };
        provider: {
          Grant: { find(id: string): Promise<unknown> } & (new (init: { clientId: string; accountId: string }) => {
            addOIDCScope(s: string): void;
            save(): Promise<string>;
          });
        };
      };
    }) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  // The development login page imports a web font from the Internet; these machines are offline, and a page
  // waiting on an unreachable host loads late or never. The page is served without that import.
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === 'string' && ctx.body.includes('@import url(https://')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/[^)]*\);?/g, '');
    }
  });
  server.on('request', provider.callback());

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
