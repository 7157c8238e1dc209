import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';

/*
 * Audit finding: X-Forwarded-For was believed from anyone in production, so a forged address per attempt escaped the
 * per-address sign-in limit. Each attempt uses a new e-mail, so only the per-address limit can answer 429.
 */

const attempt = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('nobody'), password: 'Wrong-password-1' },
  });

describe('client address behind proxies', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [plain, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' })]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), proxied.close()]);
  });

  it('ignores X-Forwarded-For by default: 30 forged addresses still hit the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(plain, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('with TRUST_PROXY=1 the forwarded address is the client: each gets its own limit (3 here)', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(proxied, `198.51.100.${i + 1}`)).statusCode).not.toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(proxied, '192.0.2.7')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt(proxied, '192.0.2.8')).statusCode).not.toBe(429);
  });
});
