/**
 * `npm run bench`: throughput of the app against a bare Fastify ceiling on this machine, the
 * JavaScript the first pages download, and the catalogue figures (import of the real BDPM files and
 * search load, on PGlite and on PostgreSQL). Prints tables and writes bench/results.json. Loopback
 * only; every load run has a fixed duration and every wait a deadline.
 *
 * Options (a flag wins over its environment variable):
 *   --only=app,catalogue,orders BENCH_ONLY     parts to run (default: all). The ceiling always runs.
 *                                               app       = /api/health, /api/me, a customer's page calls on PGlite
 *                                                           (10 connections), JavaScript bytes (~1 min)
 *                                               catalogue = BDPM import twice per engine + search load (~minutes)
 *                                               lighthouse = Lighthouse's mobile scores of the public pages,
 *                                                           the signed-in /dashboard and /my/order (~4 min)
 *                                               orders    = 100,000 orders seeded on PostgreSQL, the staff's order
 *                                                           list and order submission under load (~2 min)
 *                                               invoices  = 100,000 invoices seeded on PostgreSQL, the invoice list as
 *                                                           staff, admin and customer, a month's CSV (~2 min)
 *                                               live      = 2,000 websockets (200 people × 10 tabs) on one server on
 *                                                           PostgreSQL, an announcement fanned out to 200 of them:
 *                                                           delivery p50/p99 and memory per socket (~1 min)
 *                                               shop      = 20,000 shop products seeded on PostgreSQL, the public shop's
 *                                                           list, search, filters and product page (~1 min)
 *   --engines=pglite,postgres BENCH_ENGINES    catalogue engines (default: both). PostgreSQL is used only when
 *                                               postgres://postgres@127.0.0.1:5432/postgres answers; a temp
 *                                               database is created there and dropped afterwards.
 * The orders, users, invoices and shop parts run on PostgreSQL only (same temp database rule) and are skipped, with a line saying so, when it does
 * not answer. The catalogue part reads ../shared/data/bdpm (relative to the repo) and is skipped, with a line saying
 * so, when the files are absent. A part that does not run keeps its previous section in results.json.
 * Examples: npm run bench -- --only=orders    npm run bench -- --only=catalogue    BENCH_ONLY=catalogue BENCH_ENGINES=pglite npm run bench
 */
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../e2e/support/app-process';
import { ENGINES, measureCatalogue } from './catalogue';
import type { EngineName } from './catalogue';
import { catalogueFailed, reportCatalogue } from './catalogue-report';
import { measureCeiling } from './ceiling';
import { measureJsBytes } from './js-bytes';
import type { JsBytes } from './js-bytes';
import { measure } from './load';
import type { LoadResult } from './load';
import { measureInvoices } from './invoices';
import { invoicesFailed, invoicesSection, reportInvoices } from './invoices-report';
import { measureOrders } from './orders';
import { ordersFailed, ordersSection, reportOrders } from './orders-report';
import { ADMIN, withBenchApp } from './bench-app';
import { measureLighthouse } from './lighthouse';
import type { LighthouseScores } from './lighthouse';
import { createVerifiedCustomer, signIn } from './session';
import { measureUsers } from './users';
import { reportUsers, usersFailed, usersSection } from './users-report';
import { measureShop } from './shop';
import { measureLive } from './live';
import { reportLive } from './live-report';
import { reportShop, shopFailed, shopSection } from './shop-report';
import { kib, table } from './table';

const startLoad = loadavg();
const PARTS = ['app', 'catalogue', 'orders', 'users', 'invoices', 'shop', 'live', 'lighthouse'] as const;
type Part = (typeof PARTS)[number];

