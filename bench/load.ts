import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
  /** Paths (with query) each connection cycles through, in order; unset = `url` over and over. */
  paths?: string[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
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
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
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
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
