import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000', ORDER_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

describe('order submission limit (per account)', () => {
  it('counts each account’s submissions, from any address, and answers 429 past the limit', async () => {
    const alice = await registerVerifiedUser(t);
    const bob = await registerVerifiedUser(t);
    // Empty forms are refused (400) but still counted: the limit is on attempts, before anything is read.
    const submit = (cookie: string, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie }, payload: {}, remoteAddress: `10.30.0.${n}` });
    for (let n = 1; n <= 3; n++) expect((await submit(alice.cookie, n)).statusCode).toBe(400);
    const over = await submit(alice.cookie, 4);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/\d+ seconds/) });
    expect((await submit(bob.cookie, 4)).statusCode).toBe(400);
  });
});
