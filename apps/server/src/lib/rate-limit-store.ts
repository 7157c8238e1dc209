import type { Db } from '../db/client';
import { hitLimit } from './rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `child`: the route's limit settings, with the route under `routeInfo`. */
type RouteParams = { routeInfo?: { url?: string } };

/**
 * A `store` for @fastify/rate-limit that keeps its counts in PostgreSQL (lib/rate-limit.ts), so a limit holds across
 * every server process on the database. The plugin makes one child per limited route; the route's path is part of
 * the key, as each route has a count of its own.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitLimit(db, `http:${this.scope}:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params, (params as RouteParams).routeInfo?.url ?? 'global');
    }
  };
}
