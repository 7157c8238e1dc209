import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has the docs/DESIGN.md defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', APP_URL: 'http://localhost:3000', DATA_DIR: './data', SEED_DEMO: true, RATE_LIMIT_MAX: 10 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '4100', DATABASE_URL: '' }).APP_URL).toBe('http://localhost:4100');
    expect(loadEnv({ APP_URL: 'https://pharma.example.be/' }).APP_URL).toBe('https://pharma.example.be');
  });

  it('requires AUTH_SECRET in production and turns the demo seed off there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required/);
    const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:25' });
    expect(env.SEED_DEMO).toBe(false);
  });

  it('refuses production without SMTP_URL: e-mailed links must not end up in the log', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(/SMTP_URL: is required when NODE_ENV=production/);
    expect(loadEnv({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test' }).SMTP_URL).toBeUndefined();
  });

  it('trusts no proxy by default, in every mode; TRUST_PROXY takes a hop count or addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:25' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '1.2.3.4/8/2']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadEnv({}).API_DOCS).toBe(true);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:25' };
    expect(loadEnv(production).API_DOCS).toBe(false);
    expect(loadEnv({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/);
  });

  it('turns a social provider on only with issuer, client id and secret, and never half', () => {
    expect(loadEnv({}).SOCIAL_PROVIDERS).toEqual([]);
    const env = loadEnv({
      GOOGLE_ISSUER: 'https://accounts.google.com/',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      APPLE_ISSUER: 'http://127.0.0.1:4444',
      APPLE_CLIENT_ID: 'a-id',
      APPLE_CLIENT_SECRET: 'a-secret',
    });
    expect(env.SOCIAL_PROVIDERS).toEqual([
      { id: 'google', issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
      { id: 'apple', issuer: 'http://127.0.0.1:4444', clientId: 'a-id', clientSecret: 'a-secret' },
    ]);
    expect(() => loadEnv({ FACEBOOK_ISSUER: 'https://www.facebook.com', FACEBOOK_CLIENT_ID: 'f-id' })).toThrow(
      /FACEBOOK_CLIENT_SECRET: is required with FACEBOOK_ISSUER and FACEBOOK_CLIENT_ID/,
    );
    expect(() => loadEnv({ APPLE_CLIENT_SECRET: 's' })).toThrow(/APPLE_ISSUER[\s\S]*APPLE_CLIENT_ID/);
    expect(() => loadEnv({ GOOGLE_ISSUER: 'not a url', GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' })).toThrow(/GOOGLE_ISSUER/);
  });

  it('accepts an optional token sync address', () => {
    expect(loadEnv({}).SYNC_URL).toBeUndefined();
    expect(loadEnv({ SYNC_URL: 'https://sync.example.be/token' }).SYNC_URL).toBe('https://sync.example.be/token');
    expect(() => loadEnv({ SYNC_URL: 'nope' })).toThrow(/SYNC_URL/);
  });
});
