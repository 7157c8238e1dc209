import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has the DESIGN.md defaults', () => {
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
    const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(env.SEED_DEMO).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/);
  });
});
