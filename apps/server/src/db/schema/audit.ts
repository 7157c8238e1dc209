import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { clockNow } from './clock';

/**
 * Who did what to which record (docs/PRODUCT.md "Personal and health data"). `detail` never holds national numbers,
 * RIDs, identity card numbers or passwords: lib/audit.ts strips them before writing.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().default(clockNow),
    // The entry outlives the account (set null), so the trace of what happened stays.
    actorId: text('actor_id').references(() => users.uid, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
  ],
);
