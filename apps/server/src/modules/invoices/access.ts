import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { InvoiceRow } from './repository';
import { chosenStaffPharmacy, staffPharmacyIds } from '../pharmacies/service';

/*
 * Who sees and does what with invoices (docs/PRODUCT.md "Invoices", issue 14), decided here for every route:
 * - a customer reads the invoices and credit notes issued to their account (customer_id), never a draft;
 * - pharmacy staff read and manage their pharmacies' invoices (write drafts, send, record payments, credit);
 * - an admin reads every invoice and acts on none: an invoice is the pharmacy's accounting document, and a payment
 *   or a credit note recorded by someone outside the pharmacy would be an entry in books the admin does not keep;
 * - a shipper has no invoices (403 on the list, 404 on an id), and anyone else's invoice is a 404.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noSuchInvoice = () => notFound('This invoice does not exist.');

export const pharmaciesOf = staffPharmacyIds;

/** The condition on `invoices` for what `user` may read; null: nothing (a shipper, staff of no pharmacy). */
export async function readableBy(db: Db, user: UserProfile): Promise<SQL | undefined | null> {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'customer':
      return and(eq(invoices.customerId, user.uid), ne(invoices.status, 'draft'))!;
    case 'pharmacy': {
      const ids = await pharmaciesOf(db, user.uid);
      if (ids.length === 0) return null;
      return ids.length === 1 ? eq(invoices.pharmacyId, ids[0]!) : inArray(invoices.pharmacyId, ids);
    }
    case 'shipper':
      return null;
  }
}

/**
 * For `?orderId=`: the order must be one whose invoices `user` may read (their own order, one of their pharmacies',
 * any for an admin); a 404 otherwise, so a list filtered by someone else's order says nothing about it.
 */
export async function assertOrderReadable(db: Db, user: UserProfile, orderId: string): Promise<void> {
  const missing = () => notFound('This order does not exist.');
  const [order] = await db.select({ customerId: orders.customerId, pharmacyId: orders.pharmacyId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw missing();
  if (user.role === 'admin') return;
  if (user.role === 'customer' && order.customerId === user.uid) return;
  if (user.role === 'pharmacy' && (await pharmaciesOf(db, user.uid)).includes(order.pharmacyId)) return;
  throw missing();
}

/** The invoice if `user` may read it; a 404 otherwise, whether it exists or not. */
export async function readableInvoice(db: Db, user: UserProfile, id: string): Promise<InvoiceRow> {
  if (!UUID.test(id)) throw noSuchInvoice();
  const scope = await readableBy(db, user);
  if (scope === null) throw noSuchInvoice();
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), scope));
  if (!row) throw noSuchInvoice();
  return row;
}

/** The invoice if `user` works for its pharmacy: 404 for those who cannot see it, 403 for those who only read it. */
export async function managedInvoice(db: Db, user: UserProfile, id: string): Promise<InvoiceRow> {
  const row = await readableInvoice(db, user, id);
  if (user.role !== 'pharmacy') throw forbidden('Only the pharmacy’s staff act on its invoices.', 'INVOICE_FORBIDDEN');
  return row;
}

/** The pharmacy a hand-written invoice is for: the staff member's only pharmacy, or the one named among theirs. */
export const issuingPharmacy = (db: Db, user: UserProfile, named: string | undefined): Promise<string> =>
  chosenStaffPharmacy(db, user.uid, named, 'You work for several pharmacies: choose the one that issues this invoice.');
