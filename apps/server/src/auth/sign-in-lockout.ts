import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';

/** Consecutive failures that lock an address, the first lock, its cap, and how long a failure is remembered. */
export const LOCKOUT = {
  maxFailures: 5,
  firstLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  forgetAfterHours: 24,
} as const;

/** The lock after `failures` consecutive failures: none below the threshold, then 1 min doubling up to 1 h. */
export function lockSecondsAfter(failures: number): number {
  if (failures < LOCKOUT.maxFailures) return 0;
  return Math.min(LOCKOUT.firstLockSeconds * 2 ** (failures - LOCKOUT.maxFailures), LOCKOUT.maxLockSeconds);
}

/** The row's key: the address is never stored in the clear, and an unknown address is kept like a known one. */
export function emailKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`sign-in:${email.trim().toLowerCase()}`).digest('base64url');
}

/** Seconds the address is still locked for, 0 when it may try. */
export async function lockedForSeconds(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch FROM (${signInFailures.lockedUntil} - now())))::int` })
    .from(signInFailures)
    .where(sql`${signInFailures.emailKey} = ${key} AND ${signInFailures.lockedUntil} > now()`);
  return row ? Math.max(1, Number(row.seconds)) : 0;
}

/**
 * Counts one failure (atomically: every process shares the row) and locks the address when the count reaches the
 * threshold. `lockStarted` is true for the one failure that begins a lockout streak, to tell the owner once.
 */
export async function recordFailure(db: Db, key: string): Promise<{ failures: number; lockStarted: boolean }> {
  const stale = sql`${signInFailures.lastFailureAt} < now() - ${LOCKOUT.forgetAfterHours}::int * interval '1 hour'`;
  const [row] = await db
    .insert(signInFailures)
    .values({ emailKey: key, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.emailKey,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: signInFailures.failures });
  const failures = row!.failures;
  const seconds = lockSecondsAfter(failures);
  if (seconds > 0) {
    await db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() + ${seconds}::int * interval '1 second'` })
      .where(eq(signInFailures.emailKey, key));
  }
  return { failures, lockStarted: failures === LOCKOUT.maxFailures };
}

/** A successful sign-in ends the streak. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailKey, key));
}
