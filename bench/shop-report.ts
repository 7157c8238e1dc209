import type { LoadResult } from './load';
import type { ShopFigures, ShopResult } from './shop';
import { table } from './table';

const measured = (r: ShopResult): r is ShopFigures => !('skipped' in r);
const share = (r: LoadResult, ceiling: LoadResult) => `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`;
/** How many times the ceiling's p99 a time is (the ceiling answers a constant from memory). */
const times = (ms: number, ceiling: LoadResult) => `${(ms / Math.max(ceiling.p99Ms, 1)).toFixed(1)}×`;
const short = (path: string) => (path.length > 52 ? `${path.slice(0, 49)}...` : path);
/** A request one at a time slower than this is worth a plan (as in the invoice bench). */
const SLOW_COLD_MS = 100;

export function reportShop(ceiling: LoadResult, result: ShopResult): void {
  if (!measured(result)) {
    console.log(`\nShop: skipped, ${result.skipped}`);
    return;
  }
  const { seed } = result;
  const categories = Object.entries(seed.byCategory).map(([c, n]) => `${c} ${n.toLocaleString('en')}`).join(', ');
  console.log(
    `\nShop on ${result.database}: ${seed.rows.toLocaleString('en')} products seeded in ${(seed.ms / 1000).toFixed(1)} s ` +
      `(${seed.visible.toLocaleString('en')} visible, ${seed.inStock.toLocaleString('en')} in stock; ${seed.slugs} product pages cycled over)\n` +
      `products by category: ${categories}`,
  );
  const row = (name: string, r: LoadResult) => [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, share(r, ceiling), times(r.p99Ms, ceiling), r.failures];
  console.log(`\nThe public shop under load (anonymous), 50 connections 5 s`);
  console.log(
    table(
      ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'p99 vs ceiling', 'failures'],
      [row('bare Fastify (ceiling)', ceiling), ...result.list.map((l) => row(`${l.name}: ${short(l.path)}`, l.load))],
    ),
  );
  console.log(`\nThe shop, one request at a time right after start (no load)`);
  console.log(
    table(
      ['request', 'ms', 'vs ceiling p99', 'items', 'HTTP'],
      result.cold.map((c) => [`${c.name}: ${short(c.path)}${c.ms > SLOW_COLD_MS ? ' (slow)' : ''}`, c.ms, times(c.ms, ceiling), c.items, c.status]),
    ),
  );
  const wrong = result.checks.filter((c) => String(c.expected) !== String(c.got));
  console.log(`\nAnswers checked against the database: ${result.checks.length - wrong.length} of ${result.checks.length} right`);
  for (const c of wrong) console.log(`  WRONG ${c.what}: expected ${c.expected}, got ${c.got}`);
}

/** True when a shop figure is not valid: a failed request, a wrong answer, or a run that failed. */
export function shopFailed(result: ShopResult): boolean {
  if (!measured(result)) return result.failed === true;
  return (
    result.list.some((l) => l.load.failures > 0) ||
    result.cold.some((c) => c.status !== 200) ||
    result.checks.some((c) => String(c.expected) !== String(c.got))
  );
}

/** The results.json section: the figures with their ratios to the ceiling of the same run. */
export function shopSection(ceiling: LoadResult, result: ShopResult) {
  if (!measured(result)) return result;
  const rps = (r: LoadResult) => r.requestsPerSecond / ceiling.requestsPerSecond;
  const p99 = (ms: number) => ms / Math.max(ceiling.p99Ms, 1);
  return {
    ...result,
    ratios: { list: Object.fromEntries(result.list.map((l) => [l.name, { requestsPerSecond: rps(l.load), p99: p99(l.load.p99Ms) }])) },
  };
}
