import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@pharmacy/shared/pharmacy-hours';
import { users } from './users';
import { medicinePresentations } from './catalogue';

/** A pharmacy. `code` is its official number, unique. */
export const pharmacies = pgTable(
  'pharmacies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The readable, unique name in addresses (/dashboard/pharmacy/{slug}/edit); old ones live on in `slug_redirects`. */
    slug: text('slug')
      .notNull()
      .unique()
      // Services choose a readable slug (lib/slugs.ts); a row inserted without one (bulk loads) still gets a unique one.
      .default(sql`('p-' || replace(gen_random_uuid()::text, '-', ''))`),
    code: text('code').notNull().unique(),
    /** Storage key of the resized logo (lib/storage), or null. */
    logoKey: text('logo_key'),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** '' when not given (as `users.phone`). */
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Seven days, Monday first, of {open, close} 'HH:MM' periods; validated by the shared schema on every write. */
    openingHours: jsonb('opening_hours')
      .$type<OpeningHours>()
      .notNull()
      .default(sql`'[[],[],[],[],[],[],[]]'::jsonb`),
    homeDeliveryEnabled: boolean('home_delivery_enabled').notNull().default(false),
    homeDeliveryPostcodes: text('home_delivery_postcodes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    homeDeliveryFeeCents: integer('home_delivery_fee_cents').notNull().default(0),
    homeDeliveryMinimumCents: integer('home_delivery_minimum_cents').notNull().default(0),
    /** The seller on its invoices (issue 14): VAT number `BE0…` (required to issue one), and where transfers pay it. */
    vatNumber: text('vat_number'),
    iban: text('iban'),
    bic: text('bic'),
    /** Days between an invoice's issue and its due date. */
    invoiceTermDays: integer('invoice_term_days').notNull().default(30),
    /** What the directory search (`q`) matches: name, city and postcode, lower case without accents. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`catalogue_normalize(name || ' ' || city || ' ' || postal_code)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pharmacies_name_idx').on(sql`(name COLLATE "C")`, t.id),
    index('pharmacies_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('pharmacies_delivery_fee_check', sql`${t.homeDeliveryFeeCents} >= 0`),
    check('pharmacies_delivery_minimum_check', sql`${t.homeDeliveryMinimumCents} >= 0`),
  ],
);

/**
 * The on-duty ("garde") dates of a pharmacy. A row per day rather than a date[] column: "who is on duty on D" is one
 * index lookup, past duties stay as history while future ones are replaced, and later calendar work can hang
 * details (hours, notes) on a row.
 */
export const pharmacyOnDuty = pgTable(
  'pharmacy_on_duty',
  {
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The calendar's `eventId` of this shift (decision 011): stable while the day stays. */
    id: uuid('id').notNull().unique().defaultRandom(),
    /** The shift's hours 'HH:MM' (an end at or before the start ends the next morning); null = the whole day. */
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [primaryKey({ columns: [t.pharmacyId, t.date] }), index('pharmacy_on_duty_date_idx').on(t.date, t.pharmacyId)],
);

/**
 * Days that differ from the weekly opening hours (a holiday, a late opening): the periods of that day, none = closed.
 * A row per date, like the on-duty dates.
 */
export const pharmacyHoursExceptions = pgTable(
  'pharmacy_hours_exceptions',
  {
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    periods: jsonb('periods')
      .$type<OpeningHours[number]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note').notNull().default(''),
    /** The calendar's `eventId` of this day (decision 011). */
    id: uuid('id').notNull().unique().defaultRandom(),
  },
  (t) => [primaryKey({ columns: [t.pharmacyId, t.date] })],
);

/** A colleague invited by e-mail to join a pharmacy's staff; the token is stored hashed and used once. */
export const pharmacyInvitations = pgTable(
  'pharmacy_invitations',
  {
    id: text('id').primaryKey(),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.uid, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('pharmacy_invitations_pharmacy_idx').on(t.pharmacyId, t.createdAt)],
);

/** Which pharmacy-role accounts work for which pharmacy. */
export const pharmacyStaff = pgTable(
  'pharmacy_staff',
  {
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pharmacyId, t.userId] }), index('pharmacy_staff_user_idx').on(t.userId)],
);

/** A pharmacy's stock and selling price of one presentation; a null price means the official price. */
export const pharmacyStock = pgTable(
  'pharmacy_stock',
  {
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    cip13: text('cip13')
      .notNull()
      .references(() => medicinePresentations.cip13, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents'),
    updatedBy: text('updated_by').references(() => users.uid, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pharmacyId, t.cip13] }),
    index('pharmacy_stock_cip13_idx').on(t.cip13),
    check('pharmacy_stock_quantity_check', sql`${t.quantity} >= 0`),
    check('pharmacy_stock_price_check', sql`${t.priceCents} >= 0`),
  ],
);
