import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { toInvoice } from '../present';
import { linesOf, type InvoiceRow } from '../repository';
import { renderInvoicePdf } from './layout/render-invoice-pdf';

export const PDF_CONTENT_TYPE = 'application/pdf';

/** `BE-1234-2026-00042.pdf`, or `draft.pdf` before it has a number; only safe characters in a header or a file name. */
export function pdfFileName(number: string | null): string {
  return `${(number ?? 'draft').replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}

/** The PDF of an invoice row as the API presents it, with the number of the invoice a credit note cancels. */
export async function invoicePdf(db: Db, row: InvoiceRow): Promise<{ pdf: Buffer; fileName: string }> {
  const invoice = toInvoice(row, await linesOf(db, row.id));
  let correctedNumber: string | null = null;
  if (row.creditedInvoiceId) {
    const [corrected] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.creditedInvoiceId));
    correctedNumber = corrected?.number ?? null;
  }
  return { pdf: await renderInvoicePdf(invoice, { correctedNumber }), fileName: pdfFileName(invoice.number) };
}
