import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx, errors and timeouts: a run with any of them measured the wrong thing. */
  failures: number;
}

function fire(options: LoadOptions, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections ?? 50,
    duration,
    // The load runs in a worker thread, so an in-process server keeps the main thread to itself.
    workers: 1,
  });
}

/** A short warm-up (JIT, connection pools), then the measured run; both end after their duration. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  await fire(options, 1);
  const result = await fire(options, options.durationSeconds ?? 5);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
