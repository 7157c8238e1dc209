/**
 * `npm run bench`: throughput of the app against a bare Fastify ceiling on this machine, and the
 * JavaScript the first pages download. Prints tables and writes bench/results.json. Loopback only;
 * every load run has a fixed duration and every wait a deadline.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { startSmtpPeer } from '../e2e/support/smtp-peer';
import { measureCeiling } from './ceiling';
import { measureJsBytes } from './js-bytes';
import type { JsBytes } from './js-bytes';
import { measure } from './load';
import type { LoadResult } from './load';
import { createVerifiedCustomer, Inbox, signIn } from './session';
import { kib, table } from './table';

const ADMIN = { email: 'admin@bench.example.com', password: 'Bench-admin-password-1' };
const startLoad = loadavg();

interface AppFigures {
  health: LoadResult;
  me: LoadResult;
  js: JsBytes[];
  webBuiltAt: string;
}

async function measureApp(): Promise<AppFigures> {
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
      },
    });
    try {
      const webBuiltAt = (await stat(join(REPO_ROOT, 'apps/web/dist/index.html'))).mtime.toISOString();
      console.log('bench: GET /api/health');
      const health = await measure({ url: `${app.url}/api/health` });
      const cookie = await signIn(app.url, await createVerifiedCustomer(app.url, inbox));
      console.log('bench: GET /api/me (signed in)');
      const me = await measure({ url: `${app.url}/api/me`, headers: { cookie } });
      console.log('bench: JavaScript of /auth/login and /dashboard (Chromium)');
      const js = await measureJsBytes(app.url, [
        { path: '/auth/login', cookie: '' },
        { path: '/dashboard', cookie: await signIn(app.url, ADMIN) },
      ]);
      return { health, me, js, webBuiltAt };
    } finally {
      await app.stop();
    }
  } finally {
    await smtp.close();
    await rm(root, { recursive: true, force: true });
  }
}

function report(ceiling: LoadResult, app: AppFigures): void {
  const row = (name: string, r: LoadResult) => [
    name,
    r.requestsPerSecond,
    r.p99Ms,
    `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`,
    r.failures,
  ];
  console.log(`\nThroughput, 50 connections, 5 s (${cpus().length} cores, node ${process.version})`);
  console.log(`load average before the run: ${startLoad.map((l) => l.toFixed(2)).join(' ')} (other work skews every figure)`);
  console.log(
    table(
      ['endpoint', 'req/s', 'p99 ms', 'of ceiling', 'failures'],
      [row('bare Fastify (ceiling)', ceiling), row('GET /api/health', app.health), row('GET /api/me (signed in)', app.me)],
    ),
  );
  console.log(`\nJavaScript loaded by a first visit (web build of ${app.webBuiltAt})`);
  console.log(
    table(
      ['page', 'files', 'raw', 'gzip -9', 'brotli 11'],
      app.js.map((j) => [j.path, j.files, kib(j.raw), kib(j.gzip), kib(j.brotli)]),
    ),
  );
  for (const j of app.js) {
    for (const bad of j.notJavaScript) console.warn(`warning: ${j.path} asked for a script and got no JavaScript: ${bad}`);
  }
}

async function main(): Promise<void> {
  console.log('bench: ceiling, a bare Fastify hello-world in this process');
  const ceiling = await measureCeiling();
  const app = await measureApp();
  report(ceiling, app);
  const results = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version, loadAverage: startLoad },
    load: { connections: 50, durationSeconds: 5 },
    ceiling,
    app: { health: app.health, me: app.me },
    ratios: {
      health: app.health.requestsPerSecond / ceiling.requestsPerSecond,
      me: app.me.requestsPerSecond / ceiling.requestsPerSecond,
    },
    js: app.js,
    webBuiltAt: app.webBuiltAt,
  };
  await writeFile(join(REPO_ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nbench: wrote bench/results.json');
  if ([ceiling, app.health, app.me].some((r) => r.failures > 0)) {
    console.error('bench: some requests failed (non-2xx, errors or timeouts): those figures are not valid');
    process.exitCode = 1;
  }
}

await main();
