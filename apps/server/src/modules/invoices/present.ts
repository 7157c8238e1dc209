import type { Invoice, InvoiceSummary } from '@pharmacy/shared/schemas/invoice';
import type { InvoiceLineRow, InvoiceRow } from './repository';

/** An invoice row and its lines as the API answers them (packages/shared/src/schemas/invoice.ts `invoiceSchema`). */
export function toInvoice(row: InvoiceRow, lines: readonly InvoiceLineRow[]): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    pharmacyId: row.pharmacyId,
    orderId: row.orderId,
    creditedInvoiceId: row.creditedInvoiceId,
    seller: row.seller,
    buyer: {
      name: row.buyer.name,
      street: row.buyer.street,
      postalCode: row.buyer.postalCode,
      city: row.buyer.city,
      country: row.buyer.country,
      vatNumber: row.buyer.vatNumber ?? null,
      email: row.buyer.email ?? null,
    },
    pricesIncludeVat: row.pricesIncludeVat,
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate as Invoice['lines'][number]['vatRate'],
      cis: l.cis,
      amountCents: l.amountCents,
    })),
    breakdown: row.breakdown,
    totals: { netCents: row.netCents, vatCents: row.vatCents, grossCents: row.grossCents },
    structuredCommunication: row.structuredCommunication,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentMethod: row.paymentMethod,
    language: row.language,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    pharmacyId: row.pharmacyId,
    sellerName: row.seller.name,
    buyerName: row.buyer.name,
    orderId: row.orderId,
    creditedInvoiceId: row.creditedInvoiceId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    grossCents: row.grossCents,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