/** `--name=a,b` from the command line, else the environment variable, else every allowed value. */
function listOption<T extends string>(flag: string, envName: string, allowed: readonly T[]): T[] {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${flag}=`));
  const raw = arg ? arg.slice(flag.length + 3) : process.env[envName];
  if (!raw) return [...allowed];
  const values = raw.split(',').map((v) => v.trim()).filter(Boolean);
  const unknown = values.filter((v) => !allowed.includes(v as T));
  if (unknown.length || !values.length) {
    throw new Error(`--${flag} / ${envName}: expected a comma-separated list of ${allowed.join(', ')}, got "${raw}"`);
  }
  return values as T[];
}

/** What a customer's dashboard and order pages call, cycled by each of 10 connections (PRODUCT: 10 users on PGlite). */
const PAGE_CALLS = ['/api/me', '/api/orders', '/api/notifications', '/api/pharmacies', '/api/medicine?q=doli'];

interface AppFigures {
  health: LoadResult;
  me: LoadResult;
  /** PAGE_CALLS with 10 connections on PGlite. */
  pageCalls: LoadResult;
  js: JsBytes[];
  webBuiltAt: string;
}

async function measureApp(): Promise<AppFigures> {
  return withBenchApp(async (app) => {
    const webBuiltAt = (await stat(join(REPO_ROOT, 'apps/web/dist/index.html'))).mtime.toISOString();
    console.log('bench: GET /api/health');
    const health = await measure({ url: `${app.url}/api/health` });
    const cookie = await signIn(app.url, await createVerifiedCustomer(app.url, app.inbox));
    console.log('bench: GET /api/me (signed in)');
    const me = await measure({ url: `${app.url}/api/me`, headers: { cookie } });
    console.log(`bench: a customer's page calls (${PAGE_CALLS.length} GETs), 10 connections, PGlite`);
    const pageCalls = await measure({ url: app.url, paths: PAGE_CALLS, connections: 10, headers: { cookie } });
    console.log('bench: JavaScript of /auth/login and /dashboard (Chromium)');
    const js = await measureJsBytes(app.url, [
      { path: '/auth/login', cookie: '' },
      { path: '/dashboard', cookie: await signIn(app.url, ADMIN) },
    ]);
    return { health, me, pageCalls, js, webBuiltAt };
  });
}

/** The public pages Lighthouse scores; performance is also asked of the signed-in dashboard and order form. */
const PUBLIC_PAGES = ['/', '/auth/login', '/auth/register', '/auth/reset-password', '/about-us', '/contact-us', '/pricing', '/payment'];

async function measureLighthousePart(): Promise<LighthouseScores[]> {
  return withBenchApp(async (app) => {
    console.log(`bench: Lighthouse (mobile) on ${PUBLIC_PAGES.length} public pages, /dashboard and /my/order`);
    const customer = await signIn(app.url, await createVerifiedCustomer(app.url, app.inbox));
    const admin = await signIn(app.url, ADMIN);
    return measureLighthouse(app.url, [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      { path: '/dashboard', cookie: admin, as: 'admin' },
      { path: '/my/order', cookie: customer, as: 'customer' },
    ]);
  });
}

function reportLighthouse(scores: LighthouseScores[]): void {
  console.log('\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium');
  console.log(
    table(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms'],
      scores.map((s) => [s.signedInAs ? `${s.path} (${s.signedInAs})` : s.path, s.performance ?? '-', s.accessibility ?? '-', s.bestPractices ?? '-', s.seo ?? '-', s.lcpMs ?? '-', s.tbtMs ?? '-']),
    ),
  );
}

function report(ceiling: LoadResult, app: AppFigures): void {
  const row = (name: string, r: LoadResult) => [
    name,
    r.requestsPerSecond,
    r.p50Ms,
    r.p99Ms,
    `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`,
    r.failures,
  ];
  console.log(`\nThroughput, 50 connections, 5 s`);
  console.log(
    table(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'failures'],
      [row('bare Fastify (ceiling)', ceiling), row('GET /api/health', app.health), row('GET /api/me (signed in)', app.me)],
    ),
  );
  console.log(`\nA customer's page calls on PGlite (${PAGE_CALLS.join(', ')}), 10 connections, 5 s`);
  console.log(table(['calls', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'failures'], [row('the five, cycled', app.pageCalls)]));
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

