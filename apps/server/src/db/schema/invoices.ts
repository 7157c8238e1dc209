import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '@pharmacy/shared/invoices/constants';
import { LANGUAGES } from '@pharmacy/shared/languages';
import type { VatRateTotal } from '@pharmacy/shared/invoices/vat';
import type { InvoiceBuyer, InvoiceSeller } from '@pharmacy/shared/schemas/invoice';
import { checkIn } from './check-in';
import { orders } from './orders';
import { pharmacies } from './pharmacies';
import { users } from './users';

/*
 * Invoices of a Belgian pharmacy (issue 14). An invoice is a draft until it is issued: then it gets its number from the
 * pharmacy's yearly series (invoice_sequences), the seller's details are frozen into it, and it is never edited or
 * deleted again; a correction is a credit note, numbered in the same series. Amounts are integer cents.
 */

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    /** PHARMACYCODE-YYYY-NNNNN, set when issued; null on a draft. */
    number: text('number').unique(),
    year: integer('year'),
    sequence: integer('sequence'),
    /** The order it bills (one invoice per order); null for one written by hand. */
    orderId: uuid('order_id').references(() => orders.id),
    /** On a credit note: the invoice it corrects. */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    /** The customer account that may read it (the order's customer); null for a buyer without an account. */
    customerId: text('customer_id').references(() => users.uid, { onDelete: 'set null' }),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Line prices are consumer prices, VAT included (an order's): VAT per rate is taken out of the rate's total. */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    breakdown: jsonb('breakdown').$type<VatRateTotal[]>().notNull(),
    /** +++123/4567/89002+++ on an issued invoice, for a transfer; null on drafts and credit notes. */
    structuredCommunication: text('structured_communication'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    checkIn('invoices_kind_check', t.kind, INVOICE_KINDS),
    checkIn('invoices_status_check', t.status, INVOICE_STATUSES),
    checkIn('invoices_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    // Gapless and unique: one number per (pharmacy, year, sequence), whatever the kind.
    uniqueIndex('invoices_series_unique').on(t.pharmacyId, t.year, t.sequence),
    // One invoice per order (credit notes of it are separate rows).
    uniqueIndex('invoices_order_unique').on(t.orderId).where(sql`kind = 'invoice'`),
    // An order's invoice and its credit notes (GET /api/invoices?orderId=).
    index('invoices_order_idx').on(t.orderId),
    index('invoices_pharmacy_created_idx').on(t.pharmacyId, t.createdAt, t.id),
    index('invoices_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    // The list's counts and totals per status (an index-only scan of a pharmacy's, or of a date range), and an
    // admin's newest-first page over every pharmacy (bench/invoices.ts measured both as sequential scans).
    index('invoices_pharmacy_issue_idx').on(t.pharmacyId, t.issueDate, t.status, t.kind, t.grossCents),
    index('invoices_created_idx').on(t.createdAt, t.id),
    // `q`: trigram lookups on exactly the expressions list.ts compares (catalogue_normalize is IMMUTABLE).
    index('invoices_number_search_idx').using('gin', sql`catalogue_normalize(coalesce(${t.number}, '')) gin_trgm_ops`),
    index('invoices_buyer_search_idx').using('gin', sql`catalogue_normalize(${t.buyer}->>'name') gin_trgm_ops`),
    index('invoices_due_idx').on(t.dueDate).where(sql`status = 'sent'`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    id: uuid('id').notNull().unique(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    /** quantity × unit price, in the invoice's price basis (VAT included when `pricesIncludeVat`). */
    amountCents: integer('amount_cents').notNull(),
    cis: text('cis'),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

/**
 * The last number given in each pharmacy's yearly series. Taking a number updates this row in the issuing
 * transaction: concurrent issues at one pharmacy queue on it, and a rolled-back issue gives its number back.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pharmacyId, t.year] })],
);
