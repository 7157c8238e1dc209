import { describe, expect, it } from 'vitest';
import {
  invoiceBuyerSchema,
  invoiceDraftCreateSchema,
  invoiceDraftUpdateSchema,
  invoiceLineInputSchema,
  invoiceListQuerySchema,
  invoicePaymentSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceDraftCreateInput,
} from './invoice';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

const buyer = { name: 'Résidence Les Tilleuls', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles' };
const line = { description: 'Dafalgan 1 g, 20 comprimés', quantity: 2, unitPriceCents: 395, vatRate: 6 as const };
const draft = (overrides: Partial<InvoiceDraftCreateInput> = {}): InvoiceDraftCreateInput => ({
  buyer,
  lines: [line],
  language: 'fr',
  ...overrides,
});

describe('invoice line input', () => {
  it('accepts a line and defaults the CIS to null', () => {
    expect(invoiceLineInputSchema.parse({ ...line, description: '  Dafalgan ' })).toEqual({
      ...line,
      description: 'Dafalgan',
      cis: null,
    });
    expect(invoiceLineInputSchema.parse({ ...line, cis: '60234100' }).cis).toBe('60234100');
  });

  it.each([
    [{ description: '' }, { description: 'validation.required' }],
    [{ description: 'x'.repeat(201) }, { description: 'validation.tooLong' }],
    [{ quantity: 0 }, { quantity: 'validation.quantity' }],
    [{ quantity: 10_000 }, { quantity: 'validation.quantity' }],
    [{ quantity: 1.5 }, { quantity: 'validation.quantity' }],
    [{ unitPriceCents: -1 }, { unitPriceCents: 'validation.invalid' }],
    [{ unitPriceCents: 10_000_001 }, { unitPriceCents: 'validation.invalid' }],
    [{ unitPriceCents: 3.95 }, { unitPriceCents: 'validation.invalid' }],
    [{ vatRate: 19 }, { vatRate: 'validation.invalid' }],
    [{ vatRate: '6' }, { vatRate: 'validation.invalid' }],
    [{ cis: '1234' }, { cis: 'validation.invalid' }],
  ])('refuses %j', (change, issues) => {
    expect(issuesOf(invoiceLineInputSchema.safeParse({ ...line, ...change }))).toEqual(issues);
  });

  it('accepts the bounds', () => {
    for (const vatRate of [0, 6, 12, 21])
      expect(invoiceLineInputSchema.safeParse({ ...line, vatRate }).success).toBe(true);
    expect(invoiceLineInputSchema.safeParse({ ...line, quantity: 9999, unitPriceCents: 10_000_000 }).success).toBe(
      true,
    );
    expect(invoiceLineInputSchema.safeParse({ ...line, unitPriceCents: 0 }).success).toBe(true);
  });
});

describe('invoice buyer', () => {
  it('defaults the country to BE and normalises the VAT number and e-mail', () => {
    expect(invoiceBuyerSchema.parse({ ...buyer, vatNumber: 'be 0123.456.749', email: ' Compta@Tilleuls.BE ' })).toEqual(
      {
        ...buyer,
        country: 'BE',
        vatNumber: 'BE0123456749',
        email: 'compta@tilleuls.be',
      },
    );
  });

  it('reads an empty or absent VAT number and e-mail as null', () => {
    expect(invoiceBuyerSchema.parse({ ...buyer, vatNumber: '', email: '' })).toMatchObject({
      vatNumber: null,
      email: null,
    });
    expect(invoiceBuyerSchema.parse(buyer)).toMatchObject({ vatNumber: null, email: null });
    expect(invoiceBuyerSchema.parse({ ...buyer, vatNumber: null, email: null })).toMatchObject({
      vatNumber: null,
      email: null,
    });
  });

  it('checks the VAT number with its mod-97 digits', () => {
    expect(issuesOf(invoiceBuyerSchema.safeParse({ ...buyer, vatNumber: 'BE0123456748' }))).toEqual({
      vatNumber: 'validation.vatNumber',
    });
    expect(issuesOf(invoiceBuyerSchema.safeParse({ ...buyer, email: 'not-an-email' }))).toEqual({
      email: 'validation.email',
    });
  });

  it('wants a Belgian postcode in Belgium only', () => {
    expect(issuesOf(invoiceBuyerSchema.safeParse({ ...buyer, postalCode: '10000' }))).toEqual({
      postalCode: 'validation.postcode',
    });
    expect(invoiceBuyerSchema.parse({ ...buyer, postalCode: '75001', city: 'Paris', country: 'fr' }).country).toBe(
      'FR',
    );
    expect(issuesOf(invoiceBuyerSchema.safeParse({ ...buyer, country: 'BEL' }))).toEqual({
      country: 'validation.invalid',
    });
  });

  it('names every missing field', () => {
    expect(issuesOf(invoiceBuyerSchema.safeParse({ name: ' ', street: '', postalCode: '', city: '' }))).toEqual({
      name: 'validation.required',
      street: 'validation.required',
      postalCode: 'validation.required',
      city: 'validation.required',
    });
  });
});

describe('invoice draft', () => {
  it('accepts a draft, with defaults', () => {
    expect(invoiceDraftCreateSchema.parse(draft())).toMatchObject({ dueDate: null, notes: '', language: 'fr' });
    expect(invoiceDraftCreateSchema.parse(draft({ dueDate: '2026-12-31', notes: ' Merci ' }))).toMatchObject({
      dueDate: '2026-12-31',
      notes: 'Merci',
    });
  });

  it.each([
    [{ lines: [] }, { lines: 'validation.required' }],
    [{ lines: Array.from({ length: 201 }, () => line) }, { lines: 'validation.tooMany' }],
    [{ language: 'es' }, { language: 'validation.language' }],
    [{ dueDate: '2026-02-30' }, { dueDate: 'validation.date' }],
    [{ notes: 'x'.repeat(1001) }, { notes: 'validation.tooLong' }],
    [{ lines: [line, { ...line, quantity: 0 }] }, { 'lines.1.quantity': 'validation.quantity' }],
  ] as [Partial<InvoiceDraftCreateInput>, Record<string, string>][])('refuses %j', (change, issues) => {
    expect(issuesOf(invoiceDraftCreateSchema.safeParse(draft(change)))).toEqual(issues);
  });

  it('takes 200 lines', () => {
    expect(invoiceDraftCreateSchema.safeParse(draft({ lines: Array.from({ length: 200 }, () => line) })).success).toBe(
      true,
    );
  });

  it('updates only what is sent: no default fills an absent field', () => {
    expect(invoiceDraftUpdateSchema.parse({})).toEqual({});
    expect(invoiceDraftUpdateSchema.parse({ notes: '' })).toEqual({ notes: '' });
    expect(invoiceDraftUpdateSchema.parse({ dueDate: null })).toEqual({ dueDate: null });
    expect(issuesOf(invoiceDraftUpdateSchema.safeParse({ lines: [] }))).toEqual({ lines: 'validation.required' });
  });
});

describe('payment', () => {
  it('records a method and optionally the day', () => {
    expect(invoicePaymentSchema.parse({ method: 'transfer', paidOn: '2026-11-20' })).toEqual({
      method: 'transfer',
      paidOn: '2026-11-20',
    });
    expect(issuesOf(invoicePaymentSchema.safeParse({ method: 'cheque' }))).toEqual({ method: 'validation.invalid' });
  });
});

describe('invoice as the API returns it', () => {
  const invoice: Invoice = {
    id: 'b9c1c1f4-0000-4000-8000-000000000001',
    number: 'DEMO-0001-2026-00042',
    kind: 'invoice',
    status: 'sent',
    pharmacyId: 'p1',
    orderId: null,
    creditedInvoiceId: null,
    seller: {
      name: 'Pharmacie de démonstration',
      street: 'Rue de l’Exemple 1',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vatNumber: 'BE0123456749',
      pharmacyCode: 'DEMO-0001',
      iban: 'BE68539007547034',
      bic: null,
    },
    buyer: { ...buyer, country: 'BE', vatNumber: null, email: null },
    pricesIncludeVat: false,
    lines: [
      { id: 'l1', description: 'Dafalgan', quantity: 2, unitPriceCents: 395, vatRate: 6, cis: null, amountCents: 790 },
    ],
    breakdown: [{ rate: 6, baseCents: 790, vatCents: 47 }],
    totals: { netCents: 790, vatCents: 47, grossCents: 837 },
    structuredCommunication: '+++123/4567/89002+++',
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    paidAt: null,
    paymentMethod: null,
    language: 'fr',
    notes: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('describes a sent invoice', () => {
    expect(invoiceSchema.parse(invoice)).toEqual(invoice);
  });

  it('describes a draft: no number, no issue date, no communication', () => {
    const asDraft = { ...invoice, number: null, status: 'draft', issueDate: null, structuredCommunication: null };
    expect(invoiceSchema.safeParse(asDraft).success).toBe(true);
  });

  it('knows the statuses, kinds and methods', () => {
    expect(invoiceSchema.safeParse({ ...invoice, status: 'cancelled' }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...invoice, kind: 'credit_note', creditedInvoiceId: 'x' }).success).toBe(true);
    expect(
      invoiceSchema.safeParse({ ...invoice, status: 'paid', paidAt: '2026-11-21T09:00:00.000Z', paymentMethod: 'card' })
        .success,
    ).toBe(true);
  });
});

describe('list query', () => {
  it('defaults the page size and the sort, and checks every filter', () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({ limit: 25, sort: 'newest' });
    expect(
      invoiceListQuerySchema.parse({ status: 'overdue', kind: 'credit_note', from: '2026-01-01', to: '2026-12-31', q: ' 00042 ', limit: '100', sort: 'due', orderId: 'b9c1c1f4-0000-4000-8000-000000000001' }),
    ).toEqual({
      status: 'overdue',
      kind: 'credit_note',
      from: '2026-01-01',
      to: '2026-12-31',
      q: '00042',
      limit: 100,
      sort: 'due',
      orderId: 'b9c1c1f4-0000-4000-8000-000000000001',
    });
    expect(issuesOf(invoiceListQuerySchema.safeParse({ status: 'late', kind: 'bill', from: '2026-02-30', limit: '101', q: 'x'.repeat(101), sort: 'name', orderId: '42' }))).toEqual({
      status: 'validation.invalid',
      kind: 'validation.invalid',
      from: 'validation.date',
      limit: 'validation.invalid',
      q: 'validation.tooLong',
      sort: 'validation.invalid',
      orderId: 'validation.invalid',
    });
  });
});

describe('the issuing pharmacy of a draft', () => {
  it('is optional, and named by a non-empty id when given', () => {
    expect(invoiceDraftCreateSchema.parse(draft()).pharmacyId).toBeUndefined();
    expect(invoiceDraftCreateSchema.parse({ ...draft(), pharmacyId: ' p-1 ' }).pharmacyId).toBe('p-1');
    expect(issuesOf(invoiceDraftCreateSchema.safeParse({ ...draft(), pharmacyId: '' }))).toEqual({ pharmacyId: 'validation.required' });
  });
});
