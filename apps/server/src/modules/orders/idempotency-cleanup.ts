import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { Job } from '../../lib/jobs';

/** How long a retry with the same Idempotency-Key still finds its first order: a day, as payment APIs keep theirs. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Deletes the keys older than IDEMPOTENCY_KEY_HOURS (an index on created_at); returns how many went. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

export const idempotencyCleanupJob = (db: Db): Job => ({
  name: 'idempotency-key cleanup',
  everyMs: 60 * 60 * 1000,
  run: () => purgeExpiredIdempotencyKeys(db),
});
