import { describe, expect, it } from 'vitest';
import { InvoiceService } from '@e-invoice-eu/core';
import { invoiceTotals, type VatRate } from '@pharmacy/shared/invoices/vat';
import { euros, toUbl, type ExportableInvoice } from './to-ubl';
import { ublWriter } from './write-ubl';

/* The mapping and the library around it, without a database: amounts, categories, and the writer's shortcut. */

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const logger = { log: () => {}, warn: () => {}, error: () => {} };

function anInvoice(
  lines: { quantity: number; unitPriceCents: number; vatRate: VatRate }[],
  patch: Partial<ExportableInvoice> = {},
): ExportableInvoice {
  const priced = lines.map((l, i) => ({
    ...l,
    id: `l${i}`,
    description: `Line ${i + 1}`,
    cis: null,
    amountCents: l.quantity * l.unitPriceCents,
  }));
  const { breakdown, ...totals } = invoiceTotals(priced, patch.pricesIncludeVat ?? false);
  return {
    id: 'inv',
    number: 'BE-TEST-2026-00007',
    kind: 'invoice',
    status: 'sent',
    pharmacyId: 'ph',
    orderId: null,
    creditedInvoiceId: null,
    seller: {
      name: 'Pharmacie du Sablon',
      street: 'Rue Haute 1',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vatNumber: 'BE0123456749',
      pharmacyCode: 'BE-TEST',
      iban: 'BE68539007547034',
      bic: 'GKCCBEBB',
    },
    buyer: {
      name: 'Les Tilleuls SRL',
      street: 'Rue Basse 2',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vatNumber: 'BE0403170701',
      email: null,
    },
    pricesIncludeVat: false,
    lines: priced,
    breakdown,
    totals,
    structuredCommunication: '+++026/0000/00797+++',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    paidAt: null,
    paymentMethod: null,
    language: 'fr',
    notes: 'Livré le 1er mars.',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...patch,
  };
}

describe('euros', () => {
  it('prints integer cents with two decimals by string arithmetic', () => {
    expect([0, 5, 50, 100, 1790, 123456, -5, -1790].map(euros)).toEqual([
      '0.00',
      '0.05',
      '0.50',
      '1.00',
      '17.90',
      '1234.56',
      '-0.05',
      '-17.90',
    ]);
    expect(() => euros(1.5)).toThrow(RangeError);
  });
});

describe('toUbl and the library', () => {
  it('writes exactly what the library’s own InvoiceService writes (its schema check included)', async () => {
    const input = toUbl(
      anInvoice([
        { quantity: 3, unitPriceCents: 395, vatRate: 6 },
        { quantity: 1, unitPriceCents: 1299, vatRate: 21 },
      ]),
      null,
    );
    const write = ublWriter(quiet);
    const ours = await write(input);
    const theirs = await new InvoiceService(logger).generate(structuredClone(input), {
      format: 'UBL',
      lang: 'en',
      noWarnings: true,
    });
    expect(ours).toBe(theirs);
    // The same writer again (its compiled schema reused) writes the same file.
    expect(await write(input)).toBe(ours);
  });

  it('states 0 % as category Z, prices that do not divide per the whole quantity, and no payment means without an IBAN', async () => {
    const invoice = anInvoice(
      [
        { quantity: 3, unitPriceCents: 1000, vatRate: 6 },
        { quantity: 2, unitPriceCents: 500, vatRate: 0 },
      ],
      { pricesIncludeVat: true },
    );
    const input = toUbl({ ...invoice, seller: { ...invoice.seller, iban: null } }, null)['ubl:Invoice'];
    expect(input['cac:PaymentMeans']).toBeUndefined();
    expect(
      input['cac:TaxTotal'][0]['cac:TaxSubtotal']!.map((s) => [
        s['cac:TaxCategory']['cbc:ID'],
        s['cac:TaxCategory']['cbc:Percent'],
        s['cbc:TaxableAmount'],
        s['cbc:TaxAmount'],
      ]),
    ).toEqual([
      ['Z', '0', '10.00', '0.00'],
      ['S', '6', '28.30', '1.70'],
    ]);
    // 28.30 over 3 does not divide: the price is stated for the 3.
    expect(input['cac:InvoiceLine'][0]['cac:Price']).toEqual({
      'cbc:PriceAmount': '28.30',
      'cbc:PriceAmount@currencyID': 'EUR',
      'cbc:BaseQuantity': '3',
      'cbc:BaseQuantity@unitCode': 'C62',
    });
    expect(input['cac:InvoiceLine'][1]['cac:Price']).toEqual({
      'cbc:PriceAmount': '5.00',
      'cbc:PriceAmount@currencyID': 'EUR',
    });
    // The library's schema accepts it.
    await expect(ublWriter(quiet)(toUbl(invoice, null))).resolves.toContain('<cbc:ID>Z</cbc:ID>');
  });

  it('fails loudly (a 500, not a wrong file) when the library refuses the input', async () => {
    const input = toUbl(anInvoice([{ quantity: 1, unitPriceCents: 100, vatRate: 21 }]), null);
    input['ubl:Invoice']['cbc:IssueDate'] = '2026-13-45';
    await expect(ublWriter(quiet)(input)).rejects.toThrow(/refused the UBL input.*IssueDate/);
  });
});
