/**
 * Shop figures (issue 15), on PostgreSQL: a temp database with 20,000 parapharmacy products (200 pharmacies × 100,
 * shop-seed.ts), then the app started on it: the public shop as an anonymous visitor, one request at a time and under
 * load: the first page, a search with a typo and an accent, a filtered and price-sorted list, the product page by slug
 * (cycling over slugs) and the SPEC's GET /api/products/product?name={slug}. Answers are checked against the database.
 * Loopback only; the seed has a deadline and every load run a fixed duration. BENCH_KEEP_DB=1 keeps the temp database
 * (named in the output) for EXPLAIN ANALYZE; drop it by hand afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { createAccount } from '../apps/server/src/modules/accounts/commands/register';
import { createPharmacy } from '../apps/server/src/modules/pharmacies/write';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { postgresAdmin, withDeadline } from './catalogue';
import { measure } from './load';
import type { LoadResult } from './load';
import { seedShop } from './shop-seed';
import type { ShopSeedReport } from './shop-seed';

const PHARMACIES = 200;
const PER_PHARMACY = 100;
const SEED_DEADLINE_MS = 5 * 60_000;
const REQUEST_DEADLINE_MS = 30_000;
const PAGE = 24;
/** "crème hydratante" with its accent and a letter missing: the LIKE finds the first word, the trigrams the second. */
const SEARCH = 'crème hydratnte';
const FILTER = { category: 'skin', minPrice: 500, maxPrice: 2500 };

export interface ShopColdRequest {
  name: string;
  path: string;
  ms: number;
  items: number;
  status: number;
}

export interface ShopCheck {
  what: string;
  expected: number | string;
  got: number | string;
}

export interface ShopFigures {
  database: string;
  seed: Omit<ShopSeedReport, 'slugs'> & { slugs: number };
  cold: ShopColdRequest[];
  /** Each view under load; `path` is the first of the paths cycled over. */
  list: { name: string; path: string; paths: number; load: LoadResult }[];
  checks: ShopCheck[];
}

export type ShopResult = ShopFigures | { skipped: string; failed?: boolean };

/** The pharmacies as the admin creates them (createPharmacy), then the bulk seed. */
async function setUpShop(url: string, client: pg.Client): Promise<ShopSeedReport> {
  const database = await openDatabase({ url, poolSize: 2 });
  const pharmacyIds: string[] = [];
  try {
    const { db } = database;
    const admin = await createAccount(db, {
      email: `bench-admin-${randomBytes(3).toString('hex')}@example.com`,
      password: 'Bench-password-42',
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      emailVerified: true,
      status: 'active',
    });
    for (let n = 1; n <= PHARMACIES; n++) {
      pharmacyIds.push(
        await createPharmacy(
          db,
          { name: `Pharmacie Bench ${n}`, code: `SH${String(n).padStart(3, '0')}`, address: `Rue Haute ${n}`, postalCode: String(1000 + (n % 90) * 100), city: 'Bruxelles' },
          admin.uid,
        ),
      );
    }
  } finally {
    await database.close();
  }
  console.log(`bench:   seeding ${(PHARMACIES * PER_PHARMACY).toLocaleString('en')} shop products`);
  const seed = await withDeadline(seedShop(client, { pharmacyIds, perPharmacy: PER_PHARMACY }), SEED_DEADLINE_MS, 'the shop seed');
  console.log(`bench:   seeded in ${(seed.ms / 1000).toFixed(1)} s`);
  return seed;
}

/** The parts of a list answer the bench reads. */
interface ListBody {
  items?: { slug: string; name: string; category: string; priceCents: number; quantity: number }[];
  slug?: string;
}

