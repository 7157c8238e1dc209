import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { invoiceTotals } from '@pharmacy/shared/invoices/vat';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { brusselsToday } from './calendar';
import { assignNumber } from './issue';
import { mailInvoice } from './send';
import { linesOf, lockInvoice, type InvoiceRow } from './repository';

/**
 * Corrects an issued invoice by a credit note for all of it: the same lines with negative amounts, the same buyer and
 * language, numbered next in the pharmacy's series and issued at once. The invoice's content stays as it was issued;
 * only its status becomes `credited`.
 */
export async function creditInvoice(db: Db, invoiceId: string, createdBy: string | null, today = brusselsToday()): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound('This invoice does not exist.');
    if (invoice.kind !== 'invoice' || invoice.status === 'draft') {
      throw conflict('INVOICE_NOT_ISSUED', 'Only an issued invoice is corrected by a credit note; a draft is edited.');
    }
    const [earlier] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.creditedInvoiceId, invoiceId), eq(invoices.kind, 'credit_note')));
    if (earlier) throw conflict('INVOICE_CREDITED', `This invoice is already credited in full by ${earlier.number}.`);

    const id = randomUUID();
    const lines = (await linesOf(tx, invoiceId)).map((line) => ({
      ...line,
      invoiceId: id,
      id: randomUUID(),
      unitPriceCents: -line.unitPriceCents,
      amountCents: -line.amountCents,
    }));
    const [draft] = await tx
      .insert(invoices)
      .values({
        id,
        pharmacyId: invoice.pharmacyId,
        kind: 'credit_note',
        status: 'draft',
        creditedInvoiceId: invoiceId,
        orderId: invoice.orderId,
        customerId: invoice.customerId,
        seller: invoice.seller,
        buyer: invoice.buyer,
        language: invoice.language,
        notes: '',
        // Nothing to pay on a credit note: due on its issue date.
        dueDate: today,
        createdBy,
        pricesIncludeVat: invoice.pricesIncludeVat,
        ...invoiceTotals(lines, invoice.pricesIncludeVat),
      })
      .returning();
    if (lines.length > 0) await tx.insert(invoiceLines).values(lines);
    const issued = await assignNumber(tx, draft!, today);
    // Settled by the credit note: off the unpaid and overdue lists (a paid one keeps its payment, now to refund).
    await tx.update(invoices).set({ status: 'credited', updatedAt: new Date() }).where(eq(invoices.id, invoiceId));
    await mailInvoice(tx, issued);
    await writeAudit(tx, { actorId: createdBy, action: 'invoice.credited', entityType: 'invoice', entityId: invoiceId, detail: { number: invoice.number, creditNote: issued.number } });
    return issued;
  });
}
