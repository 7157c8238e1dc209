import { eq } from 'drizzle-orm';
import type { VatRate } from '@pharmacy/shared/invoices/vat';
import type { InvoiceLineInput } from '@pharmacy/shared/schemas/invoice';
import type { Language } from '@pharmacy/shared/languages';
import type { Db } from '../../db/client';
import { authUser, pharmacies, users } from '../../db/schema';
import { brusselsToday } from './calendar';
import { insertDraft } from './drafts';
import { assignNumber } from './issue';
import type { InvoiceRow } from './repository';
import { mailInvoice } from './send';

/** What an order's invoice reads of the order (modules/orders passes its row and lines). */
export interface InvoicedOrder {
  id: string;
  pharmacyId: string;
  customerId: string | null;
  reference: string;
  language: Language;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  deliveryFeeCents: number;
}
export interface InvoicedLine {
  cis: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number | null;
}

/** Medicines (a catalogue line) at 6 %; other goods (a line the pharmacist marked "not a medicine") and delivery at 21 %. */
const MEDICINE_VAT: VatRate = 6;
const STANDARD_VAT: VatRate = 21;

export function orderInvoiceLines(order: InvoicedOrder, lines: readonly InvoicedLine[], deliveryLabel: string): InvoiceLineInput[] {
  const out: InvoiceLineInput[] = lines
    .filter((l) => l.unitPriceCents !== null)
    .map((l) => {
      const vatRate = l.cis ? MEDICINE_VAT : STANDARD_VAT;
      return { description: l.name.slice(0, 200), quantity: l.quantity, unitPriceCents: l.unitPriceCents!, vatRate, cis: l.cis };
    });
  if (order.deliveryFeeCents > 0) {
    out.push({ description: deliveryLabel, quantity: 1, unitPriceCents: order.deliveryFeeCents, vatRate: STANDARD_VAT, cis: null });
  }
  return out;
}

const DELIVERY: Record<Language, string> = {
  en: 'Home delivery',
  fr: 'Livraison à domicile',
  nl: 'Levering aan huis',
  de: 'Lieferung nach Hause',
  vi: 'Giao hàng tận nhà',
  cn: '送货上门',
  ar: 'التوصيل إلى المنزل',
};

/**
 * The invoice of an order handed over (collected or delivered), in the transaction of that transition: the priced
 * lines, the delivery fee, the order's name and address (else the customer profile's) as the buyer and its customer
 * as the reader. Issued at once (and e-mailed to the customer account's verified address) when the pharmacy has its
 * VAT number and the buyer an address; otherwise left as a draft for the pharmacy to complete and send. An order with
 * no priced line gets none.
 */
export async function invoiceOrder(tx: Db, order: InvoicedOrder, lines: readonly InvoicedLine[], actorId: string | null, today = brusselsToday()): Promise<InvoiceRow | null> {
  const invoiceLines = orderInvoiceLines(order, lines, DELIVERY[order.language]);
  if (invoiceLines.length === 0) return null;
  const [account] = order.customerId
    ? await tx
        .select({ email: authUser.email, verified: authUser.emailVerified, street: users.address, postalCode: users.postalCode, city: users.city })
        .from(authUser)
        .innerJoin(users, eq(users.uid, authUser.id))
        .where(eq(authUser.id, order.customerId))
    : [];
  // A collected order may have no address: the customer's profile gives it; failing both, the pharmacy completes the draft.
  const address = order.street && order.postalCode && order.city ? order : account?.street && account.postalCode && account.city ? account : null;
  const draft = await insertDraft(tx, {
    pharmacyId: order.pharmacyId,
    createdBy: actorId,
    customerId: order.customerId,
    orderId: order.id,
    input: {
      buyer: {
        name: `${order.firstName} ${order.lastName}`.trim().slice(0, 200),
        street: address?.street ?? '',
        postalCode: address?.postalCode ?? '',
        city: address?.city ?? '',
        country: 'BE',
        vatNumber: null,
        // Order e-mails go to the account's verified address only, never to the address typed in the form.
        email: account?.verified ? account.email : null,
      },
      lines: invoiceLines.map((l) => ({ ...l, cis: l.cis ?? null })),
      dueDate: null,
      language: order.language,
      notes: order.reference,
      // A pharmacy's prices are consumer prices, VAT included: the invoice states them as paid and takes the VAT
      // out of each rate's total, so it comes to the order's total to the cent.
      pricesIncludeVat: true,
    },
  });
  const [seller] = await tx.select({ vatNumber: pharmacies.vatNumber }).from(pharmacies).where(eq(pharmacies.id, order.pharmacyId));
  if (!seller?.vatNumber || !address) return draft;
  const issued = await assignNumber(tx, draft, today);
  await mailInvoice(tx, issued);
  return issued;
}
