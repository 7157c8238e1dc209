/**
 * People figures (issue 5), on PostgreSQL: a temp database with 100,000 user accounts (users-seed.ts), then the app
 * started on it and the admin's user list (GET /api/admin/accounts): one request at a time for each view, then load on
 * three views. Loopback only; the seed has a deadline and every load run a fixed duration.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { createAccount } from '../apps/server/src/modules/accounts/commands/register';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { postgresAdmin, withDeadline } from './catalogue';
import { measure } from './load';
import type { LoadResult } from './load';
import { signIn } from './session';
import type { Credentials } from './session';
import { seedUsers } from './users-seed';

export const TOTAL_USERS = 100_000;
const SEED_DEADLINE_MS = 3 * 60_000;
const REQUEST_DEADLINE_MS = 30_000;

/** The three list views under load: what an admin opens most. */
export const USER_LIST_VIEWS = [
  { name: 'first page, newest', path: '/api/admin/accounts' },
  { name: 'search q=peeters', path: '/api/admin/accounts?q=peeters' },
  { name: 'pending pharmacies', path: '/api/admin/accounts?role=pharmacy&status=pending' },
] as const;

export interface UserColdRequest {
  name: string;
  path: string;
  ms: number;
  items: number;
  status: number;
}

export interface UsersFigures {
  database: string;
  seeded: number;
  seedMs: number;
  cold: UserColdRequest[];
  list: { name: string; path: string; load: LoadResult }[];
}

export type UsersResult = UsersFigures | { skipped: string; failed?: boolean };

interface ListBody {
  items?: unknown[];
  nextCursor?: string | null;
}

async function getJson(url: string, cookie: string): Promise<{ status: number; body: ListBody }> {
  const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as ListBody };
}

async function coldList(baseUrl: string, cookie: string): Promise<UserColdRequest[]> {
  const warm = await getJson(`${baseUrl}/api/admin/accounts?limit=1`, cookie);
  if (warm.status !== 200) throw new Error(`GET /api/admin/accounts as admin: HTTP ${warm.status}`);
  const cold: UserColdRequest[] = [];
  const time = async (name: string, path: string) => {
    const started = performance.now();
    const { status, body } = await getJson(`${baseUrl}${path}`, cookie);
    cold.push({
      name,
      path,
      ms: Math.round((performance.now() - started) * 10) / 10,
      items: body.items?.length ?? 0,
      status,
    });
    return body;
  };
  const first = await time('first page, newest', '/api/admin/accounts');
  await time('second page (cursor)', `/api/admin/accounts?cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
  const byName = await time('by name A→Z', '/api/admin/accounts?sort=name');
  await time(
    'by name, second page',
    `/api/admin/accounts?sort=name&cursor=${encodeURIComponent(byName.nextCursor ?? '')}`,
  );
  await time('oldest first', '/api/admin/accounts?sort=createdAt');
  await time('role shipper', '/api/admin/accounts?role=shipper');
  await time('pending pharmacies', '/api/admin/accounts?role=pharmacy&status=pending');
  await time('city Gent', '/api/admin/accounts?city=Gent');
  await time('search q=peeters', '/api/admin/accounts?q=peeters');
  await time('search an e-mail', '/api/admin/accounts?q=seed-user-4242%40example.com');
  await time('search typo q=janssesn', '/api/admin/accounts?q=janssesn');
  await time('search, no match', '/api/admin/accounts?q=zzyzx');
  return cold;
}

export async function measureUsers(): Promise<UsersResult> {
  const admin = await postgresAdmin();
  if (typeof admin === 'string') return { skipped: admin };
  const name = `pharmacy_bench_${randomBytes(4).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-users-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    console.log(`bench:   temp database ${name}`);
    const credentials: Credentials = {
      email: `bench-admin-${randomBytes(3).toString('hex')}@example.com`,
      password: 'Bench-password-42',
    };
    const database = await openDatabase({ url, poolSize: 2 });
    try {
      await createAccount(database.db, {
        ...credentials,
        firstName: 'Bench',
        lastName: 'Admin',
        role: 'admin',
        emailVerified: true,
        status: 'active',
      });
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let seedMs: number;
    try {
      console.log(`bench:   seeding ${TOTAL_USERS.toLocaleString('en')} user accounts`);
      seedMs = await withDeadline(seedUsers(client, TOTAL_USERS), SEED_DEADLINE_MS, 'the users seed');
      console.log(`bench:   seeded in ${(seedMs / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }
    const app = await startApp({
      port: await freePort(),
      logFile: join(root, 'server.log'),
      env: {
        DATABASE_URL: url,
        DATA_DIR: join(root, 'data'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
      },
    });
    try {
      const cookie = await signIn(app.url, credentials);
      console.log('bench:   user list, 12 requests one at a time');
      const cold = await coldList(app.url, cookie);
      const list: UsersFigures['list'] = [];
      for (const view of USER_LIST_VIEWS) {
        console.log(`bench:   GET ${view.path} as admin (50 connections)`);
        list.push({ ...view, load: await measure({ url: `${app.url}${view.path}`, headers: { cookie } }) });
      }
      return { database: 'PostgreSQL', seeded: TOTAL_USERS, seedMs, cold, list };
    } finally {
      await app.stop();
    }
  } catch (error) {
    console.error('bench: the users part failed:', error);
    return { skipped: `failed: ${(error as Error).message}`, failed: true };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}
