import type { Invoice, InvoiceList, InvoiceStatus, InvoiceSummary } from '@pharmacy/shared/schemas/invoice';

/** Test data in the API's shapes (the real answers are tested in apps/server). */
export function makeInvoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 'inv-1',
    number: 'APB123-2026-00007',
    kind: 'invoice',
    status: 'sent',
    pharmacyId: 'ph-1',
    sellerName: 'Pharmacie du Sablon',
    buyerName: 'Lotte Peeters',
    orderId: null,
    creditedInvoiceId: null,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    grossCents: 2544,
    paidAt: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeInvoiceList(items: InvoiceSummary[], counts: Partial<Record<InvoiceStatus, number>> = {}, nextCursor: string | null = null): InvoiceList {
  const all = { draft: 0, sent: 0, paid: 0, overdue: 0, credited: 0, ...counts };
  // Each invoice at 25.44 €; no credit note unless a test gives one.
  const amounts = Object.fromEntries(Object.entries(all).map(([status, n]) => [status, n * 2544])) as Record<InvoiceStatus, number>;
  return { items, nextCursor, counts: all, amounts, creditNotes: { count: 0, grossCents: 0 } };
}

/** Two lines at 6 % and one at 21 %: 2 × 3.50 + 12.00 at 6 %, 5.00 at 21 %. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    number: 'APB123-2026-00007',
    kind: 'invoice',
    status: 'sent',
    pharmacyId: 'ph-1',
    orderId: null,
    creditedInvoiceId: null,
    seller: {
      name: 'Pharmacie du Sablon',
      street: 'Rue de la Paille 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vatNumber: 'BE0123456749',
      pharmacyCode: 'APB123',
      iban: 'BE68539007547034',
      bic: 'GKCCBEBB',
    },
    buyer: { name: 'Lotte Peeters', street: 'Avenue Louise 5', postalCode: '1050', city: 'Ixelles', country: 'BE', vatNumber: null, email: 'lotte@example.org' },
    pricesIncludeVat: false,
    lines: [
      { id: 'l-1', description: 'Dafalgan 1 g', quantity: 2, unitPriceCents: 350, vatRate: 6, cis: null, amountCents: 700 },
      { id: 'l-2', description: 'Thermometer', quantity: 1, unitPriceCents: 1200, vatRate: 6, cis: null, amountCents: 1200 },
      { id: 'l-3', description: 'Delivery', quantity: 1, unitPriceCents: 500, vatRate: 21, cis: null, amountCents: 500 },
    ],
    breakdown: [
      { rate: 6, baseCents: 1900, vatCents: 114 },
      { rate: 21, baseCents: 500, vatCents: 105 },
    ],
    totals: { netCents: 2400, vatCents: 219, grossCents: 2619 },
    structuredCommunication: '+++026/0000/00703+++',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    paidAt: null,
    paymentMethod: null,
    language: 'fr',
    notes: '',
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
