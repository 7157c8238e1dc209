import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clockNow } from './clock';
import { users } from './users';

/**
 * The platform's switches an admin sets at run time (issue 18): maintenance and the coming-soon launch date. One row
 * (`id = 1`); every server process reads it, so a change takes effect on all of them (modules/platform).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenance: boolean('maintenance').notNull().default(false),
    /** Shown on /maintenance under the translated title; the admin's own words, or empty. */
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    /** When the admin expects to be back: the 503's Retry-After and the page's "back at". */
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    /** The launch /coming-soon counts down to, or none. */
    launchAt: timestamp('launch_at', { withTimezone: true }),
    updatedBy: text('updated_by').references(() => users.uid, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * What pharmacies pay to use the platform (/pricing), as the admin writes it on /dashboard/platform: prices in cents
 * excluding VAT, the plan's name and points in the admin's words. Replaced as a whole list by each save.
 */
export const pharmacyPlans = pgTable(
  'pharmacy_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    /** Charged per order handled through the platform, or 0. */
    perOrderCents: integer('per_order_cents').notNull().default(0),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    highlighted: boolean('highlighted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    check('pharmacy_plans_prices_check', sql`${t.monthlyCents} >= 0 AND ${t.perOrderCents} >= 0`),
    uniqueIndex('pharmacy_plans_position_idx').on(t.position),
  ],
);
