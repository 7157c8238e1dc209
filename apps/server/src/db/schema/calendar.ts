import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkIn } from './check-in';
import { clockNow } from './clock';
import { users } from './users';
import { pharmacies } from './pharmacies';

/** Kinds kept in this table; on-duty days and opening exceptions are the pharmacy's own rows (decision 011). */
export const CALENDAR_TABLE_KINDS = ['personal', 'delivery_slot', 'availability'] as const;

/**
 * A person's event (personal, a courier's availability) or a pharmacy's delivery slot. A repeating event keeps its
 * first occurrence in `starts_at`/`ends_at` and its rule; the server expands it in Europe/Brussels for the asked window.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CALENDAR_TABLE_KINDS }).notNull(),
    ownerUserId: text('owner_user_id').references(() => users.uid, { onDelete: 'cascade' }),
    ownerPharmacyId: text('owner_pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color'),
    /** RRULE parts (`FREQ=WEEKLY;BYDAY=MO`), or null. */
    rrule: text('rrule'),
    /** Starts of occurrences left out of the rule. */
    exdates: timestamp('exdates', { withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    checkIn('calendar_events_kind_check', t.kind, CALENDAR_TABLE_KINDS),
    check('calendar_events_owner_check', sql`(${t.ownerUserId} IS NULL) <> (${t.ownerPharmacyId} IS NULL)`),
    check('calendar_events_range_check', sql`${t.endsAt} >= ${t.startsAt}`),
    index('calendar_events_user_idx').on(t.ownerUserId, t.startsAt),
    index('calendar_events_pharmacy_idx').on(t.ownerPharmacyId, t.startsAt),
  ],
);

/** A person's private iCalendar subscription (RFC 5545): the token is stored hashed; renewing replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
});

/** A pharmacy's private iCalendar subscription (its on-duty days, opening exceptions and delivery slots), as above. */
export const pharmacyCalendarFeeds = pgTable('pharmacy_calendar_feeds', {
  pharmacyId: text('pharmacy_id')
    .primaryKey()
    .references(() => pharmacies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
});
