import type { LoadResult } from './load';
import type { UsersFigures, UsersResult } from './users';
import { table } from './table';

const measured = (r: UsersResult): r is UsersFigures => !('skipped' in r);
const share = (r: LoadResult, ceiling: LoadResult) =>
  `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`;
/** How many times the ceiling's p99 a p99 is (the ceiling answers a constant from memory). */
const times = (ms: number, ceiling: LoadResult) => `${(ms / Math.max(ceiling.p99Ms, 1)).toFixed(1)}×`;

export function reportUsers(ceiling: LoadResult, result: UsersResult): void {
  if (!measured(result)) {
    console.log(`\nUsers: skipped, ${result.skipped}`);
    return;
  }
  console.log(
    `\nUsers on ${result.database}: ${result.seeded.toLocaleString('en')} accounts seeded in ${(result.seedMs / 1000).toFixed(1)} s`,
  );
  const row = (name: string, r: LoadResult) => [
    name,
    r.requestsPerSecond,
    r.p50Ms,
    r.p99Ms,
    share(r, ceiling),
    times(r.p99Ms, ceiling),
    r.failures,
  ];
  console.log(`\nUser list under load, 50 connections 5 s (as admin)`);
  console.log(
    table(
      ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'p99 vs ceiling', 'failures'],
      [row('bare Fastify (ceiling)', ceiling), ...result.list.map((l) => row(`GET ${l.path}`, l.load))],
    ),
  );
  console.log(`\nUser list, one request at a time right after start (no load)`);
  console.log(
    table(
      ['request', 'ms', 'vs ceiling p99', 'items', 'HTTP'],
      result.cold.map((c) => [
        `${c.name}: ${c.path.length > 48 ? `${c.path.slice(0, 45)}...` : c.path}`,
        c.ms,
        times(c.ms, ceiling),
        c.items,
        c.status,
      ]),
    ),
  );
}

export function usersFailed(result: UsersResult): boolean {
  if (!measured(result)) return result.failed === true;
  return result.list.some((l) => l.load.failures > 0) || result.cold.some((c) => c.status !== 200);
}

export function usersSection(ceiling: LoadResult, result: UsersResult) {
  if (!measured(result)) return result;
  const rps = (r: LoadResult) => r.requestsPerSecond / ceiling.requestsPerSecond;
  const p99 = (ms: number) => ms / Math.max(ceiling.p99Ms, 1);
  return {
    ...result,
    ratios: {
      list: Object.fromEntries(
        result.list.map((l) => [l.path, { requestsPerSecond: rps(l.load), p99: p99(l.load.p99Ms) }]),
      ),
    },
  };
}
