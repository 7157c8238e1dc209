import { afterEach, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startJobs, type JobRunner } from './jobs';

const log = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
let runner: JobRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  vi.useRealTimers();
});

it('runs each job on its interval after a first pass, logs a failure and tries again next time', async () => {
  vi.useFakeTimers();
  const logger = log();
  let calls = 0;
  runner = startJobs(
    [
      {
        name: 'flaky',
        everyMs: 1_000,
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error('boom');
        },
      },
    ],
    logger,
    500,
  );
  await vi.advanceTimersByTimeAsync(500);
  expect(calls).toBe(1);
  expect(logger.error).toHaveBeenCalledWith(
    expect.objectContaining({ err: expect.any(Error) }),
    'the flaky job failed',
  );
  await vi.advanceTimersByTimeAsync(1_000);
  expect(calls).toBe(2);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(calls).toBe(3);
  expect(logger.error).toHaveBeenCalledTimes(1);
});

it('never runs a job twice at once, and stop() waits for the run in progress', async () => {
  let release!: () => void;
  let started = 0;
  let finished = false;
  runner = startJobs(
    [
      {
        name: 'slow',
        everyMs: 60_000,
        run: () => {
          started += 1;
          return new Promise<void>((r) => {
            release = () => {
              finished = true;
              r();
            };
          });
        },
      },
    ],
    log(),
    60_000,
  );
  const first = runner.runAll();
  const second = runner.runAll();
  expect(started).toBe(1);
  const stopping = runner.stop();
  release();
  await Promise.all([first, second, stopping]);
  expect(finished).toBe(true);
  runner = undefined;
});
