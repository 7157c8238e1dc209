import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { VEHICLES } from '@pharmacy/shared/schemas/shipper';
import { checkIn } from './check-in';
import { users } from './users';
import { pharmacies } from './pharmacies';

/** A shipper account's working details; created on the shipper's first change or when an admin links pharmacies. */
export const shippers = pgTable(
  'shippers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    phone: text('phone').notNull().default(''),
    /** 'bike' until the shipper says otherwise (the most common courier vehicle in Belgian cities). */
    vehicle: text('vehicle', { enum: VEHICLES }).notNull().default('bike'),
    available: boolean('available').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [checkIn('shippers_vehicle_check', t.vehicle, VEHICLES)],
);

/** Which pharmacies a shipper delivers for; `is_staff` = employed by that pharmacy (may carry prescription items home). */
export const shipperPharmacies = pgTable(
  'shipper_pharmacies',
  {
    shipperId: text('shipper_id')
      .notNull()
      .references(() => shippers.userId, { onDelete: 'cascade' }),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    isStaff: boolean('is_staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shipperId, t.pharmacyId] }),
    index('shipper_pharmacies_pharmacy_idx').on(t.pharmacyId),
  ],
);
