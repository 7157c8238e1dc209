/**
 * Catalogue figures (issue 3): import time of the real BDPM export on each engine, first run and second
 * (idempotent) run, then search throughput on the app started on that catalogue. Loopback only; every
 * import has a deadline and every load run a fixed duration.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import type { DatabaseOptions } from '../apps/server/src/db/client';
import { importCatalogue } from '../apps/server/src/modules/catalogue/import';
import type { ImportReport } from '../apps/server/src/modules/catalogue/import-report';
import { REPO_ROOT, startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { measure } from './load';
import type { LoadResult } from './load';

export const BDPM_DIR = join(REPO_ROOT, '..', 'shared', 'data', 'bdpm');
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const IMPORT_DEADLINE_MS = 10 * 60_000;
const REQUEST_DEADLINE_MS = 30_000;

/** Issue 3's mix: names, substances, codes, doses, and typos (dolipprane, paracetmol). */
export const CATALOGUE_QUERIES = [
  'doliprane 1000', 'paracetamol', 'ibuprofene', '3400930000000', 'amoxicilline', 'augmentin', 'spasfon', 'smecta',
  'levothyrox 75', 'kardegic 75', 'ventoline', 'xanax 0,25', 'dafalgan 500', 'efferalgan', 'omeprazole 20',
  'metformine 1000', 'dolipprane', 'paracetmol codeine', 'vitamine d', '60234100',
];
const searchPath = (q: string) => `/api/medicine?filter=${encodeURIComponent(q)}`;

export type EngineName = 'pglite' | 'postgres';
export const ENGINES: EngineName[] = ['pglite', 'postgres'];
const LABEL: Record<EngineName, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface ImportRun {
  ms: number;
  /** Rows inserted + updated + removed over the five files: the second run must change nothing. */
  changed: number;
  rejected: number;
}

export interface ColdSearch {
  /** Each query once, in this order, right after start: the in-process answer cache is empty. */
  timings: { query: string; ms: number }[];
  p50Ms: number;
  /** Of 20 samples this is the slowest one. */
  p99Ms: number;
  failures: number;
  /** Queries that found nothing (a sanity check: the catalogue was there). */
  empty: string[];
}

export type EngineFigures =
  | { engine: EngineName; skipped: string; failed?: boolean }
  | { engine: EngineName; medicines: number; firstImport: ImportRun; secondImport: ImportRun; cold: ColdSearch; load: LoadResult };

export interface CatalogueFigures {
  source: string;
  queries: string[];
  engines: EngineFigures[];
}

export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function summarise(report: ImportReport, ms: number): ImportRun {
  const sum = (f: (r: ImportReport['files'][number]) => number) => report.files.reduce((s, r) => s + f(r), 0);
  return { ms: Math.round(ms), changed: sum((r) => r.inserted + r.updated + r.removed), rejected: sum((r) => r.rejected) };
}

