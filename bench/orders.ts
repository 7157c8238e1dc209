/**
 * Orders figures (issue 4), on PostgreSQL: a temp database with 100,000 orders (orders-seed.ts), then the app started
 * on it: the staff's order list (sequential cold requests, then load on three list views) and order submission by
 * signed-in customers under load. Loopback only; the seed has a deadline and every load run a fixed duration.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { openDatabase } from '../apps/server/src/db/client';
import { pharmacies, pharmacyStaff } from '../apps/server/src/db/schema';
import { setShipperPharmacies } from '../apps/server/src/modules/shippers/service';
import { createAccount } from '../apps/server/src/modules/accounts/commands/register';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { startSmtpPeer } from '../e2e/support/smtp-peer';
import { postgresAdmin, withDeadline } from './catalogue';
import { measure } from './load';
import type { LoadResult } from './load';
import { countMismatches, seedOrders } from './orders-seed';
import type { SeedReport } from './orders-seed';
import { signIn } from './session';
import type { Credentials } from './session';

const TOTAL_ORDERS = 100_000;
const SEED_DEADLINE_MS = 5 * 60_000;
const REQUEST_DEADLINE_MS = 30_000;
const SUBMITTERS = 10;
const PASSWORD = 'Bench-password-42';
/** The three list views under load: what a pharmacist opens most. */
export const LIST_VIEWS = [
  { name: 'first page, newest', path: '/api/orders' },
  { name: 'status tab "submitted"', path: '/api/orders?status=submitted' },
  { name: 'search q=peeters', path: '/api/orders?q=peeters' },
] as const;

export interface ColdRequest {
  name: string;
  path: string;
  ms: number;
  items: number;
  status: number;
}

export interface SubmitResult extends LoadResult {
  /** Answers by status code: every one must be 201 (a new order). */
  statusCodes: Record<string, number>;
}

export interface OrdersFigures {
  database: string;
  seed: SeedReport;
  /** Rows of order_counts that differ from a full count, after the seed and after the submissions (0 = exact). */
  countMismatches: { afterSeed: number; afterLoad: number };
  /** Sum of the staff's tab counts on the first cold request: must equal the orders of their pharmacy. */
  tabCountsTotal: number;
  cold: ColdRequest[];
  list: { name: string; path: string; load: LoadResult }[];
  submit: SubmitResult;
  ordersAfter: number;
}

export type OrdersResult = OrdersFigures | { skipped: string; failed?: boolean };

interface People {
  big: string;
  staff: Credentials;
  customers: Credentials[];
}

const account = (role: 'customer' | 'pharmacy' | 'shipper', n: number) => ({
  email: `bench-${role}-${n}-${randomBytes(3).toString('hex')}@example.com`,
  password: PASSWORD,
  firstName: 'Bench',
  lastName: `${role} ${n}`,
  role,
  emailVerified: true,
  status: 'active' as const,
});

/** Four pharmacies, one staff account each, three shippers and the customers who submit; returns the seed's ids too. */
async function createPeople(url: string) {
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    const { db } = database;
    const names = ['Pharmacie du Sablon', 'Apotheek De Linde', 'Pharmacie de la Barrière', 'Apotheek Het Zuid'];
    const ids = names.map(() => randomUUID());
    await db.insert(pharmacies).values(
      names.map((name, i) => ({
        id: ids[i]!,
        name,
        code: `BE-BENCH-${i + 1}`,
        address: `Rue du Bench ${i + 1}`,
        postalCode: '1000',
        city: 'Bruxelles',
        ...(i === 0 ? { homeDeliveryEnabled: true, homeDeliveryPostcodes: ['1000'], homeDeliveryFeeCents: 450 } : {}),
      })),
    );
    const staffByPharmacy: Record<string, string> = {};
    let staff: Credentials | undefined;
    for (const [i, id] of ids.entries()) {
      const input = account('pharmacy', i);
      const { uid } = await createAccount(db, input);
      await db.insert(pharmacyStaff).values({ pharmacyId: id, userId: uid });
      staffByPharmacy[id] = uid;
      staff ??= input;
    }
    const shipperIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { uid } = await createAccount(db, account('shipper', i));
      await setShipperPharmacies(db, uid, [{ pharmacyId: ids[0]!, isStaff: true }]);
      shipperIds.push(uid);
    }
    const customers: Credentials[] = [];
    for (let i = 0; i < SUBMITTERS; i++) {
      const input = account('customer', i);
      await createAccount(db, input);
      customers.push(input);
    }
    const people: People = { big: ids[0]!, staff: staff!, customers };
    return { people, seed: { bigPharmacyId: ids[0]!, otherPharmacyIds: ids.slice(1), staffByPharmacy, shipperIds } };
  } finally {
    await database.close();
  }
}

/** The parts of an order list answer the bench reads. */
interface ListBody {
  items?: { reference: string }[];
  nextCursor?: string | null;
  counts?: Record<string, number>;
}

async function getJson(url: string, cookie: string): Promise<{ status: number; body: ListBody }> {
  const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as ListBody };
}

