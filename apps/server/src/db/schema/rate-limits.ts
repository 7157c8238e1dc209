import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every server process (lib/rate-limit.ts): per address on the credential routes,
 * per sender and per pharmacy for invitations, per account for orders. `key` names the limit and its subject.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * Consecutive failed sign-ins per e-mail address, known or not (auth/sign-in-lockout.ts). `email_key` is an HMAC of
 * the address, so the table holds no address in the clear.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
