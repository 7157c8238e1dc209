import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { lineAmount } from '@pharmacy/shared/invoices/money';
import type { VatRate } from '@pharmacy/shared/invoices/vat';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** A line as written: its amount is worked out here, never taken from the client. */
export interface LineValues {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: VatRate;
  cis: string | null;
}

export function priceLines(invoiceId: string, lines: readonly LineValues[]): InvoiceLineRow[] {
  return lines.map((line, position) => ({
    invoiceId,
    position,
    id: randomUUID(),
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    amountCents: lineAmount(line.unitPriceCents, line.quantity),
    cis: line.cis,
  }));
}

export async function linesOf(db: Db, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}

/** The invoice row locked for the rest of the transaction (an issue or a credit note decides on what it reads). */
export async function lockInvoice(tx: Db, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}
