import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('Permissions-Policy and the API docs', () => {
  let dev: TestApp;
  let production: TestApp;
  let productionWithDocs: TestApp;
  beforeAll(async () => {
    [dev, production, productionWithDocs] = await Promise.all([
      createTestApp(),
      createTestApp(PRODUCTION),
      createTestApp({ ...PRODUCTION, API_DOCS: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev.close(), production.close(), productionWithDocs.close()]);
  });

  it('denies camera, microphone, location and payment on every page, the fallback page of an unknown path included', async () => {
    for (const url of ['/', '/auth/login', '/no/such/page']) {
      const policy = String((await production.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy, url).toContain(feature);
    }
  });

  it('serves /api/docs outside production, not in production unless API_DOCS=true', async () => {
    expect((await dev.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    for (const url of ['/api/docs', '/api/docs/json']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await productionWithDocs.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('helmet’s headers, worked out once at start', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [dev, production] = await Promise.all([createTestApp(), createTestApp(PRODUCTION)]);
  });
  afterAll(async () => {
    await Promise.all([dev.close(), production.close()]);
  });

  it('are on every page, with HSTS and upgrade-insecure-requests only in production', async () => {
    for (const url of ['/', '/auth/login', '/no/such/page']) {
      const headers = (await production.app.inject({ method: 'GET', url })).headers;
      expect(headers, url).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(String(headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(String(headers['content-security-policy']), url).toContain('upgrade-insecure-requests');
    }
    const local = (await dev.app.inject({ method: 'GET', url: '/' })).headers;
    expect(local['strict-transport-security']).toBeUndefined();
    expect(String(local['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(local['content-security-policy'])).toContain("connect-src 'self' ws://localhost:3000");
  });

  it('leave an API answer, errors included, with what a JSON answer needs: nothing runs, frames or caches it', async () => {
    for (const url of ['/api/health', '/api/does-not-exist', '/api/pharmacies/%00', '/api/me']) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      // A document's headers do nothing for JSON: left off, they cost a fifth of a small answer's throughput.
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['referrer-policy'], url).toBeUndefined();
    }
    expect((await dev.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});
