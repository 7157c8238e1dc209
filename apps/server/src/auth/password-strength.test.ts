import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, registerVerifiedUser, uniqueEmail, type TestApp } from '../test/test-app';
import { passwordWeakness } from './password-strength';

const anna = { email: 'anna.peeters@example.be', names: ['Anna', 'Peeters'] };

describe('the password rule: 8+ characters and a zxcvbn score of 3 or more, knowing the person', () => {
  it.each([
    ['password1', 'passwordPolicy.common'],
    ['Password123!', 'passwordPolicy.common'],
    ['azertyuiop', 'passwordPolicy.pattern'],
    ['anna.peeters@example.be', 'passwordPolicy.personal'],
    ['Peeters2024', 'passwordPolicy.personal'],
  ])('refuses %s (%s)', (password, reason) => {
    expect(passwordWeakness(password, anna)).toBe(reason);
  });

  it.each([['correct horse battery staple'], ['Mijn fiets staat aan de Schelde'], [GOOD_PASSWORD], ['Bench-password-42']])(
    'accepts %s',
    (password) => {
      expect(passwordWeakness(password, anna)).toBeNull();
    },
  );

  it('counts the person’s own e-mail against them, not someone else’s', () => {
    // Strong for a stranger, guessable for Anna: her address is the first thing an attacker tries.
    expect(passwordWeakness('anna.peeters1', anna)).toBe('passwordPolicy.personal');
    expect(passwordWeakness('anna.peeters1', { email: 'jan@example.be', names: ['Jan', 'Janssens'] })).toBeNull();
  });
});

describe('where a password is chosen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('registration refuses a guessable password on the field, with the reason', async () => {
    const email = uniqueEmail('weak');
    const body = { email, name: 'Anna', lastname: 'Peeters', role: 'customer' };
    const asEmail = await t.app.inject({ method: 'POST', url: '/api/user', payload: { ...body, password: email } });
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json()).toMatchObject({ code: 'VALIDATION', fields: { password: 'passwordPolicy.personal' } });
    const common = await t.app.inject({ method: 'POST', url: '/api/user', payload: { ...body, password: 'Password123!' } });
    expect(common.json()).toMatchObject({ fields: { password: 'passwordPolicy.common' } });
    const passphrase = await t.app.inject({ method: 'POST', url: '/api/user', payload: { ...body, password: 'correct horse battery staple' } });
    expect(passphrase.statusCode).toBe(201);
  });

  it('changing one’s password refuses a guessable one on newPassword', async () => {
    const { email, cookie } = await registerVerifiedUser(t);
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie, origin: 'http://localhost:3000' },
        payload: { currentPassword: GOOD_PASSWORD, newPassword },
      });
    const personal = await change(email);
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toMatchObject({ code: 'VALIDATION', fields: { newPassword: 'passwordPolicy.personal' } });
    expect((await change('password1')).json()).toMatchObject({ fields: { newPassword: 'passwordPolicy.common' } });
    expect((await change('a long walk along the Meuse at dawn')).statusCode).toBe(200);
  });

  it('a reset knows whose token it is: their own address is refused on newPassword', async () => {
    const { email } = await registerVerifiedUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    const token = (await t.mailer.linkTo(email, 'new-password')).searchParams.get('token');
    const reset = (newPassword: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
    const personal = await reset(email.split('@')[0]! + '1');
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toMatchObject({ fields: { newPassword: 'passwordPolicy.personal' } });
    expect((await reset('Sunflowers over the Lys 1888')).statusCode).toBe(200);
  });
});
