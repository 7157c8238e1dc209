import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_EVENTS } from '@pharmacy/shared/schemas/accounts';
import { createTestApp, registerVerifiedUser, type TestApp } from '../test/test-app';

/*
 * Audit finding: the product's own writes had no Origin check (POST /api/notifications/read-all from
 * http://evil.example answered 200). APP_URL is http://localhost:3000 in tests.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  cookie = (await registerVerifiedUser(t)).cookie;
});
afterAll(() => t.close());

const WRITES = [
  ['POST', '/api/notifications/read-all', {}],
  ['PATCH', '/api/me', { first_name: 'Eve', last_name: 'Evil', phone: '', language: 'en' }],
  [
    'PUT',
    '/api/me/notification-preferences',
    Object.fromEntries(PREFERENCE_EVENTS.map((event) => [event, { email: true, inApp: true }])),
  ],
  ['POST', '/api/auth/sign-out', {}],
  ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'Another-horse-43' }],
] as const;

const send = (method: string, url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: method as 'POST', url, payload, headers: { cookie, ...headers } });

describe('cross-origin writes', () => {
  it.each(WRITES)('%s %s from another origin is refused', async (method, url, payload) => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await send(method, url, payload, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    }
  });

  it.each(WRITES.slice(0, 3))(
    '%s %s from APP_URL, or from a client without browser headers, passes',
    async (method, url, payload) => {
      for (const headers of <Record<string, string>[]>[
        { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
        {},
      ]) {
        const res = await send(method, url, payload, headers);
        expect(res.statusCode, res.body).toBe(200);
      }
    },
  );

  it('leaves reads and the provider callback alone', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      headers: { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(callback.statusCode).not.toBe(403);
  });
});
