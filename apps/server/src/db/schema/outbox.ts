import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { checkIn } from './check-in';

/**
 * E-mails written in the same transaction as the change they announce, sent afterwards by lib/outbox.ts. A row is
 * `pending` until sent (`sent`) or out of attempts (`failed`); `next_attempt_at` is both the retry time and the lease
 * of the process sending it.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_emails_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    checkIn('outbox_emails_language_check', t.language, LANGUAGES),
  ],
);
