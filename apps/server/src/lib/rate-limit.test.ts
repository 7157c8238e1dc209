import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { LOCKOUT } from '../auth/sign-in-lockout';
import { openDatabase, type Database } from '../db/client';
import { loadEnv } from '../env';
import { CaptureMailer, createTestApp, GOOD_PASSWORD, registerVerifiedUser, type TestApp } from '../test/test-app';
import { hitLimit } from './rate-limit';

// Every process of a deployment shares AUTH_SECRET (required in production); the sign-in lock is keyed with it.
const AUTH_SECRET = 'rate-limit-test-secret-0123456789abcdef';

describe('database counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SECRET });
  });
  afterAll(() => t.close());

  it('count hits per key within a window and start again once it has passed', async () => {
    expect(await hitLimit(t.database.db, 'test:a', 60_000)).toMatchObject({ hits: 1 });
    expect(await hitLimit(t.database.db, 'test:a', 60_000)).toMatchObject({ hits: 2 });
    expect(await hitLimit(t.database.db, 'test:b', 60_000)).toMatchObject({ hits: 1 });
    const { ttlMs } = await hitLimit(t.database.db, 'test:a', 60_000);
    expect(ttlMs).toBeGreaterThan(0);
    expect(ttlMs).toBeLessThanOrEqual(60_000);
    // A window of 0 ms is over at once: the next hit starts a new one.
    await hitLimit(t.database.db, 'test:c', 0);
    expect(await hitLimit(t.database.db, 'test:c', 60_000)).toMatchObject({ hits: 1 });
  });

  it('lose no hit when many arrive at once', async () => {
    await Promise.all(Array.from({ length: 20 }, () => hitLimit(t.database.db, 'test:burst', 60_000)));
    expect(await hitLimit(t.database.db, 'test:burst', 60_000)).toMatchObject({ hits: 21 });
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL share the limits', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database; dataDir: string };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SECRET, RATE_LIMIT_MAX: '3' });
    const dataDir = mkdtempSync(join(tmpdir(), 'pharmalink-second-'));
    const database = await openDatabase({ url: t.databaseUrl, poolSize: 3 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET, RATE_LIMIT_MAX: '3', APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({ env, database, mailer: new CaptureMailer(), logger: false, webDist: join(dataDir, 'no-web') });
    await app.ready();
    second = { app, database, dataDir };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    rmSync(second.dataDir, { recursive: true, force: true });
    await t.close();
  });

  const signInOn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });

  it('the per-address limit counts the requests both servers received', async () => {
    const statuses: number[] = [];
    for (const app of [t.app, second.app, t.app, second.app]) {
      statuses.push((await signInOn(app, 'nobody@example.be', 'Wrong-pass-1', '10.77.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('the per-account lock counts failures made on either server', async () => {
    const { email } = await registerVerifiedUser(t);
    let n = 0;
    const from = () => `10.78.0.${++n}`;
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      const app = i % 2 === 0 ? t.app : second.app;
      expect((await signInOn(app, email, `Wrong-guess-${i}`, from())).statusCode).toBe(401);
    }
    for (const app of [t.app, second.app]) {
      const res = await signInOn(app, email, GOOD_PASSWORD, from());
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });
});
