import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/auth/new-password' } });

describe('password reset', () => {
  it('e-mails a link to /auth/new-password; a weak password is refused per field; a strong one works once', async () => {
    const { email } = await registerVerifiedUser(t);
    expect((await requestReset(email)).statusCode).toBe(200);
    const link = await t.mailer.linkTo(email, 'new-password');
    expect(link.pathname).toBe('/auth/new-password');
    const token = link.searchParams.get('token')!;

    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'password' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION', fields: { newPassword: 'passwordPolicy.common' } });

    const next = 'A-new-secret-77';
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: next } });
    expect(ok.statusCode).toBe(200);
    await expect(signIn(t, email, GOOD_PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn(t, email, next)).toContain('session_token');

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'Another-one-88' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers the same for an unknown address (no account enumeration) and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await requestReset(email);
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mailer.lastTo(email)).toBeUndefined();
  });

  it('sends the e-mail in the language of the profile', async () => {
    const { email, cookie } = await registerVerifiedUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: { first_name: 'Jan', last_name: 'Peeters', phone: '', language: 'nl' } });
    await requestReset(email);
    await t.mailer.linkTo(email, 'new-password');
    expect(t.mailer.lastTo(email)?.subject).toBe('Stel uw wachtwoord opnieuw in');
  });

  it('changes the password of a signed-in user only with the right current one', async () => {
    const { email, cookie } = await registerVerifiedUser(t);
    const headers = { cookie, origin: 'http://localhost:3000' };
    const wrong = await t.app.inject({
      method: 'POST', url: '/api/auth/change-password', headers,
      payload: { currentPassword: 'Not-my-password-1', newPassword: 'Brand-new-pass-9', revokeOtherSessions: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const weak = await t.app.inject({
      method: 'POST', url: '/api/auth/change-password', headers,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'short', revokeOtherSessions: true },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ newPassword: 'validation.passwordTooShort' });
    const ok = await t.app.inject({
      method: 'POST', url: '/api/auth/change-password', headers,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Brand-new-pass-9', revokeOtherSessions: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(await signIn(t, email, 'Brand-new-pass-9')).toContain('session_token');
  });
});
