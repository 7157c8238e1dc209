import type { LoadResult } from './load';
import type { OrdersFigures, OrdersResult } from './orders';
import { table } from './table';

const measured = (r: OrdersResult): r is OrdersFigures => !('skipped' in r);
const share = (r: LoadResult, ceiling: LoadResult) => `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`;
/** How many times the ceiling's p99 a request's p99 is (the ceiling answers a constant from memory). */
const times = (ms: number, ceiling: LoadResult) => `${(ms / Math.max(ceiling.p99Ms, 1)).toFixed(1)}×`;

/** The orders tables, in the same plain format as the others. */
export function reportOrders(ceiling: LoadResult, result: OrdersResult): void {
  if (!measured(result)) {
    console.log(`\nOrders: skipped, ${result.skipped}`);
    return;
  }
  const { seed } = result;
  const statuses = Object.entries(seed.byStatus).map(([s, n]) => `${s} ${n}`).join(', ');
  console.log(
    `\nOrders on ${result.database}: ${seed.orders.toLocaleString('en')} orders seeded in ${(seed.ms / 1000).toFixed(1)} s ` +
      `(${seed.inBigPharmacy.toLocaleString('en')} at the measured pharmacy; ${seed.lines.toLocaleString('en')} lines, ` +
      `${seed.history.toLocaleString('en')} history rows)\n${statuses}`,
  );
  const row = (name: string, r: LoadResult) => [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, share(r, ceiling), times(r.p99Ms, ceiling), r.failures];
  console.log(`\nOrders under load, 50 connections 5 s (the list as staff of the measured pharmacy)`);
  console.log(
    table(
      ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'p99 vs ceiling', 'failures'],
      [
        row('bare Fastify (ceiling)', ceiling),
        row('POST /api/orders (new order each)', result.submit),
        ...result.list.map((l) => row(`GET ${l.path}`, l.load)),
      ],
    ),
  );
  const codes = Object.entries(result.submit.statusCodes).map(([code, n]) => `${code}: ${n}`).join(', ');
  console.log(`submissions by status code: ${codes || 'none'} (all must be 201); orders in the database afterwards: ${result.ordersAfter.toLocaleString('en')}`);
  console.log(`\nOrder list, one request at a time right after start (no load)`);
  console.log(
    table(
      ['request', 'ms', 'vs ceiling p99', 'items', 'HTTP'],
      result.cold.map((c) => [`${c.name}: ${c.path.length > 48 ? `${c.path.slice(0, 45)}...` : c.path}`, c.ms, times(c.ms, ceiling), c.items, c.status]),
    ),
  );
  const exact = (n: number) => (n === 0 ? 'exact' : `${n} rows wrong`);
  console.log(
    `tab counts (order_counts): ${exact(result.countMismatches.afterSeed)} after the seed, ${exact(result.countMismatches.afterLoad)} after the submissions; ` +
      `the first page's tabs add up to ${result.tabCountsTotal.toLocaleString('en')} (the pharmacy has ${seed.inBigPharmacy.toLocaleString('en')})`,
  );
}

/** True when an orders figure is not valid: a failed request, a wrong count, or a run that failed. */
export function ordersFailed(result: OrdersResult): boolean {
  if (!measured(result)) return result.failed === true;
  return (
    result.submit.failures > 0 ||
    result.list.some((l) => l.load.failures > 0) ||
    result.cold.some((c) => c.status !== 200) ||
    result.countMismatches.afterSeed !== 0 ||
    result.countMismatches.afterLoad !== 0 ||
    result.tabCountsTotal !== result.seed.inBigPharmacy
  );
}

/** The results.json section: the figures with their ratios to the ceiling of the same run. */
export function ordersSection(ceiling: LoadResult, result: OrdersResult) {
  if (!measured(result)) return result;
  const rps = (r: LoadResult) => r.requestsPerSecond / ceiling.requestsPerSecond;
  const p99 = (ms: number) => ms / Math.max(ceiling.p99Ms, 1);
  return {
    ...result,
    ratios: {
      submitRequestsPerSecond: rps(result.submit),
      submitP99: p99(result.submit.p99Ms),
      list: Object.fromEntries(result.list.map((l) => [l.path, { requestsPerSecond: rps(l.load), p99: p99(l.load.p99Ms) }])),
    },
  };
}
