import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authAccount, authUser, userRole, users } from '../../../db/schema';
import {
  createTestApp,
  GOOD_PASSWORD,
  registerVerifiedUser,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app';
import { DONE_PATH, linkSocial, socialSignIn, TEST_APP_URL } from '../testing/oauth-driver';
import { startOidcIssuer, type OidcIssuer } from '../testing/oidc-issuer';

const PROVIDERS = ['google', 'facebook', 'apple'] as const;

let issuer: OidcIssuer;
let t: TestApp;

beforeAll(async () => {
  // One local issuer, three clients: each provider of the app points at it with its own client.
  issuer = await startOidcIssuer({
    clients: PROVIDERS.map((id) => ({
      clientId: `${id}-client`,
      clientSecret: `${id}-secret`,
      redirectUris: [`${TEST_APP_URL}/api/auth/callback/${id}`],
    })),
  });
  const env: Record<string, string> = { RATE_LIMIT_MAX: '1000', SYNC_URL: 'http://127.0.0.1:9/sync', FAQ_URL: 'https://help.pharmalink.example/faq' };
  for (const id of PROVIDERS) {
    env[`${id.toUpperCase()}_ISSUER`] = issuer.url;
    env[`${id.toUpperCase()}_CLIENT_ID`] = `${id}-client`;
    env[`${id.toUpperCase()}_CLIENT_SECRET`] = `${id}-secret`;
  }
  t = await createTestApp(env);
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const socialEmail = (prefix: string) => uniqueEmail(prefix).replace(/^([^.]+)\.(\d+)\./, '$1.n$2x');
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user;

describe('GET /api/auth-config', () => {
  it('lists the configured providers by id, the sync address and the FAQ address, never a secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: ['google', 'facebook', 'apple'], syncUrl: 'http://127.0.0.1:9/sync', faqUrl: 'https://help.pharmalink.example/faq' });
    expect(res.body).not.toContain('secret');
  });
});

describe('social sign-in (authorization code + PKCE against a local OpenID Connect issuer)', () => {
  it.each(PROVIDERS)('creates the account on a first sign-in with %s, with the chosen role', async (provider) => {
    const role = provider === 'google' ? 'pharmacy' : provider === 'facebook' ? 'shipper' : 'customer';
    const email = socialEmail(`lea`);
    const result = await socialSignIn(t, provider, email, { role, language: 'fr' });
    expect(result.location.pathname).toBe(DONE_PATH);
    expect(result.location.searchParams.get('error')).toBeNull();
    expect(result.cookie).not.toBe('');
    expect(result.coop).toBe('unsafe-none');
    const user = await session(result.cookie);
    expect(user).toMatchObject({
      email,
      role,
      status: role === 'customer' ? 'active' : 'pending',
      first_name: 'Lea',
      emailVerified: true,
      language: 'fr',
    });
    const [profile] = await t.database.db.select().from(users).where(eq(users.uid, user.uid));
    expect(profile!.slug).toMatch(/^lea-/);
    expect(await t.database.db.select().from(userRole).where(eq(userRole.userId, user.uid))).toEqual([
      { userId: user.uid, roleId: role },
    ]);
    const accounts = await t.database.db.select().from(authAccount).where(eq(authAccount.userId, user.uid));
    expect(accounts.map((a) => a.providerId)).toEqual([provider]);
  });

  it('finds the same account on a second sign-in, whatever role the page sends then', async () => {
    const email = socialEmail('noah');
    const first = await socialSignIn(t, 'google', email, { role: 'customer' });
    const again = await socialSignIn(t, 'google', email, { role: 'shipper' });
    expect(again.location.searchParams.get('error')).toBeNull();
    const [a, b] = [await session(first.cookie), await session(again.cookie)];
    expect(b.uid).toBe(a.uid);
    expect(b.role).toBe('customer');
    expect(await t.database.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(1);
  });

  it('gives a suspended account no session through its provider either', async () => {
    const email = socialEmail('zoe');
    const first = await socialSignIn(t, 'google', email, { role: 'customer' });
    const { uid } = await session(first.cookie);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.uid, uid));
    const again = await socialSignIn(t, 'google', email);
    expect(again.location.pathname).toBe(DONE_PATH);
    expect(again.location.searchParams.get('error')).toBe('ACCOUNT_SUSPENDED');
    expect(again.cookie).not.toMatch(/session_token=[^;]/);
  });

  it('refuses the admin role before the flow starts (403) and an unknown one (400)', async () => {
    const start = (additionalData: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: DONE_PATH, disableRedirect: true, additionalData },
      });
    const admin = await start({ role: 'admin' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    expect((await start({ role: 'root' })).statusCode).toBe(400);
  });

  it('gives no session to an e-mail the provider does not vouch for', async () => {
    const email = socialEmail('mia').replace('@', '+unverified@');
    const result = await socialSignIn(t, 'apple', email);
    expect(result.location.pathname).toBe(DONE_PATH);
    expect(result.location.searchParams.get('error')).toBe('email_not_verified');
    expect(result.cookie).toBe('');
  });

  it('does not join a provider to a password account, and links it only after a password sign-in', async () => {
    const { email, cookie, uid } = await registerVerifiedUser(t, { email: socialEmail('ines') });
    const refused = await socialSignIn(t, 'facebook', email);
    expect(refused.location.searchParams.get('error')).toBe('account_not_linked');
    expect(refused.cookie).toBe('');
    const none = await t.database.db
      .select()
      .from(authAccount)
      .where(and(eq(authAccount.userId, uid), eq(authAccount.providerId, 'facebook')));
    expect(none).toHaveLength(0);

    // Signed in with the password (the proof), linking a provider identity with another e-mail is refused…
    const other = await linkSocial(t, cookie, 'facebook', socialEmail('someone'));
    expect(other.location.searchParams.get('error')).toBe('email_does_not_match');
    // …and with the same, verified e-mail it is linked; from then on the provider signs into this account.
    const linked = await linkSocial(t, cookie, 'facebook', email);
    expect(linked.location.pathname).toBe(DONE_PATH);
    expect(linked.location.searchParams.get('error')).toBeNull();
    const after = await socialSignIn(t, 'facebook', email);
    expect(after.location.searchParams.get('error')).toBeNull();
    expect((await session(after.cookie)).uid).toBe(uid);
  });

  it('asks the issuer for a code with PKCE (S256) and the openid email profile scopes', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'apple', callbackURL: DONE_PATH, disableRedirect: true },
    });
    const url = new URL(start.json().url);
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/auth/callback/apple`);
  });

  it('rebuilds a missing profile on PUT /api/user/link, from the stored id token', async () => {
    const email = socialEmail('jan.de.smet');
    const result = await socialSignIn(t, 'google', email, { role: 'shipper' });
    const { uid } = await session(result.cookie);
    await t.database.db.delete(users).where(eq(users.uid, uid));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/link',
      headers: { cookie: result.cookie },
      payload: { firebaseid: uid, email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid, role: 'shipper', status: 'pending', first_name: 'Jan' });
    expect(await t.database.db.select().from(userRole).where(eq(userRole.userId, uid))).toEqual([
      { userId: uid, roleId: 'shipper' },
    ]);
  });

  it('refuses to link without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/link-social',
      payload: { provider: 'google', callbackURL: DONE_PATH, disableRedirect: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password sign-in still works beside the providers', () => {
  it('signs in with e-mail and password', async () => {
    const { email } = await registerVerifiedUser(t);
    expect(await signIn(t, email, GOOD_PASSWORD)).toContain('pharmalink.session_token=');
  });
});
