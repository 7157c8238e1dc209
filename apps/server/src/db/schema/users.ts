import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { ACCOUNT_STATUSES, ROLES } from '@pharmacy/shared/roles';
import type { NotificationPreferences } from '@pharmacy/shared/schemas/accounts';
import { authUser } from './auth';
import { checkIn } from './check-in';

/** The roles themselves, so `user_role.role_id` is a real foreign key (SPEC §3 role link). */
export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
});

/** SPEC §3 user profile (collection `users`, keyed by the authentication uid). */
export const users = pgTable(
  'users',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ROLES })
      .notNull()
      .references(() => roles.id),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull(),
    phone: text('phone').notNull().default(''),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The readable, unique name in addresses (/dashboard/user/{slug}/edit); old ones live on in `slug_redirects`. */
    slug: text('slug')
      .notNull()
      .unique()
      // Services choose a readable slug (lib/slugs.ts); a row inserted without one (bulk loads) still gets a unique one.
      .default(sql`('u-' || replace(gen_random_uuid()::text, '-', ''))`),
    /** Storage key of the resized avatar (lib/storage), or null. */
    avatarKey: text('avatar_key'),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Only the choices that differ from the defaults (every event by e-mail and in the app). */
    notificationPrefs: jsonb('notification_prefs').$type<NotificationPreferences>().notNull().default({}),
    /** Set when the person asked to be forgotten: the row stays (orders, invoices, audit point at it), the data does not. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** What the people search (`q`) matches: name, e-mail and city, lower case without accents. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`catalogue_normalize(display_name || ' ' || email || ' ' || city)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_status_created_idx').on(t.status, t.createdAt, t.uid),
    index('users_created_idx').on(t.createdAt, t.uid),
    index('users_name_idx').on(sql`(display_name COLLATE "C")`, t.uid),
    index('users_role_created_idx').on(t.role, t.createdAt, t.uid),
    index('users_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    checkIn('users_role_check', t.role, ROLES),
    checkIn('users_status_check', t.status, ACCOUNT_STATUSES),
    checkIn('users_language_check', t.language, LANGUAGES),
  ],
);

/** Old slugs of renamed people and pharmacies, so links made before a rename keep working. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    /** 'user' | 'pharmacy' */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] })],
);

/** SPEC §3 role link (collection `user_role`). */
export const userRole = pgTable(
  'user_role',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * The people search's vocabulary: every distinct word (4+ characters, normalised) of the accounts' names and cities,
 * with how many accounts hold it, kept by statement triggers on `users` (migration 0014). A typo lookup ("peaters")
 * searches these few hundred words by trigram distance instead of every account's text: straight on `users.search_text`
 * the planner chose a sequential scan (250 ms at 100,000 accounts), the catalogue's lesson again (schema/catalogue.ts).
 */
export const personWords = pgTable(
  'person_words',
  {
    word: text('word').primaryKey(),
    people: integer('people').notNull(),
  },
  (t) => [index('person_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);