/** Opens the engine as the server does (migrations included), imports twice, closes it. */
async function timeImports(options: DatabaseOptions): Promise<{ medicines: number; first: ImportRun; second: ImportRun }> {
  const database = await openDatabase(options);
  try {
    const run = async (which: string) => {
      const started = performance.now();
      const report = await withDeadline(importCatalogue(database.db, BDPM_DIR), IMPORT_DEADLINE_MS, `${which} import`);
      return { report, run: summarise(report, performance.now() - started) };
    };
    const first = await run('first');
    console.log(`bench:   first import ${(first.run.ms / 1000).toFixed(1)} s`);
    const second = await run('second');
    console.log(`bench:   second import ${(second.run.ms / 1000).toFixed(1)} s (${second.run.changed} rows changed)`);
    const medicines = first.report.files.find((f) => f.file === 'CIS_bdpm.txt')?.inserted ?? 0;
    return { medicines, first: first.run, second: second.run };
  } finally {
    await database.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

async function coldSearch(baseUrl: string): Promise<ColdSearch> {
  const timings: { query: string; ms: number }[] = [];
  const empty: string[] = [];
  let failures = 0;
  // One search outside the measured set first: opens the pool's connection and warms the JIT, so the figures are
  // the queries' own cost with an empty answer cache, not the process starting up.
  await fetch(`${baseUrl}${searchPath('aspirine')}`, { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) }).catch(() => undefined);
  for (const q of CATALOGUE_QUERIES) {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}${searchPath(q)}`, { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
      const body = (await res.json()) as { items?: unknown[] };
      timings.push({ query: q, ms: Math.round((performance.now() - started) * 10) / 10 });
      if (!res.ok) failures += 1;
      else if (!body.items?.length) empty.push(q);
    } catch {
      timings.push({ query: q, ms: Math.round(performance.now() - started) });
      failures += 1;
    }
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return { timings, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), failures, empty };
}

/** Starts the app on the imported catalogue: cold searches first (empty cache), then the load. */
async function measureSearch(root: string, env: Record<string, string>): Promise<{ cold: ColdSearch; load: LoadResult }> {
  const app = await startApp({
    port: await freePort(),
    logFile: join(root, 'server.log'),
    // The catalogue is already imported, so CATALOGUE_DIR is a no-op here (it imports only into an empty one).
    env: { ...env, CATALOGUE_DIR: BDPM_DIR, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  try {
    console.log('bench:   20 cold searches, sequential');
    const cold = await coldSearch(app.url);
    console.log('bench:   GET /api/medicine?filter=… (20 queries in turn, 50 connections)');
    const load = await measure({ url: app.url, paths: CATALOGUE_QUERIES.map(searchPath) });
    return { cold, load };
  } finally {
    await app.stop();
  }
}

async function measurePglite(): Promise<EngineFigures> {
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-catalogue-'));
  try {
    const dataDir = join(root, 'data');
    const imports = await timeImports({ dataDir });
    const search = await measureSearch(root, { DATA_DIR: dataDir });
    return { engine: 'pglite', medicines: imports.medicines, firstImport: imports.first, secondImport: imports.second, ...search };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export async function postgresAdmin(): Promise<pg.Client | string> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    return `PostgreSQL does not answer on ${POSTGRES_ADMIN_URL} (${(error as Error).message})`;
  }
}

async function measurePostgres(): Promise<EngineFigures> {
  const admin = await postgresAdmin();
  if (typeof admin === 'string') return { engine: 'postgres', skipped: admin };
  const name = `pharmacy_bench_${randomBytes(4).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-catalogue-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    console.log(`bench:   temp database ${name}`);
    const imports = await timeImports({ url });
    const search = await measureSearch(root, { DATABASE_URL: url });
    return { engine: 'postgres', medicines: imports.medicines, firstImport: imports.first, secondImport: imports.second, ...search };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e: Error) => console.warn(`bench: could not drop ${name}: ${e.message}`));
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}

export async function measureCatalogue(engines: EngineName[]): Promise<CatalogueFigures | { skipped: string }> {
  if (!existsSync(join(BDPM_DIR, 'CIS_bdpm.txt'))) return { skipped: `the BDPM files are not in ${BDPM_DIR}` };
  const figures: EngineFigures[] = [];
  for (const engine of engines) {
    console.log(`bench: catalogue on ${LABEL[engine]}: import of ${BDPM_DIR} twice, then the app`);
    try {
      figures.push(engine === 'pglite' ? await measurePglite() : await measurePostgres());
    } catch (error) {
      // One engine failing must not lose the other's figures; the run still ends in failure.
      console.error(error);
      figures.push({ engine, skipped: `failed: ${(error as Error).message.split('\n')[0]}`, failed: true });
    }
  }
  return { source: BDPM_DIR, queries: CATALOGUE_QUERIES, engines: figures };
}

export function engineLabel(engine: EngineName): string {
  return LABEL[engine];
}
