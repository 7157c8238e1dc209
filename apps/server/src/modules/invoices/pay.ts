import { and, eq } from 'drizzle-orm';
import type { InvoicePayment } from '@pharmacy/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { brusselsToday } from './calendar';
import { lockInvoice, type InvoiceRow } from './repository';

/**
 * POST /api/invoices/:id/pay: records the day and the method of the payment of a sent or overdue invoice. A draft is
 * sent first; a paid invoice stays paid once; a credit note and an invoice credited in full have nothing to pay.
 * A payment on an earlier day is dated at noon UTC, which is that same day in Belgium.
 */
export async function payInvoice(db: Db, invoiceId: string, payment: InvoicePayment, actorId: string | null, now = new Date()): Promise<InvoiceRow> {
  const today = brusselsToday(now);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound('This invoice does not exist.');
    if (invoice.kind === 'credit_note') throw conflict('INVOICE_NOT_PAYABLE', 'A credit note is not paid: it cancels the invoice it corrects.');
    if (invoice.status === 'draft') throw conflict('INVOICE_NOT_PAYABLE', 'This invoice is a draft: send it before recording its payment.');
    if (invoice.status === 'paid') throw conflict('INVOICE_PAID', `This invoice was already paid on ${invoice.paidAt!.toISOString().slice(0, 10)}.`);
    const [credit] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.creditedInvoiceId, invoice.id), eq(invoices.kind, 'credit_note')));
    if (credit) throw conflict('INVOICE_CREDITED', `This invoice is credited in full by ${credit.number}: nothing is left to pay.`);
    const paidOn = payment.paidOn ?? today;
    if (paidOn > today) throw badRequest('A payment cannot be dated in the future.', { paidOn: 'validation.date' });
    if (invoice.issueDate && paidOn < invoice.issueDate) throw badRequest('A payment cannot be dated before the invoice was issued.', { paidOn: 'validation.date' });
    const [row] = await tx
      .update(invoices)
      .set({ status: 'paid', paymentMethod: payment.method, paidAt: paidOn === today ? now : new Date(`${paidOn}T12:00:00Z`), updatedAt: now })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await writeAudit(tx, { actorId, action: 'invoice.paid', entityType: 'invoice', entityId: invoice.id, detail: { number: invoice.number, method: payment.method, paidOn } });
    return row!;
  });
}
