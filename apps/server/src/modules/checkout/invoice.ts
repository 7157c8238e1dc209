import { eq } from 'drizzle-orm';
import type { InvoiceLineInput } from '@pharmacy/shared/schemas/invoice';
import type { VatRate } from '@pharmacy/shared/invoices/vat';
import type { Language } from '@pharmacy/shared/languages';
import type { Db } from '../../db/client';
import { pharmacies, shopCheckouts, shopDiscountCodes } from '../../db/schema';
import { brusselsToday } from '../invoices/calendar';
import { insertDraft } from '../invoices/drafts';
import { assignNumber } from '../invoices/issue';
import { payInvoice } from '../invoices/pay';
import type { InvoiceRow } from '../invoices/repository';
import { mailInvoice } from '../invoices/send';
import type { Checkout } from './present';

const STANDARD_VAT: VatRate = 21;
const WORDS: Record<Language, { delivery: string; discount: string }> = {
  en: { delivery: 'Home delivery', discount: 'Discount' },
  fr: { delivery: 'Livraison à domicile', discount: 'Remise' },
  nl: { delivery: 'Levering aan huis', discount: 'Korting' },
  de: { delivery: 'Lieferung nach Hause', discount: 'Rabatt' },
  vi: { delivery: 'Giao hàng tận nhà', discount: 'Giảm giá' },
  cn: { delivery: '送货上门', discount: '折扣' },
  ar: { delivery: 'التوصيل إلى المنزل', discount: 'خصم' },
};

/**
 * A discount lowers the taxable amount of each VAT rate in proportion to that rate's goods (the code is on the whole
 * basket), in whole cents that add up to the discount exactly: the last rate takes the remainder.
 */
export function discountPerRate(goods: Map<VatRate, number>, discountCents: number): Map<VatRate, number> {
  const total = [...goods.values()].reduce((a, b) => a + b, 0);
  const out = new Map<VatRate, number>();
  if (discountCents === 0 || total === 0) return out;
  const rates = [...goods.keys()].sort((a, b) => a - b);
  let left = discountCents;
  rates.forEach((rate, i) => {
    const share = i === rates.length - 1 ? left : Math.round((discountCents * goods.get(rate)!) / total);
    left -= share;
    if (share !== 0) out.set(rate, share);
  });
  return out;
}

export function shopInvoiceLines(checkout: Pick<Checkout, 'lines' | 'discountCents' | 'shippingCents'>, language: Language, code: string | null): InvoiceLineInput[] {
  const words = WORDS[language];
  const lines: InvoiceLineInput[] = checkout.lines.map((l) => ({
    description: (l.colors.length > 0 ? `${l.name} — ${l.colors.join(', ')}` : l.name).slice(0, 200),
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    vatRate: l.vatRate as VatRate,
    cis: l.cis,
  }));
  const goods = new Map<VatRate, number>();
  for (const l of checkout.lines) goods.set(l.vatRate as VatRate, (goods.get(l.vatRate as VatRate) ?? 0) + l.unitPriceCents * l.quantity);
  for (const [rate, cents] of discountPerRate(goods, checkout.discountCents)) {
    // A negative line, as a credit note's: the invoice's per-rate VAT is then worked out on what was really paid.
    lines.push({ description: `${words.discount}${code ? ` ${code}` : ''} (${rate} %)`, quantity: 1, unitPriceCents: -cents, vatRate: rate, cis: null });
  }
  if (checkout.shippingCents > 0) lines.push({ description: words.delivery, quantity: 1, unitPriceCents: checkout.shippingCents, vatRate: STANDARD_VAT, cis: null });
  return lines;
}

/**
 * The invoice of a shop order handed over, in the transition's transaction: its checkout's lines at their own VAT
 * rates, the discount and the delivery fee, to the billing address the customer gave. Issued at once when the
 * pharmacy has its VAT number (else a draft to complete), and recorded as paid online when it was.
 */
export async function invoiceShopOrder(tx: Db, order: { id: string; reference: string; language: Language; customerId: string | null }, actorId: string | null, today = brusselsToday()): Promise<InvoiceRow | null> {
  const [found] = await tx
    .select({ checkout: shopCheckouts, code: shopDiscountCodes.code })
    .from(shopCheckouts)
    .leftJoin(shopDiscountCodes, eq(shopDiscountCodes.id, shopCheckouts.discountCodeId))
    .where(eq(shopCheckouts.orderId, order.id));
  if (!found) return null;
  const { checkout, code } = found;
  const draft = await insertDraft(tx, {
    pharmacyId: checkout.pharmacyId,
    createdBy: actorId,
    customerId: order.customerId,
    orderId: order.id,
    input: {
      buyer: { ...checkout.billing, vatNumber: checkout.billing.vatNumber ?? null, email: checkout.billing.email ?? null },
      lines: shopInvoiceLines(checkout, order.language, code).map((l) => ({ ...l, cis: l.cis ?? null })),
      dueDate: null,
      language: order.language,
      notes: order.reference,
      pricesIncludeVat: true,
    },
  });
  const [seller] = await tx.select({ vatNumber: pharmacies.vatNumber }).from(pharmacies).where(eq(pharmacies.id, checkout.pharmacyId));
  if (!seller?.vatNumber) return draft;
  const issued = await assignNumber(tx, draft, today);
  await mailInvoice(tx, issued);
  return checkout.status === 'paid' ? payInvoice(tx, issued.id, { method: 'online' }, actorId) : issued;
}