/** What the database says the answers must hold: the first page's size when that many rows match. */
async function expectations(client: pg.Client) {
  const one = async (where: string, params: unknown[]) =>
    (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM shop_products WHERE visible AND ${where}`, params)).rows[0]!.n;
  // What search.ts matches each word against; $1 the word.
  const word = `(search_text LIKE '%' || catalogue_normalize($1) || '%' OR catalogue_normalize($1) <% search_text)`;
  const [w1, w2] = SEARCH.split(' ');
  return {
    visible: await one('true', []),
    search: await one(`${word} AND ${word.replaceAll('$1', '$2')}`, [w1, w2]),
    filtered: await one('category = $1 AND quantity > 0 AND price_cents BETWEEN $2 AND $3', [FILTER.category, FILTER.minPrice, FILTER.maxPrice]),
  };
}

async function getJson(url: string): Promise<{ status: number; body: ListBody }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as ListBody };
}

/** The items' count when each passes `ok`, else how many do not. */
const allOk = (body: ListBody, ok: (item: NonNullable<ListBody['items']>[number], n: number) => boolean) => {
  const items = body.items ?? [];
  const bad = items.filter((item, n) => !ok(item, n)).length;
  return bad === 0 ? items.length : `${bad} of ${items.length} wrong`;
};

async function measureApp(url: string, root: string, client: pg.Client, seed: ShopSeedReport) {
  const expected = await expectations(client);
  const app = await startApp({
    port: await freePort(),
    logFile: join(root, 'server.log'),
    env: { DATABASE_URL: url, DATA_DIR: join(root, 'data'), SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
  });
  try {
    // Warms the app and the pool without reading the shop: a slug that does not exist (a 404).
    const warm = await getJson(`${app.url}/api/shop/products/none-000000`);
    if (warm.status !== 404) throw new Error(`GET /api/shop/products/:slug (warm-up): HTTP ${warm.status}, expected 404`);
    const cold: ShopColdRequest[] = [];
    const checks: ShopCheck[] = [];
    const time = async (name: string, path: string) => {
      const started = performance.now();
      const { status, body } = await getJson(`${app.url}${path}`);
      cold.push({ name, path, ms: Math.round((performance.now() - started) * 10) / 10, items: body.items?.length ?? (body.slug ? 1 : 0), status });
      return body;
    };
    const check = (what: string, expectedValue: number | string, got: number | string) => checks.push({ what, expected: expectedValue, got });

    console.log('bench:   the shop, 5 requests one at a time');
    const firstPath = '/api/shop/products';
    const first = await time('first page', firstPath);
    check('first page: a full page of visible products', Math.min(PAGE, expected.visible), allOk(first, () => true));
    const searchPath = `/api/shop/products?q=${encodeURIComponent(SEARCH)}`;
    const search = await time(`search q=${SEARCH}`, searchPath);
    check(`search q=${SEARCH}: the database holds a page of matches`, 'yes', expected.search >= PAGE ? 'yes' : `only ${expected.search}`);
    check(`search q=${SEARCH}: a page of the matches`, Math.min(PAGE, expected.search), allOk(search, (i) => i.name.startsWith('Crème')));
    const f = FILTER;
    const filterPath = `/api/shop/products?category=${f.category}&inStock=true&minPrice=${f.minPrice}&maxPrice=${f.maxPrice}&sort=price`;
    const filtered = await time('category, in stock, price range, by price', filterPath);
    const items = filtered.items ?? [];
    check('filtered: the database holds a page of matches', 'yes', expected.filtered >= PAGE ? 'yes' : `only ${expected.filtered}`);
    check(
      'filtered: in the category, in stock, in range, cheapest first',
      Math.min(PAGE, expected.filtered),
      allOk(filtered, (i, n) => i.category === f.category && i.quantity > 0 && i.priceCents >= f.minPrice && i.priceCents <= f.maxPrice && (n === 0 || items[n - 1]!.priceCents <= i.priceCents)),
    );
    const slug = seed.slugs[0]!;
    const detailPaths = seed.slugs.map((s) => `/api/shop/products/${s}`);
    const product = await time('product page', detailPaths[0]!);
    check('product page: that product', slug, product.slug ?? 'none');
    const specPaths = seed.slugs.map((s) => `/api/products/product?name=${s}`);
    const spec = await time('SPEC product by slug', specPaths[0]!);
    check('SPEC product: that product', slug, spec.slug ?? 'none');

    const views = [
      { name: 'first page', paths: [firstPath] },
      { name: `search q=${SEARCH}`, paths: [searchPath] },
      { name: 'filtered, by price', paths: [filterPath] },
      { name: 'product page, cycling', paths: detailPaths },
      { name: 'SPEC product, cycling', paths: specPaths },
    ];
    const list: ShopFigures['list'] = [];
    for (const view of views) {
      console.log(`bench:   GET ${view.paths[0]}${view.paths.length > 1 ? ` and ${view.paths.length - 1} more` : ''} (50 connections)`);
      const load = await measure(view.paths.length > 1 ? { url: app.url, paths: view.paths } : { url: `${app.url}${view.paths[0]}` });
      list.push({ name: view.name, path: view.paths[0]!, paths: view.paths.length, load });
    }
    return { cold, list, checks };
  } finally {
    await app.stop();
  }
}

export async function measureShop(): Promise<ShopResult> {
  const admin = await postgresAdmin();
  if (typeof admin === 'string') return { skipped: admin };
  const name = `pharmacy_bench_${randomBytes(4).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-shop-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    console.log(`bench:   temp database ${name}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const seed = await setUpShop(url, client);
      const figures = await measureApp(url, root, client, seed);
      const database = `PostgreSQL ${(await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v.split(' ')[0]}`;
      if (process.env.BENCH_KEEP_DB) console.log(`bench:   BENCH_KEEP_DB: ${name} kept for EXPLAIN`);
      return { database, seed: { ...seed, slugs: seed.slugs.length }, ...figures };
    } finally {
      await client.end();
    }
  } catch (error) {
    console.error('bench: the shop part failed:', error);
    return { skipped: `failed: ${(error as Error).message.split('\n')[0]}`, failed: true };
  } finally {
    if (!process.env.BENCH_KEEP_DB) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e: Error) => console.warn(`bench: could not drop ${name}: ${e.message}`));
    }
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}
