import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { ORDER_STATUSES } from '@pharmacy/shared/orders/lifecycle';
import { ROLES } from '@pharmacy/shared/roles';
import { ORDER_FILE_TYPES } from '@pharmacy/shared/schemas/order';
import { DELIVERY_TYPES, PRESCRIPTION_TYPES } from '@pharmacy/shared/schemas/order-form';
import { checkIn } from './check-in';
import { users } from './users';
import { pharmacies } from './pharmacies';

/*
 * The medicine order (issue 4). Every SPEC form field is a column (health data: national number, RIDs, eID number),
 * read only through modules/orders, which applies the role matrix. Times have millisecond precision (msClock), from
 * when list cursors went through a JS Date; lib/keyset-cursor.ts now carries microseconds, so either pages exactly.
 */

/** Millisecond precision, read from the clock, not the transaction start (rows of one transaction keep their order). */
const msClock = sql`date_trunc('milliseconds', clock_timestamp())`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** Short and unique, what people say on the phone: PL-XXXXXX from an alphabet without 0/O, 1/I/L, U. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** `online`: placed by the customer; `counter`: taken by the pharmacy at the counter or by phone. */
    source: text('source').notNull(),
    customerId: text('customer_id').references(() => users.uid, { onDelete: 'set null' }),
    /** Who typed it in: the customer, or the staff member for a counter order. */
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    shipperId: text('shipper_id').references(() => users.uid, { onDelete: 'set null' }),
    /** The language e-mails about this order are written in (the customer's, or the counter staff's). */
    language: text('language', { enum: LANGUAGES }).notNull(),
    prescriptionType: text('prescription_type', { enum: PRESCRIPTION_TYPES }).notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    hasPrescriptionItems: boolean('has_prescription_items').notNull(),
    /**
     * The customer said "no prescription", and the pharmacist linked a free-text line to a prescription-only medicine:
     * the order became a prescription order (see modules/orders/prescription-law.ts). Shown to the pharmacy and the customer.
     */
    prescriptionAdded: boolean('prescription_added').notNull().default(false),
    request: text('request').notNull(),
    otherRequestPharmacy: text('other_request_pharmacy').notNull(),
    withPrescription: boolean('with_prescription').notNull(),
    withoutPrescription: boolean('without_prescription').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    nationalRegistrationNumber: text('national_registration_number').notNull(),
    rid: text('rid').array().notNull(),
    idCardNumber: text('id_card_number').notNull(),
    pharmacyCall: boolean('pharmacy_call').notNull(),
    hasComment: boolean('has_comment').notNull(),
    comment: text('comment').notNull(),
    mandated: text('mandated').notNull(),
    toc: boolean('toc').notNull(),
    otherRequest: text('other_request').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    totalCents: integer('total_cents'),
    handoverCode: text('handover_code').notNull(),
    /** Wrong handover codes in a row; at 5 the code is locked for a while (see orders/handover.ts). */
    wrongCodeAttempts: integer('wrong_code_attempts').notNull().default(0),
    wrongCodeAt: timestamp('wrong_code_at', { withTimezone: true }),
    proofReceiverName: text('proof_receiver_name'),
    proofAt: timestamp('proof_at', { withTimezone: true }),
    proofBy: text('proof_by').references(() => users.uid, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    cancellationReason: text('cancellation_reason'),
    failureReason: text('failure_reason'),
    /** Reference, patient names and line names through catalogue_normalize: what `q` searches (kept by the service). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(msClock),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(msClock),
  },
  (t) => [
    // One index per role's list and sort; the status one also serves the tab counts.
    index('orders_pharmacy_status_created_idx').on(t.pharmacyId, t.status, t.createdAt, t.id),
    index('orders_pharmacy_created_idx').on(t.pharmacyId, t.createdAt, t.id),
    index('orders_pharmacy_updated_idx').on(t.pharmacyId, t.updatedAt, t.id),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('orders_shipper_status_created_idx').on(t.shipperId, t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    checkIn('orders_status_check', t.status, ORDER_STATUSES),
    check('orders_source_check', sql`${t.source} IN ('online', 'counter', 'shop')`),
    checkIn('orders_delivery_type_check', t.deliveryType, DELIVERY_TYPES),
    checkIn('orders_prescription_type_check', t.prescriptionType, PRESCRIPTION_TYPES),
    checkIn('orders_language_check', t.language, LANGUAGES),
    check('orders_money_check', sql`${t.deliveryFeeCents} >= 0 AND ${t.totalCents} >= 0`),
  ],
);

/**
 * How many orders each pharmacy has per delivery type and status: the list's tab counts, read in O(statuses) instead
 * of counting 100,000 index entries per page view. Kept by a deferred trigger on `orders` (migration
 * 0008_order_counts), so bulk inserts and every code path stay exact, and the row lock lasts only for the commit.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    pharmacyId: text('pharmacy_id').notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pharmacyId, t.deliveryType, t.status] }),
    checkIn('order_counts_delivery_type_check', t.deliveryType, DELIVERY_TYPES),
    checkIn('order_counts_status_check', t.status, ORDER_STATUSES),
  ],
);

/** The medicines of an order, in the customer's order (`position`). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The catalogue medicine, or null for a free-text line. */
    cis: text('cis'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents'),
    requiresPrescription: boolean('requires_prescription').notNull(),
    substituteCis: text('substitute_cis'),
    substituteName: text('substitute_name'),
    substitutionStatus: text('substitution_status'),
    /** A free-text line the pharmacist checked is not a medicine (a thermometer, sun cream): it needs no link. */
    notMedicine: boolean('not_medicine').notNull().default(false),
    /** What the customer typed, kept when the pharmacist links a free-text line to a catalogue medicine. */
    typedName: text('typed_name'),
    /** The pharmacist who linked the line or marked it not a medicine (the trace of that decision). */
    linkedBy: text('linked_by').references(() => users.uid, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_quantity_check', sql`${t.quantity} BETWEEN 1 AND 99`),
    check('order_lines_price_check', sql`${t.unitPriceCents} >= 0`),
    check('order_lines_substitution_check', sql`${t.substitutionStatus} IN ('proposed', 'accepted', 'refused')`),
    // A catalogue medicine is a medicine.
    check('order_lines_not_medicine_check', sql`NOT (${t.notMedicine} AND ${t.cis} IS NOT NULL)`),
  ],
);

/** One row per transition (and per submission or line edit): the trace docs/PRODUCT.md's law asks for. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().default(msClock),
    actorId: text('actor_id').references(() => users.uid, { onDelete: 'set null' }),
    /** The actor's role at the time (roles do not change, but the account may be deleted). */
    actorRole: text('actor_role', { enum: ROLES }),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.at, t.id),
    checkIn('order_history_actor_role_check', t.actorRole, ROLES),
    checkIn('order_history_from_status_check', t.fromStatus, ORDER_STATUSES),
    checkIn('order_history_to_status_check', t.toStatus, ORDER_STATUSES),
  ],
);

/** Prescription photos and PDFs; the bytes live in lib/storage.ts under `storage_key`. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type', { enum: ORDER_FILE_TYPES }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(msClock),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId, t.createdAt, t.id),
    checkIn('order_files_mime_type_check', t.mimeType, ORDER_FILE_TYPES),
  ],
);

/** One order per (person, Idempotency-Key): a double click or a retry returns the first order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** SHA-256 of the validated request body: the same key with another body is a client bug (409). */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
