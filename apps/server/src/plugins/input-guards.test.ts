import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, type TestApp } from '../test/test-app';

/*
 * Audit findings: a NUL byte anywhere (PostgreSQL refuses it in text) and deeply nested JSON answered 500. Both are
 * now a 400 in the error shape, naming the field.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  cookie = (await registerVerifiedUser(t)).cookie;
});
afterAll(() => t.close());

const expectNul = (res: { statusCode: number; body: string; json(): unknown }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    message: expect.any(String),
    code: 'VALIDATION',
    fields: { [field]: 'validation.nul' },
  });
};

/** Written as text: JSON.stringify itself overflows the stack on the deepest ones. */
const nestedJson = (depth: number) => `{"email":${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}}`;

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('NUL bytes', () => {
  it('in the path', async () => {
    expectNul(await t.app.inject({ method: 'GET', url: '/api/pharmacies/abc%00def', headers: { cookie } }), 'path');
    expectNul(await t.app.inject({ method: 'GET', url: '/api/people/by-slug/x%00', headers: { cookie } }), 'path');
  });

  it('in the query, named by its parameter', async () => {
    expectNul(await t.app.inject({ method: 'GET', url: '/api/medicine?q=para%00cetamol' }), 'q');
    expectNul(await t.app.inject({ method: 'GET', url: '/api/orders?q=%00', headers: { cookie } }), 'q');
  });

  it('in a body string, at its dotted path', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: {
        first_name: 'Lou\u0000ise',
        last_name: 'P',
        phone: '',
        language: 'en',
        address: '',
        postal_code: '',
        city: '',
      },
    });
    expectNul(res, 'first_name');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { address: { street: 'Rue\u0000 1' }, medicines: [{ name: 'ok' }, { name: 'b\u0000' }] },
    });
    expectNul(order, 'address.street');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a\u0000@example.be', password: 'x' },
    });
    expectNul(signIn, 'email');
  });

  it('in a body key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { email: 'x@example.be', 'pass\u0000word': 'x' },
    });
    expectNul(res, 'pass\\0word');
  });

  it('leaves ordinary text alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/medicine?q=%2500' });
    expect(res.statusCode).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  it.each([
    ['an auth route', 'POST', '/api/auth/sign-in/email'],
    ['a product route', 'PATCH', '/api/me'],
    ['registration', 'POST', '/api/user'],
  ] as const)('on %s is a 400, not a 500', async (_label, method, url) => {
    for (const depth of [1000, 100_000]) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: nestedJson(depth),
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { body: 'validation.invalid' } });
    }
  });

  it('accepts the nesting real forms use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.be', password: 'x', extra: nested(10) },
    });
    expect(res.statusCode).not.toBe(400);
  });
});
