import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoiceDraftCreate, InvoiceDraftUpdate } from '@pharmacy/shared/schemas/invoice';
import { invoiceTotals } from '@pharmacy/shared/invoices/vat';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { linesOf, lockInvoice, priceLines, type InvoiceRow } from './repository';
import { sellerOf } from './seller';

export interface NewDraft {
  pharmacyId: string;
  createdBy: string | null;
  /** The customer account that may read it; null for a buyer without an account. */
  customerId?: string | null;
  /** The order it bills, if any (one invoice per order). */
  orderId?: string | null;
  input: InvoiceDraftCreate;
}

/** A draft: no number, the seller as the pharmacy is today (refreshed when issued), amounts from the lines. */
export async function createDraft(db: Db, draft: NewDraft): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const row = await insertDraft(tx, draft);
    await writeAudit(tx, { actorId: draft.createdBy, action: 'invoice.created', entityType: 'invoice', entityId: row.id, detail: { pharmacyId: row.pharmacyId } });
    return row;
  });
}

/** The draft's rows, in the caller's transaction (an order's invoice is written in the transition that hands it over). */
export async function insertDraft(tx: Db, draft: NewDraft): Promise<InvoiceRow> {
  const { seller } = await sellerOf(tx, draft.pharmacyId);
  const id = randomUUID();
  const lines = priceLines(id, draft.input.lines.map((line) => ({ ...line, cis: line.cis ?? null })));
  const [row] = await tx
    .insert(invoices)
    .values({
      id,
      pharmacyId: draft.pharmacyId,
      kind: 'invoice',
      status: 'draft',
      orderId: draft.orderId ?? null,
      customerId: draft.customerId ?? null,
      seller,
      buyer: draft.input.buyer,
      language: draft.input.language,
      notes: draft.input.notes,
      dueDate: draft.input.dueDate,
      createdBy: draft.createdBy,
      pricesIncludeVat: draft.input.pricesIncludeVat,
      ...invoiceTotals(lines, draft.input.pricesIncludeVat),
    })
    .returning();
  await tx.insert(invoiceLines).values(lines);
  return row!;
}

export const notADraft = () =>
  conflict('INVOICE_ISSUED', 'This invoice has been issued: an issued invoice is never changed. Correct it with a credit note.');

/** Replaces what the patch names; `lines` replaces every line. Only a draft changes. */
export async function updateDraft(db: Db, invoiceId: string, patch: InvoiceDraftUpdate, actorId: string | null = null): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound('This invoice does not exist.');
    if (invoice.status !== 'draft') throw notADraft();
    let amounts = {};
    const pricesIncludeVat = patch.pricesIncludeVat ?? invoice.pricesIncludeVat;
    if (patch.lines) {
      const lines = priceLines(invoiceId, patch.lines.map((line) => ({ ...line, cis: line.cis ?? null })));
      await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
      await tx.insert(invoiceLines).values(lines);
      amounts = invoiceTotals(lines, pricesIncludeVat);
    } else if (pricesIncludeVat !== invoice.pricesIncludeVat) {
      // The same lines read on the other basis: the totals are worked out again.
      amounts = invoiceTotals(await linesOf(tx, invoiceId), pricesIncludeVat);
    }
    const [row] = await tx
      .update(invoices)
      .set({
        ...(patch.buyer ? { buyer: patch.buyer } : {}),
        ...(patch.language ? { language: patch.language } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
        pricesIncludeVat,
        ...amounts,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    const fields = Object.keys(patch).filter((k) => patch[k as keyof InvoiceDraftUpdate] !== undefined);
    await writeAudit(tx, { actorId, action: 'invoice.updated', entityType: 'invoice', entityId: invoiceId, detail: { fields } });
    return row!;
  });
}
