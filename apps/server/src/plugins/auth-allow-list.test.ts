import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { AUTH_ROUTES } from './auth-allow-list';

/*
 * Audit finding: the /api/auth/* catch-all exposed every better-auth endpoint, among them sign-up/email, a second
 * registration path without the product's rules (role, profile, password strength).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const UNUSED = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/delete-user'],
  ['POST', '/api/auth/change-email'],
  ['POST', '/api/auth/unlink-account'],
  ['POST', '/api/auth/revoke-sessions'],
  ['POST', '/api/auth/sign-in/oauth2'],
  ['GET', '/api/auth/ok'],
  ['GET', '/api/auth/sign-up/email'],
] as const;

describe('better-auth endpoints', () => {
  it.each(UNUSED)('%s %s is not reachable (404)', async (method, url) => {
    const email = uniqueEmail('bypass');
    const res = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { email, password: 'Correct-horse-42', name: 'Eve' } : undefined,
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sign-up/email creates no account', async () => {
    const email = uniqueEmail('bypass');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'Correct-horse-42', name: 'Eve' },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'Correct-horse-42' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  const allowed = AUTH_ROUTES.flatMap((route) =>
    route.method.map((method) => [method, route.url.replace(':providerId', 'google')] as const),
  );
  it.each(allowed)('%s %s reaches better-auth', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode, res.body).not.toBe(404);
    // better-auth's own answers, not the product's "no route" one.
    expect(res.body).not.toContain('No route');
  });
});
