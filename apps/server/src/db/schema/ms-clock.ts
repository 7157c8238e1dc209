import { sql } from 'drizzle-orm';

/**
 * A default time with millisecond precision, so it survives a round trip through a JS Date (keyset cursors), read
 * from the clock rather than the transaction start, so the rows written by one transaction keep their order.
 */
export const msClock = sql`date_trunc('milliseconds', clock_timestamp())`;