/** One request at a time right after start (after one warm-up request), each view of the list once. */
async function coldList(baseUrl: string, cookie: string): Promise<{ cold: ColdRequest[]; tabCountsTotal: number }> {
  const warm = await getJson(`${baseUrl}/api/orders?sort=oldest&limit=1`, cookie);
  if (warm.status !== 200) throw new Error(`GET /api/orders as pharmacy staff: HTTP ${warm.status}`);
  const cold: ColdRequest[] = [];
  const time = async (name: string, path: string) => {
    const started = performance.now();
    const { status, body } = await getJson(`${baseUrl}${path}`, cookie);
    cold.push({ name, path, ms: Math.round((performance.now() - started) * 10) / 10, items: body.items?.length ?? 0, status });
    return body;
  };
  const first = await time('first page, newest', '/api/orders');
  const reference = first.items?.[7]?.reference ?? 'PL-NONE';
  await time('second page (cursor)', `/api/orders?cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
  await time('oldest first', '/api/orders?sort=oldest');
  await time('recently updated', '/api/orders?sort=updated');
  await time('status tab "submitted"', '/api/orders?status=submitted');
  await time('status tab "collected"', '/api/orders?status=collected');
  await time('delivery filter "neighbour"', '/api/orders?deliveryType=neighbour');
  await time('search a reference', `/api/orders?q=${encodeURIComponent(reference)}`);
  await time('search q=peeters', '/api/orders?q=peeters');
  await time('search q=dafalgan', '/api/orders?q=dafalgan');
  await time('search, no match', '/api/orders?q=zzyzx');
  // Under three letters the trigram index cannot help: the tab counts read every order of the pharmacy.
  await time('search one letter q=a', '/api/orders?q=a');
  const tabCountsTotal = Object.values(first.counts ?? {}).reduce((sum, n) => sum + n, 0);
  return { cold, tabCountsTotal };
}

/**
 * POST /api/orders with a new Idempotency-Key on every request and one of the customers' sessions per connection.
 * autocannon's hooks are functions, which a worker thread cannot receive, so this load runs on the main thread (the
 * app is another process; the ceiling's in-process server is why the other runs use a worker).
 */
async function measureSubmit(baseUrl: string, cookies: string[], pharmacyId: string): Promise<SubmitResult> {
  let next = 0;
  const body = JSON.stringify(sampleOrderForm(pharmacyId));
  const fire = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: 50,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          body,
          setupRequest: (request, context: { cookie?: string }) => {
            context.cookie ??= cookies[next++ % cookies.length];
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', cookie: context.cookie!, 'idempotency-key': randomUUID() },
            };
          },
        },
      ],
    });
  await fire(1);
  const result = await fire(5);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
  const other = Object.entries(statusCodes).reduce((sum, [code, n]) => sum + (code === '201' ? 0 : n), 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: other + result.errors + result.timeouts,
    statusCodes,
  };
}

async function measureApp(url: string, people: People, root: string) {
  const smtp = await startSmtpPeer(() => {}); // receives the order e-mails over real SMTP and drops them
  try {
    const app = await startApp({
      port: await freePort(),
      logFile: join(root, 'server.log'),
      env: { DATABASE_URL: url, DATA_DIR: join(root, 'data'), SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ORDER_RATE_LIMIT_MAX: '1000000' },
    });
    try {
      const staffCookie = await signIn(app.url, people.staff);
      console.log('bench:   order list, 12 requests one at a time');
      const { cold, tabCountsTotal } = await coldList(app.url, staffCookie);
      const list: OrdersFigures['list'] = [];
      for (const view of LIST_VIEWS) {
        console.log(`bench:   GET ${view.path} as pharmacy staff (50 connections)`);
        list.push({ ...view, load: await measure({ url: `${app.url}${view.path}`, headers: { cookie: staffCookie } }) });
      }
      const cookies: string[] = [];
      for (const customer of people.customers) cookies.push(await signIn(app.url, customer));
      console.log(`bench:   POST /api/orders by ${cookies.length} customers (50 connections, a new Idempotency-Key each)`);
      const submit = await measureSubmit(app.url, cookies, people.big);
      return { cold, tabCountsTotal, list, submit };
    } finally {
      await app.stop();
    }
  } finally {
    await smtp.close();
  }
}

export async function measureOrders(): Promise<OrdersResult> {
  const admin = await postgresAdmin();
  if (typeof admin === 'string') return { skipped: admin };
  const name = `pharmacy_bench_${randomBytes(4).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-orders-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    console.log(`bench:   temp database ${name}`);
    const { people, seed } = await createPeople(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      console.log(`bench:   seeding ${TOTAL_ORDERS.toLocaleString('en')} orders`);
      const report = await withDeadline(seedOrders(client, { ...seed, total: TOTAL_ORDERS, customers: 2_000 }), SEED_DEADLINE_MS, 'the orders seed');
      console.log(`bench:   seeded in ${(report.ms / 1000).toFixed(1)} s`);
      const afterSeed = await countMismatches(client);
      const figures = await measureApp(url, people, root);
      const afterLoad = await countMismatches(client);
      const ordersAfter = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
      const database = `PostgreSQL ${(await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v.split(' ')[0]}`;
      return { database, seed: report, countMismatches: { afterSeed, afterLoad }, ordersAfter, ...figures };
    } finally {
      await client.end();
    }
  } catch (error) {
    console.error(error);
    return { skipped: `failed: ${(error as Error).message.split('\n')[0]}`, failed: true };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e: Error) => console.warn(`bench: could not drop ${name}: ${e.message}`));
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}
