import { eq } from 'drizzle-orm';
import { invoiceDraftCreateSchema, type InvoiceDraftCreateInput } from '@pharmacy/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { pharmacies } from '../../db/schema';
import { createDraft } from './drafts';
import { issueInvoice } from './issue';
import type { InvoiceRow } from './repository';

/* Test-only: invoices written straight through the module's commands, for the API and matrix tests. */

export const SELLER_VAT = 'BE0123456749';
export const SELLER_IBAN = 'BE68539007547034';

export async function makeSeller(db: Db, pharmacyId: string, vatNumber: string | null = SELLER_VAT): Promise<void> {
  await db.update(pharmacies).set({ vatNumber, iban: SELLER_IBAN, bic: 'GKCCBEBB' }).where(eq(pharmacies.id, pharmacyId));
}

export const draftBody = (patch: Partial<InvoiceDraftCreateInput> = {}): InvoiceDraftCreateInput => ({
  buyer: { name: 'Maison de repos Les Tilleuls', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', email: 'compta@tilleuls.example' },
  lines: [
    { description: 'Dafalgan 1 g, 20 comprimés', quantity: 3, unitPriceCents: 395, vatRate: 6 },
    { description: 'Thermomètre digital', quantity: 1, unitPriceCents: 1299, vatRate: 21 },
  ],
  language: 'fr',
  ...patch,
});

/** A draft of `pharmacyId` that `customerId` may read once issued. */
export const aDraft = (db: Db, pharmacyId: string, customerId: string | null = null, patch: Partial<InvoiceDraftCreateInput> = {}) =>
  createDraft(db, { pharmacyId, createdBy: null, customerId, input: invoiceDraftCreateSchema.parse(draftBody(patch)) });

/** An issued invoice (the pharmacy needs its VAT number). */
export async function anIssued(db: Db, pharmacyId: string, customerId: string | null = null, today?: string): Promise<InvoiceRow> {
  return issueInvoice(db, (await aDraft(db, pharmacyId, customerId)).id, today);
}
