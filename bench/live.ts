/**
 * The live socket under many connections (issue 16): 200 people with 10 open tabs each (2,000 websockets, the
 * per-person limit) on one server, then an admin's announcement to the 20 couriers among them, which reaches 200
 * sockets. Figures: the time from the request to each socket's event (p50, p99, over repeated announcements), the
 * announcement's own answer time, and the server's memory per open socket (its RSS before and after connecting).
 */
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client';
import { createAccount } from '../apps/server/src/modules/accounts/commands/register';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { postgresAdmin } from './catalogue';
import { signIn } from './session';

const PEOPLE = 200;
const TABS = 10;
const COURIERS = 20;
const ROUNDS = 20;
const PASSWORD = 'Bench-password-42';

export interface LiveFigures {
  database: string;
  sockets: number;
  fanOut: number;
  rounds: number;
  deliveryMs: { p50: number; p99: number; max: number };
  requestMs: { p50: number; p99: number };
  rssPerSocketKiB: number;
}
export type LiveResult = LiveFigures | { skipped: string; failed?: boolean };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The resident memory of the process listening on the app's port (the server under start.mjs), in KiB. */
async function serverRssKiB(pid: number): Promise<number> {
  // start.mjs runs the server as its child: sum the group's processes we can see under /proc.
  const { readdir } = await import('node:fs/promises');
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    if (pgid !== pid) continue;
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return total;
}

function open(url: string, cookie: string, origin: string, onEvent: (at: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie, origin } });
    ws.on('message', () => onEvent(performance.now()));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

export async function measureLive(): Promise<LiveResult> {
  const admin = await postgresAdmin();
  if (typeof admin === 'string') return { skipped: admin };
  const name = `pharmacy_bench_${randomBytes(4).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-live-'));
  const sockets: WebSocket[] = [];
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    const tag = randomBytes(3).toString('hex');
    const people = Array.from({ length: PEOPLE }, (_, i) => ({ email: `live-${tag}-${i}@example.com`, password: PASSWORD, courier: i < COURIERS }));
    const boss = { email: `live-admin-${tag}@example.com`, password: PASSWORD };
    const database = await openDatabase({ url, poolSize: 4 });
    try {
      console.log(`bench:   ${PEOPLE} accounts (${COURIERS} couriers) and an admin`);
      await createAccount(database.db, { ...boss, firstName: 'Bench', lastName: 'Admin', role: 'admin', emailVerified: true, status: 'active' });
      for (const p of people) {
        await createAccount(database.db, { email: p.email, password: p.password, firstName: 'Live', lastName: 'Bench', role: p.courier ? 'shipper' : 'customer', emailVerified: true, status: 'active' });
      }
    } finally {
      await database.close();
    }
    const app = await startApp({
      port: await freePort(),
      logFile: join(root, 'server.log'),
      env: { DATABASE_URL: url, DATA_DIR: join(root, 'data'), SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
    });
    try {
      const wsUrl = `${app.url.replace(/^http/, 'ws')}/api/ws`;
      const adminCookie = await signIn(app.url, boss);
      const cookies = await Promise.all(people.map((p) => signIn(app.url, p)));
      await sleep(1000);
      const before = await serverRssKiB(app.pid);
      let arrivals: number[] = [];
      console.log(`bench:   opening ${PEOPLE * TABS} websockets`);
      for (const [i, cookie] of cookies.entries()) {
        for (let tab = 0; tab < TABS; tab++) {
          sockets.push(await open(wsUrl, cookie, app.url, (at) => (people[i]!.courier ? arrivals.push(at) : undefined)));
        }
      }
      await sleep(2000);
      const after = await serverRssKiB(app.pid);
      const delivery: number[] = [];
      const requests: number[] = [];
      console.log(`bench:   ${ROUNDS} announcements, each to ${COURIERS * TABS} sockets`);
      for (let r = 0; r < ROUNDS; r++) {
        arrivals = [];
        const started = performance.now();
        const res = await fetch(`${app.url}/api/mail/announcements`, {
          method: 'POST',
          headers: { cookie: adminCookie, 'content-type': 'application/json', origin: app.url },
          body: JSON.stringify({ roles: ['shipper'], subject: `Round ${r}`, message: '<p>Bench</p>' }),
        });
        requests.push(performance.now() - started);
        if (res.status !== 201) throw new Error(`announcement: HTTP ${res.status} ${await res.text()}`);
        const deadline = Date.now() + 10_000;
        while (arrivals.length < COURIERS * TABS && Date.now() < deadline) await sleep(5);
        if (arrivals.length < COURIERS * TABS) throw new Error(`round ${r}: ${arrivals.length} of ${COURIERS * TABS} sockets had the event`);
        delivery.push(...arrivals.map((at) => at - started));
      }
      delivery.sort((a, b) => a - b);
      requests.sort((a, b) => a - b);
      return {
        database: 'PostgreSQL',
        sockets: sockets.length,
        fanOut: COURIERS * TABS,
        rounds: ROUNDS,
        deliveryMs: { p50: round1(percentile(delivery, 50)), p99: round1(percentile(delivery, 99)), max: round1(delivery.at(-1)!) },
        requestMs: { p50: round1(percentile(requests, 50)), p99: round1(percentile(requests, 99)) },
        rssPerSocketKiB: round1((after - before) / sockets.length),
      };
    } finally {
      for (const ws of sockets) ws.terminate();
      await app.stop();
    }
  } catch (error) {
    console.error('bench: the live part failed:', error);
    return { skipped: `failed: ${(error as Error).message}`, failed: true };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}
