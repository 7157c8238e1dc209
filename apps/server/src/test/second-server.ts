import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { CaptureMailer } from './test-app';

/**
 * Test-only: a second server on the same PostgreSQL database, listening, as a second process behind the load
 * balancer would be (the two share AUTH_SECRET, which signs the session cookies).
 */
export async function startSecondServer(databaseUrl: string | undefined, authSecret: string): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pharmalink-second-'));
  const database = await openDatabase({ url: databaseUrl, poolSize: 3 });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: authSecret, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RATE_LIMIT_MAX: '100000' });
  const app = await buildApp({ env, database, mailer: new CaptureMailer(), logger: false, webDist: join(dataDir, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
