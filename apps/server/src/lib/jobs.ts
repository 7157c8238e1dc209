import type { FastifyBaseLogger } from 'fastify';

/** A piece of housekeeping that runs every `everyMs` in each server process (each run must be safe to repeat). */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  /** Runs every job once now (tests, and a first pass soon after start). */
  runAll(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs each job on its own interval, one run of a job at a time; a failure is logged and the next run tries again.
 * The first pass comes `firstAfterMs` after start, out of the way of the start itself.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger, firstAfterMs = 60_000): JobRunner {
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  function runOne(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const run = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => {
          if (!stopped) log.error({ err: error }, `the ${job.name} job failed`);
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  const timers = jobs.map((job) => setInterval(() => void (stopped || runOne(job)), job.everyMs));
  const first = setTimeout(() => void (stopped || Promise.all(jobs.map(runOne))), firstAfterMs);
  for (const timer of [...timers, first]) timer.unref();

  return {
    async runAll() {
      await Promise.all(jobs.map(runOne));
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}
