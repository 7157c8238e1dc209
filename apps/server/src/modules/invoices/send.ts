import { formatIban } from '@pharmacy/shared/invoices/iban';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/outbox';
import { brusselsToday } from './calendar';
import { notADraft } from './drafts';
import { assignNumber } from './issue';
import { lockInvoice, type InvoiceRow } from './repository';

/**
 * The invoice e-mailed to the buyer's address (if it has one), in the invoice's language, in the outbox of the
 * transaction that issues it: it leaves only if the issue commits. The params carry what a payer needs (number,
 * amount, due date, IBAN and structured communication), never the buyer's name.
 */
export async function mailInvoice(tx: Db, invoice: InvoiceRow): Promise<boolean> {
  const to = invoice.buyer.email;
  if (!to || !invoice.number) return false;
  await enqueueEmail(tx, {
    to,
    language: invoice.language,
    template: 'invoice-sent',
    params: {
      kind: invoice.kind,
      number: invoice.number,
      seller: invoice.seller.name,
      grossCents: String(invoice.grossCents),
      issueDate: invoice.issueDate ?? '',
      dueDate: invoice.dueDate ?? '',
      iban: invoice.seller.iban ? formatIban(invoice.seller.iban) : '',
      communication: invoice.structuredCommunication ?? '',
      // The PDF is attached when the e-mail leaves (pdf/attachment.ts), from this id: the row keeps no file.
      invoiceId: invoice.id,
    },
  });
  return true;
}

/** POST /api/invoices/:id/send: issues the draft (number, structured communication, due date) and e-mails it. */
export async function sendInvoice(db: Db, invoiceId: string, actorId: string | null, today = brusselsToday()): Promise<{ invoice: InvoiceRow; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const draft = await lockInvoice(tx, invoiceId);
    if (!draft) throw notFound('This invoice does not exist.');
    if (draft.status !== 'draft') throw notADraft();
    const invoice = await assignNumber(tx, draft, today);
    const mailed = await mailInvoice(tx, invoice);
    await writeAudit(tx, { actorId, action: 'invoice.sent', entityType: 'invoice', entityId: invoice.id, detail: { number: invoice.number, mailed } });
    return { invoice, mailed };
  });
}
