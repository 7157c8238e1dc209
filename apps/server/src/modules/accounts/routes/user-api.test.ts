import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRole } from '../../../db/schema';
import {
  createTestApp,
  registerVerifiedUser,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app';
import { someone } from '../testing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/** The id token the web app gets from the jwt plugin with its session cookie. */
async function idToken(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const getUser = (email: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user?email=${encodeURIComponent(email)}`,
    headers: authorization ? { authorization } : {},
  });

const signedInAdmin = () => someone(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });

describe('GET /api/user?email (SPEC §7, bearer access token)', () => {
  it('answers one’s own record with one’s own token (any letter case)', async () => {
    const me = await registerVerifiedUser(t);
    const token = await idToken(me.cookie);
    expect(token.split('.')).toHaveLength(3);
    const res = await getUser(me.email.toUpperCase(), `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: me.uid, email: me.email, role: 'customer' });
  });

  it('refuses someone else’s e-mail with 403', async () => {
    const me = await registerVerifiedUser(t);
    const other = await registerVerifiedUser(t);
    const res = await getUser(other.email, `Bearer ${await idToken(me.cookie)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an admin read anyone, and says 404 for an unknown e-mail', async () => {
    const admin = await signedInAdmin();
    const other = await registerVerifiedUser(t, { role: 'shipper' });
    const token = await idToken(admin.cookie);
    const found = await getUser(other.email, `Bearer ${token}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ uid: other.uid, role: 'shipper', status: 'pending' });
    const missing = await getUser(uniqueEmail('nobody'), `Bearer ${token}`);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an expired token with 401 TOKEN_EXPIRED', async () => {
    const me = await registerVerifiedUser(t);
    const now = Math.floor(Date.now() / 1000);
    const { token } = await t.app.auth.api.signJWT({
      body: { payload: { sub: me.uid, email: me.email, sid: 'whatever', iat: now - 3600, exp: now - 60 } },
    });
    const res = await getUser(me.email, `Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses no token, a malformed header and a forged token with 401', async () => {
    const me = await registerVerifiedUser(t);
    const none = await getUser(me.email);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The session cookie alone is not the SPEC's bearer.
    const cookieOnly = await t.app.inject({
      method: 'GET',
      url: `/api/user?email=${encodeURIComponent(me.email)}`,
      headers: { cookie: me.cookie },
    });
    expect(cookieOnly.statusCode).toBe(401);
    expect((await getUser(me.email, 'Basic abc')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const token = await idToken(me.cookie);
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'x@example.be' })).toString('base64url');
    const forged = await getUser(me.email, `Bearer ${header}.${forgedPayload}.${token.split('.')[2]}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a token whose session was signed out (401 SESSION_ENDED)', async () => {
    const me = await registerVerifiedUser(t);
    const token = await idToken(me.cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: me.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await getUser(me.email, `Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_ENDED' });
  });

  it('rejects a malformed e-mail with 400', async () => {
    const me = await registerVerifiedUser(t);
    const res = await getUser('not-an-email', `Bearer ${await idToken(me.cookie)}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the SPEC user calls and the sign-in configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/user', '/api/user/link', '/api/auth-config']),
    );
  });
});

describe('PUT /api/user/link (SPEC §7)', () => {
  const link = (body: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/link', payload: body, headers });

  it('answers one’s profile, with the session cookie or a bearer, and writes the role link once', async () => {
    const me = await registerVerifiedUser(t, { role: 'pharmacy' });
    const byCookie = await link({ firebaseid: me.uid, email: me.email }, { cookie: me.cookie });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toMatchObject({ uid: me.uid, role: 'pharmacy', status: 'pending' });
    // Id tokens are for active accounts: a pending one links with its session only.
    const noToken = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: me.cookie } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE' });
    expect(await t.database.db.select().from(userRole).where(eq(userRole.userId, me.uid))).toEqual([
      { userId: me.uid, roleId: 'pharmacy' },
    ]);
    const active = await registerVerifiedUser(t);
    const byBearer = await link(
      { firebaseid: active.uid, email: active.email },
      { authorization: `Bearer ${await idToken(active.cookie)}` },
    );
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toMatchObject({ uid: active.uid, role: 'customer', status: 'active' });
  });

  it('refuses another person’s id or e-mail (403), and no credentials (401)', async () => {
    const me = await registerVerifiedUser(t);
    const other = await registerVerifiedUser(t);
    const token = `Bearer ${await idToken(me.cookie)}`;
    expect((await link({ firebaseid: other.uid, email: me.email }, { authorization: token })).statusCode).toBe(403);
    expect((await link({ firebaseid: me.uid, email: other.email }, { authorization: token })).statusCode).toBe(403);
    expect((await link({ firebaseid: other.uid, email: other.email }, { cookie: me.cookie })).statusCode).toBe(403);
    const anonymous = await link({ firebaseid: me.uid, email: me.email }, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const me = await registerVerifiedUser(t);
    const res = await link({ firebaseid: '', email: 'nope' }, { cookie: me.cookie });
    expect(res.statusCode).toBe(400);
  });
});
