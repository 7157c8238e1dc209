import type { CatalogueFigures, EngineFigures } from './catalogue';
import { engineLabel } from './catalogue';
import type { LoadResult } from './load';
import { table } from './table';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const measured = (e: EngineFigures): e is Exclude<EngineFigures, { skipped: string }> => !('skipped' in e);

/** The catalogue tables, in the same plain format as the others. */
export function reportCatalogue(ceiling: LoadResult, figures: CatalogueFigures | { skipped: string }): void {
  if ('skipped' in figures) {
    console.log(`\nCatalogue: skipped, ${figures.skipped}`);
    return;
  }
  for (const e of figures.engines) {
    if (!measured(e)) console.log(`\nCatalogue on ${engineLabel(e.engine)}: skipped, ${e.skipped}`);
  }
  const done = figures.engines.filter(measured);
  if (!done.length) return;
  console.log(`\nCatalogue import of the real BDPM files (${figures.source}), one transaction each`);
  console.log(
    table(
      ['engine', 'medicines', 'first import', 'second import', 'rows changed by 2nd', 'rejected lines'],
      done.map((e) => [engineLabel(e.engine), e.medicines, seconds(e.firstImport.ms), seconds(e.secondImport.ms), e.secondImport.changed, e.firstImport.rejected]),
    ),
  );
  const ratio = (r: LoadResult) => `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`;
  console.log(`\nCatalogue search, GET /api/medicine?filter=… cycling through ${figures.queries.length} queries`);
  console.log(
    table(
      ['engine, measurement', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'failures'],
      [
        ['bare Fastify (ceiling)', ceiling.requestsPerSecond, ceiling.p50Ms, ceiling.p99Ms, '100.0 %', ceiling.failures],
        ...done.flatMap((e) => [
          [`${engineLabel(e.engine)}, 50 connections 5 s (cached answers)`, e.load.requestsPerSecond, e.load.p50Ms, e.load.p99Ms, ratio(e.load), e.load.failures],
          [`${engineLabel(e.engine)}, uncached: 20 cold, sequential`, '-', e.cold.p50Ms, e.cold.p99Ms, '-', e.cold.failures],
        ]),
      ],
    ),
  );
  console.log('uncached = each query once after one warm-up search, one at a time; its p99 of 20 samples is the slowest one.');
  for (const e of done) {
    if (e.cold.empty.length) console.log(`note: on ${engineLabel(e.engine)} these queries found nothing: ${e.cold.empty.join(', ')}`);
    if (e.secondImport.changed) console.warn(`warning: the second import on ${engineLabel(e.engine)} changed ${e.secondImport.changed} rows (not idempotent)`);
  }
}

/** True when a catalogue figure is not valid (failed requests, a failed engine, a non-idempotent import). */
export function catalogueFailed(figures: CatalogueFigures | { skipped: string }): boolean {
  if ('skipped' in figures) return false;
  return figures.engines.some((e) =>
    measured(e) ? e.load.failures > 0 || e.cold.failures > 0 || e.secondImport.changed > 0 : e.failed === true,
  );
}
