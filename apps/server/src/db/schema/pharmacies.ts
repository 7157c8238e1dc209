import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { medicinePresentations } from './catalogue';

/** A pharmacy (the order issue extends it). `code` is its official number, unique. */
export const pharmacies = pgTable(
  'pharmacies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pharmacies_name_idx').on(sql`(name COLLATE "C")`, t.id)],
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
