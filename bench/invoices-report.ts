import type { LoadResult } from './load';
import type { InvoicesFigures, InvoicesResult } from './invoices';
import { kib, table } from './table';

const measured = (r: InvoicesResult): r is InvoicesFigures => !('skipped' in r);
const share = (r: LoadResult, ceiling: LoadResult) => `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`;
/** How many times the ceiling's p99 a time is (the ceiling answers a constant from memory). */
const times = (ms: number, ceiling: LoadResult) => `${(ms / Math.max(ceiling.p99Ms, 1)).toFixed(1)}×`;
const short = (path: string) => (path.length > 52 ? `${path.slice(0, 49)}...` : path);
/** A request one at a time slower than this is worth a plan (the brief of the invoice bench). */
const SLOW_COLD_MS = 100;

export function reportInvoices(ceiling: LoadResult, result: InvoicesResult): void {
  if (!measured(result)) {
    console.log(`\nInvoices: skipped, ${result.skipped}`);
    return;
  }
  const { seed } = result;
  const statuses = Object.entries(seed.byStatus).map(([s, n]) => `${s} ${n.toLocaleString('en')}`).join(', ');
  console.log(
    `\nInvoices on ${result.database}: ${seed.rows.toLocaleString('en')} rows seeded in ${(seed.ms / 1000).toFixed(1)} s ` +
      `(${seed.creditNotes.toLocaleString('en')} of them credit notes; ${seed.inBigPharmacy.toLocaleString('en')} at the staff's pharmacy; ` +
      `${seed.lines.toLocaleString('en')} lines; ${seed.customerLinked.toLocaleString('en')} linked to a customer account; ${seed.series} number series)\n` +
      `invoices by status: ${statuses}`,
  );
  const row = (name: string, r: LoadResult) => [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, share(r, ceiling), times(r.p99Ms, ceiling), r.failures];
  console.log(`\nInvoice list under load, 50 connections 5 s`);
  console.log(
    table(
      ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'p99 vs ceiling', 'failures'],
      [row('bare Fastify (ceiling)', ceiling), ...result.list.map((l) => row(`${l.who}: ${short(l.path)}`, l.load))],
    ),
  );
  console.log(`\nInvoice list, one request at a time right after start (no load)`);
  console.log(
    table(
      ['request', 'ms', 'vs ceiling p99', 'items', 'total', 'HTTP'],
      result.cold.map((c) => [
        `${c.who}, ${c.name}: ${short(c.path)}${c.ms > SLOW_COLD_MS ? ' (slow)' : ''}`,
        c.ms,
        times(c.ms, ceiling),
        c.items,
        c.total ?? '-',
        c.status,
      ]),
    ),
  );
  const { csv } = result;
  console.log(
    `\nCSV export ${csv.path} (staff): HTTP ${csv.status}, ${csv.rows.toLocaleString('en')} rows, ${kib(csv.bytes)}, ` +
      `${csv.runsMs.join(' / ')} ms (three runs one after the other)`,
  );
  const wrong = result.checks.filter((c) => String(c.expected) !== String(c.got));
  console.log(`\nAnswers checked against the database: ${result.checks.length - wrong.length} of ${result.checks.length} right`);
  for (const c of wrong) console.log(`  WRONG ${c.what}: expected ${c.expected}, got ${c.got}`);
}

/** True when an invoice figure is not valid: a failed request, a wrong answer, or a run that failed. */
export function invoicesFailed(result: InvoicesResult): boolean {
  if (!measured(result)) return result.failed === true;
  return (
    result.list.some((l) => l.load.failures > 0) ||
    result.cold.some((c) => c.status !== 200) ||
    result.csv.status !== 200 ||
    result.checks.some((c) => String(c.expected) !== String(c.got))
  );
}

/** The results.json section: the figures with their ratios to the ceiling of the same run. */
export function invoicesSection(ceiling: LoadResult, result: InvoicesResult) {
  if (!measured(result)) return result;
  const rps = (r: LoadResult) => r.requestsPerSecond / ceiling.requestsPerSecond;
  const p99 = (ms: number) => ms / Math.max(ceiling.p99Ms, 1);
  return {
    ...result,
    ratios: {
      list: Object.fromEntries(result.list.map((l) => [`${l.who}, ${l.name}`, { requestsPerSecond: rps(l.load), p99: p99(l.load.p99Ms) }])),
    },
  };
}
