import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from './errors';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in one statement: every server process on the same
 * database shares the count, and concurrent hits never lose an increment (the row is the lock).
 */
export async function hitLimit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const fresh = sql`now() + ${Math.round(windowMs)}::int * interval '1 millisecond'`;
  const expired = sql`${rateLimitCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimitCounters.resetAt} END`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch FROM (${rateLimitCounters.resetAt} - now())) * 1000))::int`,
    });
  // Expired windows are only reset when their key comes back; now and then, clear the ones that never do.
  if (Math.random() < 0.01) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
  return { hits: row!.hits, ttlMs: Number(row!.ttlMs) };
}

export const tooManyRequests = (message: string) => new HttpError(429, 'RATE_LIMITED', message);

/** Counts a hit and answers 429 once more than `max` fall in the window. `what` completes "You have sent too many …". */
export async function enforceLimit(db: Db, limit: { key: string; max: number; windowMs: number; what: string }): Promise<void> {
  const { hits, ttlMs } = await hitLimit(db, limit.key, limit.windowMs);
  if (hits > limit.max) {
    throw tooManyRequests(`You have sent too many ${limit.what}. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`);
  }
}
