import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { startSmtpPeer } from '../e2e/support/smtp-peer';
import { Inbox } from './session';

export const ADMIN = { email: 'admin@bench.example.com', password: 'Bench-admin-password-1' };

export interface BenchApp {
  url: string;
  /** The SMTP peer's mail: a new customer's verification link. */
  inbox: Inbox;
}

/**
 * The product as a newcomer starts it (node scripts/start.mjs, PGlite in a temp folder, the demo data), with the
 * configured admin and a real SMTP peer; `use` runs against it, then everything is stopped and removed.
 */
export async function withBenchApp<T>(use: (app: BenchApp) => Promise<T>): Promise<T> {
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-'));
  const inbox = new Inbox();
  const smtp = await startSmtpPeer(inbox.receive);
  try {
    console.log('bench: starting the app (node scripts/start.mjs, PGlite in a temp folder)');
    const app = await startApp({
      port: await freePort(),
      logFile: join(root, 'server.log'),
      env: {
        DATA_DIR: join(root, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The demo catalogue and pharmacies, so that pages and calls read real rows.
        SEED_DEMO: 'true',
      },
    });
    try {
      return await use({ url: app.url, inbox });
    } finally {
      await app.stop();
    }
  } finally {
    await smtp.close();
    await rm(root, { recursive: true, force: true });
  }
}
