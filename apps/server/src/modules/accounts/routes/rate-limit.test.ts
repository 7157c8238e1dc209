import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registration } from '../testing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

describe('rate limits on credential endpoints', () => {
  it.each([
    ['sign-in', '/api/auth/sign-in/email', () => ({ email: 'x@example.be', password: 'Wrong-pass-1' })],
    ['registration', '/api/user', () => registration({ name: 'A', lastname: 'B' })],
    ['reset request', '/api/auth/request-password-reset', () => ({ email: 'x@example.be' })],
  ])('%s answers 429 with a message after the limit', async (_label, url, payload) => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress: '10.9.9.9' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect(last!.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) });
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress: '10.9.9.10' });
    expect(other.statusCode).not.toBe(429);
  });
});
