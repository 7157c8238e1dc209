import { eq } from 'drizzle-orm';
import { formatInvoiceNumber } from '@pharmacy/shared/invoices/numbering';
import { structuredCommunication } from '@pharmacy/shared/invoices/structured-communication';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { addDays, brusselsToday } from './calendar';
import { notADraft } from './drafts';
import { takeNumber } from './numbering';
import { lockInvoice, type InvoiceRow } from './repository';
import { sellerOf } from './seller';

/**
 * Gives a locked draft (an invoice or a credit note) its number and freezes it: the seller as the pharmacy is now,
 * the issue date, the due date (the pharmacy's term unless the draft set one) and, on an invoice, the structured
 * communication a transfer quotes: the year's last two digits then the sequence, so it is unique in the series.
 */
export async function assignNumber(tx: Db, draft: InvoiceRow, today: string): Promise<InvoiceRow> {
  const { seller, termDays } = await sellerOf(tx, draft.pharmacyId);
  if (!seller.vatNumber) {
    throw badRequest('The pharmacy’s VAT number is missing: add it to the pharmacy’s profile before issuing an invoice.', {
      vatNumber: 'validation.required',
    });
  }
  const year = Number(today.slice(0, 4));
  const sequence = await takeNumber(tx, draft.pharmacyId, year);
  const now = new Date();
  const [row] = await tx
    .update(invoices)
    .set({
      status: 'sent',
      number: formatInvoiceNumber(seller.pharmacyCode, year, sequence),
      year,
      sequence,
      seller,
      issueDate: today,
      dueDate: draft.dueDate ?? addDays(today, termDays),
      structuredCommunication: draft.kind === 'invoice' ? structuredCommunication((year % 100) * 100_000_000 + sequence) : null,
      sentAt: now,
      updatedAt: now,
    })
    .where(eq(invoices.id, draft.id))
    .returning();
  return row!;
}

/** Issues a draft: from now on it is never edited or deleted. */
export async function issueInvoice(db: Db, invoiceId: string, today = brusselsToday()): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound('This invoice does not exist.');
    if (invoice.status !== 'draft') throw notADraft();
    return assignNumber(tx, invoice, today);
  });
}
