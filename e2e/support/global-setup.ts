import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startApp } from './app-process';
import { ADMIN, ENV_BASE_URL, ENV_MAILBOX_DIR, ENV_SMTP_URL, ENV_SYNC_URL } from './env';
import { createMailboxWriter } from './mailbox';
import { freePort } from './ports';
import { startSmtpPeer } from './smtp-peer';
import { startSocialIssuer } from './oidc';
import { startSyncPeer } from './sync-peer';
import { startMollieStandIn } from '../../apps/server/src/modules/checkout/testing/mollie-stand-in';

/**
 * One product instance for the whole run, started as a user starts it, on a fresh data folder
 * (embedded PGlite), sending its e-mail to a real SMTP peer. Returns the teardown (Playwright runs a
 * function returned by the global setup as the global teardown). Playwright requires a default export.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-e2e-'));
  const mailbox = join(root, 'mailbox');
  const outputDir = config.projects[0]?.outputDir ?? join(config.rootDir, 'test-results');
  await mkdir(outputDir, { recursive: true });
  const logFile = join(outputDir, 'e2e-server.log');

  const smtp = await startSmtpPeer(await createMailboxWriter(mailbox));
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  // Social sign-in (e2e/social.spec.ts): the three providers on a local OpenID Connect issuer, and a token sync peer.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const social = await startSocialIssuer(appUrl);
  const sync = await startSyncPeer(appUrl);
  // Online payment (e2e/shop.spec.ts): Mollie's Payments API on a loopback HTTPS stand-in with its hosted page.
  const mollie = await startMollieStandIn();
  const cleanup = async (): Promise<void> => {
    await mollie.close();
    await smtp.close();
    await social.issuer.close();
    await sync.close();
    await rm(root, { recursive: true, force: true });
  };

  let app;
  try {
    app = await startApp({
      port,
      logFile,
      env: {
        DATA_DIR: join(root, 'data'),
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'PharmaLink <no-reply@e2e.example.com>',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Every test signs in; the real limit (10/min/IP) is covered by the API tests.
        RATE_LIMIT_MAX: '100000',
        ...social.env,
        SYNC_URL: sync.url,
        MOLLIE_API_KEY: mollie.apiKey,
        MOLLIE_API_URL: mollie.apiUrl,
        MOLLIE_CA_FILE: mollie.certFile,
      },
    });
  } catch (error) {
    await cleanup();
    throw error;
  }

  process.env[ENV_BASE_URL] = app.url;
  process.env[ENV_MAILBOX_DIR] = mailbox;
  process.env[ENV_SMTP_URL] = smtpUrl;
  process.env[ENV_SYNC_URL] = sync.url;
  console.log(`e2e: app ${app.url} (log ${logFile}), SMTP peer ${smtpUrl}`);

  const started = app;
  return async () => {
    await started.stop();
    await cleanup();
  };
}
