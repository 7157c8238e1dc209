import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppConfig } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createTestDatabase, pgliteSnapshot } from './test-database';
import { loadEnv } from '../env';
import type { Mailer, MailMessage } from '../lib/mail';

/** A mailer that keeps what it sends, for reading links out of e-mails. */
export class CaptureMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private failures = 0;
  /** The next `count` sends throw, like an SMTP server that is down (outbox retry tests). */
  failNext(count: number) {
    this.failures = count;
  }
  async send(message: MailMessage) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('SMTP unavailable (test)');
    }
    this.sent.push(message);
  }
  close() {}
  lastTo(to: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to === to);
  }
  /** The first link of the last e-mail sent to `to`; e-mails are sent after the response, so wait a little. */
  async linkTo(to: string, kind: 'verify' | 'new-password'): Promise<URL> {
    for (let i = 0; i < 50; i++) {
      const mail = [...this.sent].reverse().find((m) => m.to === to && m.text.includes(`/auth/${kind}?`));
      const match = mail?.text.match(/https?:\/\/\S+/);
      if (match) return new URL(match[0]);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${kind} e-mail to ${to}`);
  }
}

export { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  mailer: CaptureMailer;
  database: Database;
  engine: 'pglite' | 'postgres';
  /** The database's address on PostgreSQL (a second app on the same database plays another process); else undefined. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default; a database of its own on the PostgreSQL server
 * when TEST_DATABASE_URL is set (created here, dropped in close()).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { webDist?: string } & Pick<AppConfig, 'realtime' | 'outbox' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pharmalink-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const own = serverUrl ? await createTestDatabase(serverUrl, 'pharmalink_test') : undefined;
  const url = own?.url;
  const dropDatabase = own?.drop ?? (async () => {});
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
  const database = await openDatabase({ url, dataDir: url ? undefined : 'memory://', snapshot: url ? undefined : pgliteSnapshot(), poolSize: 5 });
  const mailer = new CaptureMailer();
  const app = await buildApp({
    env,
    database,
    mailer,
    logger: options.logger ?? false,
    webDist: options.webDist ?? join(dataDir, 'no-web'),
    realtime: options.realtime,
    outbox: options.outbox,
  });
  await app.ready();
  return {
    app,
    mailer,
    database,
    engine: database.engine,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie jar for one person across inject() calls. */
export function cookiesOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.be`;
}

export const GOOD_PASSWORD = 'Correct-horse-42';

/** Registers, verifies through the e-mailed link, signs in; returns the session cookie. */
export async function registerVerifiedUser(
  t: TestApp,
  options: { role?: 'customer' | 'pharmacy' | 'shipper'; email?: string } = {},
): Promise<{ email: string; cookie: string; uid: string }> {
  const email = options.email ?? uniqueEmail(options.role ?? 'customer');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    payload: { email, password: GOOD_PASSWORD, name: 'Test', lastname: 'Person', role: options.role ?? 'customer' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const link = await t.mailer.linkTo(email, 'verify');
  const verify = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link.searchParams.get('token')}` });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  const cookie = await signIn(t, email, GOOD_PASSWORD);
  return { email, cookie, uid: res.json().user.uid };
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}
