import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { createWorld, type World } from '../../orders/test-world';
import { issueInvoice } from '../issue';
import { aDraft, anIssued, draftBody, makeSeller, SELLER_IBAN, SELLER_VAT } from '../test-world';
import { euros, PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from './to-ubl';

/* GET /api/invoices/:id/ubl (issue 14): the XML is parsed and read back against the invoice the API (and the PDF) states. */

const BUYER_VAT = 'BE0403170701';
const business = {
  name: 'Maison de repos Les Tilleuls SRL',
  street: 'Rue Haute 12',
  postalCode: '1000',
  city: 'Bruxelles',
  vatNumber: BUYER_VAT,
  email: 'compta@tilleuls.example',
};

let w: World;
beforeAll(async () => {
  w = await createWorld();
  await makeSeller(w.t.database.db, w.pharmacyA);
});
afterAll(async () => w?.t.close());

const db = () => w.t.database.db;
const get = (url: string, cookie?: string) => w.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload?: object) =>
  w.t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const invoiceOf = async (id: string) => (await get(`/api/invoices/${id}`, w.staff.cookie)).json() as Invoice;

type Node = Record<string, unknown>;
const REPEATED = new Set([
  'cac:TaxSubtotal',
  'cac:InvoiceLine',
  'cac:CreditNoteLine',
  'cac:BillingReference',
  'cac:PaymentMeans',
  'cac:PartyTaxScheme',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** The document element of well-formed XML, values as strings. */
function parse(xml: string, root: 'Invoice' | 'CreditNote'): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as Node;
  expect(Object.keys(doc)).toContain(root);
  return doc[root] as Node;
}
/** The value at a path of child names; an element with attributes gives its text. */
function at(node: unknown, ...path: string[]): string {
  let here = node;
  for (const name of path) here = (here as Node)[name];
  return typeof here === 'object' && here !== null ? String((here as Node)['#text']) : String(here);
}
const list = (node: unknown, name: string) => ((node as Node)[name] ?? []) as Node[];

/** A business buyer's invoice of pharmacy A that w.customer reads, issued on `today`. */
async function businessInvoice(patch: Parameters<typeof aDraft>[3] = {}, today = '2026-03-02') {
  const draft = await aDraft(db(), w.pharmacyA, w.customer.uid, { buyer: business, ...patch });
  return issueInvoice(db(), draft.id, today);
}

function expectParties(doc: Node, invoice: Invoice) {
  const seller = (doc['cac:AccountingSupplierParty'] as Node)['cac:Party'] as Node;
  const buyer = (doc['cac:AccountingCustomerParty'] as Node)['cac:Party'] as Node;
  expect(at(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe(invoice.seller.name);
  expect(at(list(seller, 'cac:PartyTaxScheme')[0], 'cbc:CompanyID')).toBe(SELLER_VAT);
  expect(at(list(seller, 'cac:PartyTaxScheme')[0], 'cac:TaxScheme', 'cbc:ID')).toBe('VAT');
  expect(seller['cbc:EndpointID']).toEqual({ '#text': SELLER_VAT.slice(2), '@schemeID': '0208' });
  expect(at(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe(business.name);
  expect(at(list(buyer, 'cac:PartyTaxScheme')[0], 'cbc:CompanyID')).toBe(BUYER_VAT);
  expect(buyer['cbc:EndpointID']).toEqual({ '#text': BUYER_VAT.slice(2), '@schemeID': '0208' });
  expect(at(buyer, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')).toBe('BE');
}

/** TaxTotal and LegalMonetaryTotal as the invoice states them, `sign` −1 for a credit note (positive in UBL). */
function expectTotals(doc: Node, invoice: Invoice, sign = 1) {
  const taxTotal = doc['cac:TaxTotal'] as Node;
  expect(at(taxTotal, 'cbc:TaxAmount')).toBe(euros(sign * invoice.totals.vatCents));
  const subtotals = list(taxTotal, 'cac:TaxSubtotal').map((s) => ({
    category: at(s, 'cac:TaxCategory', 'cbc:ID'),
    percent: at(s, 'cac:TaxCategory', 'cbc:Percent'),
    taxable: at(s, 'cbc:TaxableAmount'),
    tax: at(s, 'cbc:TaxAmount'),
  }));
  expect(subtotals).toEqual(
    invoice.breakdown.map((row) => ({
      category: row.rate === 0 ? 'Z' : 'S',
      percent: String(row.rate),
      taxable: euros(sign * row.baseCents),
      tax: euros(sign * row.vatCents),
    })),
  );
  const total = doc['cac:LegalMonetaryTotal'] as Node;
  expect(at(total, 'cbc:LineExtensionAmount')).toBe(euros(sign * invoice.totals.netCents));
  expect(at(total, 'cbc:TaxExclusiveAmount')).toBe(euros(sign * invoice.totals.netCents));
  expect(at(total, 'cbc:TaxInclusiveAmount')).toBe(euros(sign * invoice.totals.grossCents));
  expect(at(total, 'cbc:PayableAmount')).toBe(euros(sign * invoice.totals.grossCents));
  expect((total['cbc:PayableAmount'] as Node)['@currencyID']).toBe('EUR');
}

/** Cents of a two-decimal amount, without floats. */
const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  return (amount.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
};

/** Each line's net equals quantity × price ÷ base quantity to the cent (Peppol R120); the nets per rate sum to its base. */
function expectLines(lines: Node[], invoice: Invoice, quantityName: string) {
  expect(lines).toHaveLength(invoice.lines.length);
  const perRate = new Map<string, number>();
  lines.forEach((line, i) => {
    const net = cents(at(line, 'cbc:LineExtensionAmount'));
    const quantity = Number(at(line, quantityName));
    expect(quantity).toBe(invoice.lines[i]!.quantity);
    const price = line['cac:Price'] as Node;
    const base = price['cbc:BaseQuantity'] ? Number(at(price, 'cbc:BaseQuantity')) : 1;
    expect(cents(at(price, 'cbc:PriceAmount')) * quantity).toBe(net * base);
    const percent = at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent');
    perRate.set(percent, (perRate.get(percent) ?? 0) + net);
    expect(at(line, 'cac:Item', 'cbc:Name')).toBe(invoice.lines[i]!.description);
  });
  return perRate;
}

describe('GET /api/invoices/:id/ubl', () => {
  it('writes a two-rate invoice to a business buyer as Peppol BIS 3.0 UBL with the invoice’s number, parties, VAT and totals', async () => {
    const row = await businessInvoice();
    const invoice = await invoiceOf(row.id);
    const res = await get(`/api/invoices/${row.id}/ubl`, w.staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.xml"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const doc = parse(res.body, 'Invoice');
    expect(doc['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(at(doc, 'cbc:CustomizationID')).toBe(PEPPOL_CUSTOMIZATION_ID);
    expect(at(doc, 'cbc:ProfileID')).toBe(PEPPOL_PROFILE_ID);
    expect(at(doc, 'cbc:ID')).toBe(invoice.number);
    expect(at(doc, 'cbc:IssueDate')).toBe('2026-03-02');
    expect(at(doc, 'cbc:DueDate')).toBe(invoice.dueDate);
    expect(at(doc, 'cbc:InvoiceTypeCode')).toBe('380');
    expect(at(doc, 'cbc:DocumentCurrencyCode')).toBe('EUR');
    expectParties(doc, invoice);
    const [means] = list(doc, 'cac:PaymentMeans');
    expect(at(means, 'cbc:PaymentMeansCode')).toBe('30');
    expect(at(means, 'cbc:PaymentID')).toBe(invoice.structuredCommunication);
    expect(at(means, 'cac:PayeeFinancialAccount', 'cbc:ID')).toBe(SELLER_IBAN);
    expect(invoice.breakdown.map((r) => r.rate)).toEqual([6, 21]);
    expectTotals(doc, invoice);
    const perRate = expectLines(list(doc, 'cac:InvoiceLine'), invoice, 'cbc:InvoicedQuantity');
    expect(Object.fromEntries(perRate)).toEqual({ '6': 1185, '21': 1299 });
    // Prices before VAT: the unit price is the line's own.
    expect(at(list(doc, 'cac:InvoiceLine')[0], 'cac:Price', 'cbc:PriceAmount')).toBe('3.95');
  });

  it('answers its customer and an admin the same file; another customer, a courier and pharmacy B’s staff get a 404; anonymous a 401', async () => {
    const row = await businessInvoice();
    const staff = await get(`/api/invoices/${row.id}/ubl`, w.staff.cookie);
    for (const cookie of [w.customer.cookie, w.admin.cookie]) {
      const res = await get(`/api/invoices/${row.id}/ubl`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(staff.body);
    }
    for (const cookie of [w.otherCustomer.cookie, w.shipper.cookie, w.otherStaff.cookie]) {
      const res = await get(`/api/invoices/${row.id}/ubl`, cookie);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(row.number!);
    }
    expect((await get(`/api/invoices/${row.id}/ubl`)).statusCode).toBe(401);
    expect((await get('/api/invoices/not-a-uuid/ubl', w.staff.cookie)).statusCode).toBe(404);
  });

  it('shares a VAT-included invoice’s base per rate over its lines, so the lines sum to the net total', async () => {
    const body = {
      ...draftBody({ buyer: business }),
      pricesIncludeVat: true,
      lines: [
        { description: 'Sirop', quantity: 1, unitPriceCents: 1790, vatRate: 6 as const },
        { description: 'Dafalgan 1 g', quantity: 3, unitPriceCents: 395, vatRate: 6 as const },
        { description: 'Compresses', quantity: 7, unitPriceCents: 299, vatRate: 6 as const },
        { description: 'Thermomètre', quantity: 1, unitPriceCents: 1299, vatRate: 21 as const },
        { description: 'Crème solaire', quantity: 2, unitPriceCents: 1650, vatRate: 21 as const },
        { description: 'Livraison', quantity: 1, unitPriceCents: 450, vatRate: 21 as const },
      ],
    };
    const created = await post('/api/invoices', w.staff.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    const sent = await post(`/api/invoices/${created.json().id}/send`, w.staff.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    const invoice = sent.json() as Invoice;
    expect(invoice.pricesIncludeVat).toBe(true);

    const res = await get(`/api/invoices/${invoice.id}/ubl`, w.staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const doc = parse(res.body, 'Invoice');
    expectTotals(doc, invoice);
    const perRate = expectLines(list(doc, 'cac:InvoiceLine'), invoice, 'cbc:InvoicedQuantity');
    for (const row of invoice.breakdown) expect(perRate.get(String(row.rate))).toBe(row.baseCents);
    expect([...perRate.values()].reduce((a, b) => a + b, 0)).toBe(invoice.totals.netCents);
    // The gross the customer paid is the total, to the cent.
    expect(invoice.totals.grossCents).toBe(1790 + 3 * 395 + 7 * 299 + 1299 + 2 * 1650 + 450);
  });

  it('writes a credit note as a UBL CreditNote with positive amounts that names the invoice it corrects', async () => {
    const row = await businessInvoice({}, '2026-03-03');
    const credited = await post(`/api/invoices/${row.id}/credit-note`, w.staff.cookie);
    expect(credited.statusCode, credited.body).toBe(201);
    const note = credited.json() as Invoice;
    expect(note.totals.grossCents).toBeLessThan(0);

    const res = await get(`/api/invoices/${note.id}/ubl`, w.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const doc = parse(res.body, 'CreditNote');
    expect(doc['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(at(doc, 'cbc:ID')).toBe(note.number);
    expect(at(doc, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(at(doc, 'cbc:CustomizationID')).toBe(PEPPOL_CUSTOMIZATION_ID);
    const [reference] = list(doc, 'cac:BillingReference');
    expect(at(reference, 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(row.number);
    expect(at(reference, 'cac:InvoiceDocumentReference', 'cbc:IssueDate')).toBe('2026-03-03');
    expect(doc['cbc:DueDate']).toBeUndefined();
    expect(doc['cac:PaymentMeans']).toBeUndefined();
    expect(at(doc, 'cac:PaymentTerms', 'cbc:Note')).toContain(row.number!);
    expectParties(doc, note);
    expectTotals(doc, note, -1);
    const lines = list(doc, 'cac:CreditNoteLine');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(cents(at(line, 'cbc:LineExtensionAmount'))).toBeGreaterThan(0);
      expect(cents(at(line, 'cac:Price', 'cbc:PriceAmount'))).toBeGreaterThan(0);
      expect(Number(at(line, 'cbc:CreditedQuantity'))).toBeGreaterThan(0);
    }
    expect(lines.map((l) => at(l, 'cbc:LineExtensionAmount'))).toEqual(note.lines.map((l) => euros(-l.amountCents)));
    // The corrected invoice still exports as it was issued.
    expect((await get(`/api/invoices/${row.id}/ubl`, w.staff.cookie)).statusCode).toBe(200);
  });

  it('refuses a draft (409 INVOICE_NOT_ISSUED) and an invoice to a buyer without a VAT number (409 UBL_BUYER_NOT_BUSINESS)', async () => {
    const draft = await aDraft(db(), w.pharmacyA, w.customer.uid, { buyer: business });
    const early = await get(`/api/invoices/${draft.id}/ubl`, w.staff.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'INVOICE_NOT_ISSUED',
      message: expect.stringContaining('send it first'),
    });
    // The customer does not see a draft at all.
    expect((await get(`/api/invoices/${draft.id}/ubl`, w.customer.cookie)).statusCode).toBe(404);

    // A person (no VAT number) has no Peppol address: their invoice is the PDF.
    const consumer = await anIssued(db(), w.pharmacyA, w.customer.uid);
    for (const cookie of [w.staff.cookie, w.customer.cookie]) {
      const res = await get(`/api/invoices/${consumer.id}/ubl`, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'UBL_BUYER_NOT_BUSINESS',
        message: expect.stringContaining('VAT number'),
      });
    }
  });
});