async function previousResults(path: string): Promise<Record<string, unknown>> {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function main(): Promise<void> {
  const parts = listOption<Part>('only', 'BENCH_ONLY', PARTS);
  const engines = listOption<EngineName>('engines', 'BENCH_ENGINES', ENGINES);
  console.log(`bench: parts ${parts.join(', ')}${parts.includes('catalogue') ? `; catalogue engines ${engines.join(', ')}` : ''}`);
  console.log('bench: ceiling, a bare Fastify hello-world in this process');
  const ceiling = await measureCeiling();
  const app = parts.includes('app') ? await measureApp() : undefined;
  const catalogue = parts.includes('catalogue') ? await measureCatalogue(engines) : undefined;
  if (parts.includes('orders')) console.log('bench: orders on PostgreSQL: 100,000 orders seeded, then the app');
  const orders = parts.includes('orders') ? await measureOrders() : undefined;
  if (parts.includes('users')) console.log('bench: users on PostgreSQL: 100,000 accounts seeded, then the app');
  const users = parts.includes('users') ? await measureUsers() : undefined;
  if (parts.includes('invoices')) console.log('bench: invoices on PostgreSQL: 100,000 invoices seeded, then the app');
  const invoices = parts.includes('invoices') ? await measureInvoices() : undefined;
  if (parts.includes('shop')) console.log('bench: shop on PostgreSQL: 20,000 products seeded, then the app');
  const shop = parts.includes('shop') ? await measureShop() : undefined;
  if (parts.includes('live')) console.log('bench: live events on PostgreSQL: 2,000 websockets, then announcements');
  const live = parts.includes('live') ? await measureLive() : undefined;
  const lighthouseScores = parts.includes('lighthouse') ? await measureLighthousePart() : undefined;
  console.log(`\n${cpus().length} cores, node ${process.version}; ceiling = bare Fastify hello-world, same load, same run`);
  console.log(`load average before the run: ${startLoad.map((l) => l.toFixed(2)).join(' ')} (other work skews every figure)`);
  if (app) report(ceiling, app);
  if (catalogue) reportCatalogue(ceiling, catalogue);
  if (orders) reportOrders(ceiling, orders);
  if (users) reportUsers(ceiling, users);
  if (invoices) reportInvoices(ceiling, invoices);
  if (shop) reportShop(ceiling, shop);
  if (live) reportLive(live);
  if (lighthouseScores) reportLighthouse(lighthouseScores);

  const resultsPath = join(REPO_ROOT, 'bench/results.json');
  const date = new Date().toISOString();
  const machine = { cores: cpus().length, node: process.version, loadAverage: startLoad };
  // A part that did not run keeps its previous figures (each section carries the ceiling it was compared to).
  const results: Record<string, unknown> = { ...(await previousResults(resultsPath)), date, machine, load: { connections: 50, durationSeconds: 5 } };
  if (app) {
    Object.assign(results, {
      ceiling,
      app: { health: app.health, me: app.me, pageCalls: app.pageCalls },
      ratios: {
        health: app.health.requestsPerSecond / ceiling.requestsPerSecond,
        me: app.me.requestsPerSecond / ceiling.requestsPerSecond,
      },
      js: app.js,
      webBuiltAt: app.webBuiltAt,
    });
  }
  if (catalogue) {
    const withRatios =
      'skipped' in catalogue
        ? catalogue
        : {
            ...catalogue,
            engines: catalogue.engines.map((e) =>
              'skipped' in e ? e : { ...e, ratio: e.load.requestsPerSecond / ceiling.requestsPerSecond },
            ),
          };
    results.catalogue = { date, machine, ceiling, ...withRatios };
  }
  if (orders) results.orders = { date, machine, ceiling, ...ordersSection(ceiling, orders) };
  if (users) results.users = { date, machine, ceiling, ...usersSection(ceiling, users) };
  if (invoices) results.invoices = { date, machine, ceiling, ...invoicesSection(ceiling, invoices) };
  if (shop) results.shop = { date, machine, ceiling, ...shopSection(ceiling, shop) };
  if (live) results.live = { date, machine, ...live };
  if (lighthouseScores) results.lighthouse = { date, machine, pages: lighthouseScores };
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nbench: wrote bench/results.json');
  if ([ceiling, app?.health, app?.me, app?.pageCalls].some((r) => r && r.failures > 0)) {
    console.error('bench: some requests failed (non-2xx, errors or timeouts): those figures are not valid');
    process.exitCode = 1;
  }
  if (catalogue && catalogueFailed(catalogue)) {
    console.error('bench: a catalogue figure is not valid (failed requests, a failed engine or a non-idempotent import)');
    process.exitCode = 1;
  }
  if (users && usersFailed(users)) {
    console.error('bench: a users figure is not valid (failed requests or a failed run)');
    process.exitCode = 1;
  }
  if (invoices && invoicesFailed(invoices)) {
    console.error('bench: an invoices figure is not valid (failed requests, an answer unlike the database or a failed run)');
    process.exitCode = 1;
  }
  if (shop && shopFailed(shop)) {
    console.error('bench: a shop figure is not valid (failed requests, an answer unlike the database or a failed run)');
    process.exitCode = 1;
  }
  if (live && 'failed' in live && live.failed) {
    console.error('bench: the live part failed');
    process.exitCode = 1;
  }
  if (orders && ordersFailed(orders)) {
    console.error('bench: an orders figure is not valid (failed requests, wrong tab counts or a failed run)');
    process.exitCode = 1;
  }
}

await main();
