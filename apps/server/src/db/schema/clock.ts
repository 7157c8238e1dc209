import { sql } from 'drizzle-orm';

/**
 * A default time read from the clock rather than the transaction start, so the rows one transaction writes keep
 * their order (lists sort on it; lib/keyset-cursor.ts carries its microseconds in cursors).
 */
export const clockNow = sql`clock_timestamp()`;
