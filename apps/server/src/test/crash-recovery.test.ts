import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { openDatabase, type Database } from '../db/client';
import { pharmacies } from '../db/schema';
import { createAccount } from '../modules/accounts/commands/register';
import { freePort, startServer, stopServer, type ServerProcess } from './server-process';
import { createTestDatabase, GOOD_PASSWORD } from './test-app';

/*
 * `kill -9` in the middle of a burst of orders, then a restart on the same data: every order the server acknowledged
 * is there, whole (its line, its history row, its Idempotency-Key), and nothing is half-written. One engine per run,
 * as the API suite runs: PGlite in a data folder, or PostgreSQL when TEST_DATABASE_URL is set.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
const WORKERS = 8;
const ACKS_BEFORE_KILL = 25;

const dataDir = mkdtempSync(join(tmpdir(), 'pharmalink-crash-'));
const email = `crash.${randomUUID().slice(0, 8)}@example.be`;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let pharmacyId: string;
const servers: ServerProcess[] = [];

/** The database the server uses; the first opening of the PGlite folder copies the migrated dump of global-setup. */
async function open(first = false): Promise<Database> {
  if (databaseUrl) return openDatabase({ url: databaseUrl, poolSize: 2 });
  const snapshot = first && inject('pgliteSnapshot') ? new Blob([readFileSync(inject('pgliteSnapshot'))]) : undefined;
  return openDatabase({ dataDir, snapshot });
}

async function start(port: number): Promise<ServerProcess> {
  const server = await startServer(
    {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      ORDER_RATE_LIMIT_MAX: '100000',
    },
    120_000,
  );
  servers.push(server);
  return server;
}

beforeAll(async () => {
  if (serverUrl) {
    const own = await createTestDatabase(serverUrl, 'pharmalink_crash');
    databaseUrl = own.url;
    dropDatabase = own.drop;
  }
  // The customer and the pharmacy are written before the server starts (a PGlite folder has one process at a time).
  const database = await open(true);
  try {
    pharmacyId = randomUUID();
    await database.db.insert(pharmacies).values({
      id: pharmacyId,
      name: 'Pharmacie du Crash',
      code: `BE-${pharmacyId.slice(0, 8)}`,
      address: 'Rue Haute 1',
      postalCode: '1000',
      city: 'Bruxelles',
    });
    await createAccount(database.db, {
      email,
      password: GOOD_PASSWORD,
      firstName: 'Louise',
      lastName: 'Peeters',
      role: 'customer',
      emailVerified: true,
      status: 'active',
    });
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acked {
  id: string;
  reference: string;
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const submit = (server: ServerProcess, cookie: string, key: string) =>
  fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie, 'idempotency-key': key },
    body: JSON.stringify(sampleOrderForm(pharmacyId)),
  });

describe(`a server killed with SIGKILL during a burst of orders (${engine})`, () => {
  it('keeps every acknowledged order whole after a restart, and half of none', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const first = await start(port);
    const cookie = await signIn(first);

    const acked = new Map<string, Acked>();
    // Sent but unanswered when the server died: each either committed whole or not at all.
    const unanswered: string[] = [];
    const refused: string[] = [];
    let killed = false;
    const worker = async () => {
      // A refusal ends the burst at once: the test then fails on it rather than waiting for acknowledgements.
      while (!killed && refused.length === 0) {
        const key = randomUUID();
        try {
          const res = await submit(first, cookie, key);
          const body = await res.text();
          if (res.status === 201) {
            const order = JSON.parse(body) as Acked;
            acked.set(key, { id: order.id, reference: order.reference });
          } else {
            refused.push(`${res.status} ${body}`);
          }
        } catch {
          unanswered.push(key);
        }
        if (!killed && acked.size >= ACKS_BEFORE_KILL) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(refused, first.output()).toEqual([]);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acked.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // The restart recovers on the same data (PGlite replays its WAL), and the session cookie still works.
    const second = await start(port);
    for (const [key, order] of acked) {
      const read = await fetch(`${second.url}/api/orders/${order.id}`, { headers: { cookie } });
      expect(read.status).toBe(200);
      const detail = (await read.json()) as OrderDetail;
      expect(detail.reference).toBe(order.reference);
      expect(detail.lines).toHaveLength(1);
      expect(detail.history.map((h) => h.action)).toContain('submit');
      // The acknowledged key still answers the same order rather than making a second one.
      const again = await submit(second, cookie, key);
      expect(again.status).toBe(200);
      expect(((await again.json()) as OrderDetail).id).toBe(order.id);
    }
    // A key the server never answered is free (201) or its order committed whole (200): never a dangling key (409).
    for (const key of unanswered) expect([200, 201]).toContain((await submit(second, cookie, key)).status);
    expect((await submit(second, cookie, randomUUID())).status).toBe(201);
    // Stopped before the direct look: a PGlite folder has one process at a time.
    expect((await stopServer(second, 'SIGTERM')).code, second.output()).toBe(0);

    const database = await open();
    try {
      const { db } = database;
      const rows = <T>(query: ReturnType<typeof sql>) =>
        db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);
      const perOrder = await rows<{ id: string; reference: string; lines: number; submits: number; keys: number }>(sql`
        SELECT o.id, o.reference,
          (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)::int AS lines,
          (SELECT count(*) FROM order_history h WHERE h.order_id = o.id AND h.action = 'submit')::int AS submits,
          (SELECT count(*) FROM idempotency_keys k WHERE k.order_id = o.id)::int AS keys
        FROM orders o`);
      expect(perOrder.length).toBeGreaterThanOrEqual(acked.size + 1);
      expect(perOrder.filter((o) => o.lines !== 1 || o.submits !== 1 || o.keys !== 1)).toEqual([]);
      const byId = new Map(perOrder.map((o) => [o.id, o.reference]));
      for (const order of acked.values()) expect(byId.get(order.id)).toBe(order.reference);
      const [orphans] = await rows<{ lines: number; history: number; keys: number }>(sql`
        SELECT
          (SELECT count(*) FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id))::int AS lines,
          (SELECT count(*) FROM order_history h WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = h.order_id))::int AS history,
          (SELECT count(*) FROM idempotency_keys k WHERE k.order_id IS NULL)::int AS keys`);
      expect(orphans).toEqual({ lines: 0, history: 0, keys: 0 });
      // The tab counts, kept by a trigger in the same transactions, agree with the orders themselves.
      const [counted] = await rows<{ n: number }>(
        sql`SELECT coalesce(sum(n), 0)::int AS n FROM order_counts WHERE pharmacy_id = ${pharmacyId}`,
      );
      expect(counted.n).toBe(perOrder.length);
    } finally {
      await database.close();
    }
  });
});
