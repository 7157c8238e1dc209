import type { Invoice as UblInput } from '@e-invoice-eu/core';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { lineNets } from './line-nets';

/*
 * Our invoice as @e-invoice-eu/core's input (a JSON image of UBL 2.1), for Peppol BIS Billing 3.0. The library writes
 * the XML, an Invoice or, for type code 381, a CreditNote. Amounts stay integer cents until `euros` prints them.
 */

export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Peppol's scheme for a Belgian enterprise number (the ten digits of the VAT number after BE). */
const BELGIAN_ENTERPRISE_SCHEME = '0208';
const EUR = 'EUR';
/** UN/ECE rec. 20 "one": each line counts items. */
const UNIT = 'C62';

type Doc = UblInput['ubl:Invoice'];
type Line = Doc['cac:InvoiceLine'][number];
type Seller = Doc['cac:AccountingSupplierParty']['cac:Party'];
type Buyer = Doc['cac:AccountingCustomerParty']['cac:Party'];

/** The invoice a credit note corrects, as its BillingReference names it. */
export interface CreditedInvoice {
  number: string;
  issueDate: string | null;
}

/** An issued invoice with a Belgian VAT number for both parties: what `toUbl` needs (routes.ts refuses the rest). */
export type ExportableInvoice = Invoice & {
  number: string;
  issueDate: string;
  seller: Invoice['seller'] & { vatNumber: string };
  buyer: Invoice['buyer'] & { vatNumber: string };
};

/** Integer cents as euros with two decimals, by string arithmetic only: 123456 → "1234.56", -5 → "-0.05". */
export function euros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const magnitude = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
}

const enterpriseNumber = (vatNumber: string) => vatNumber.replace(/^BE/, '');
/** Standard rate, or zero rated for 0 % (EN 16931 category codes S and Z). */
const vatCategory = (rate: number) => ({
  'cbc:ID': rate === 0 ? ('Z' as const) : ('S' as const),
  'cbc:Percent': String(rate),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

function address(party: { street: string; city: string; postalCode: string; country: string }) {
  return {
    'cbc:StreetName': party.street,
    'cbc:CityName': party.city,
    'cbc:PostalZone': party.postalCode,
    'cac:Country': {
      'cbc:IdentificationCode': party.country as Seller['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'],
    },
  };
}

function seller(s: ExportableInvoice['seller']): Seller {
  const id = enterpriseNumber(s.vatNumber);
  return {
    'cbc:EndpointID': id,
    'cbc:EndpointID@schemeID': BELGIAN_ENTERPRISE_SCHEME,
    'cac:PartyName': { 'cbc:Name': s.name },
    'cac:PostalAddress': address(s),
    'cac:PartyTaxScheme': [{ 'cbc:CompanyID': s.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': s.name,
      'cbc:CompanyID': id,
      'cbc:CompanyID@schemeID': BELGIAN_ENTERPRISE_SCHEME,
    },
  };
}

function buyer(b: ExportableInvoice['buyer']): Buyer {
  const id = enterpriseNumber(b.vatNumber);
  return {
    'cbc:EndpointID': id,
    'cbc:EndpointID@schemeID': BELGIAN_ENTERPRISE_SCHEME,
    'cac:PartyName': { 'cbc:Name': b.name },
    'cac:PostalAddress': address(b),
    'cac:PartyTaxScheme': { 'cbc:CompanyID': b.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': b.name,
      'cbc:CompanyID': id,
      'cbc:CompanyID@schemeID': BELGIAN_ENTERPRISE_SCHEME,
    },
    ...(b.email ? { 'cac:Contact': { 'cbc:ElectronicMail': b.email } } : {}),
  };
}

/**
 * The price of a line before VAT. The library takes prices with two decimals at most, so when the net does not divide
 * by the quantity the price is stated for the whole quantity (BaseQuantity): quantity × price ÷ base quantity is then
 * the line's net exactly (Peppol rule R120), never a rounded unit price times the quantity.
 */
function price(netCents: number, quantity: number): Line['cac:Price'] {
  if (netCents % quantity === 0)
    return { 'cbc:PriceAmount': euros(netCents / quantity), 'cbc:PriceAmount@currencyID': EUR };
  return {
    'cbc:PriceAmount': euros(netCents),
    'cbc:PriceAmount@currencyID': EUR,
    'cbc:BaseQuantity': String(quantity),
    'cbc:BaseQuantity@unitCode': UNIT,
  };
}

/**
 * The library's input for an issued invoice or credit note. A credit note is a UBL CreditNote (type 381) that names
 * the invoice it corrects; its amounts, negative in our data, are stated positive as UBL wants them.
 */
export function toUbl(invoice: ExportableInvoice, credited: CreditedInvoice | null): UblInput {
  const isCredit = invoice.kind === 'credit_note';
  const sign = isCredit ? -1 : 1;
  const money = (value: number) => euros(value * sign);
  const nets = lineNets(invoice.lines, invoice.breakdown, invoice.pricesIncludeVat);
  const lines = invoice.lines.map((l, i): Line => ({
    'cbc:ID': String(i + 1),
    'cbc:InvoicedQuantity': String(l.quantity),
    'cbc:InvoicedQuantity@unitCode': UNIT,
    'cbc:LineExtensionAmount': money(nets[i]!),
    'cbc:LineExtensionAmount@currencyID': EUR,
    'cac:Item': {
      'cbc:Name': l.description,
      ...(l.cis ? { 'cac:SellersItemIdentification': { 'cbc:ID': l.cis } } : {}),
      'cac:ClassifiedTaxCategory': vatCategory(l.vatRate),
    },
    'cac:Price': price(nets[i]! * sign, l.quantity),
  }));
  const [first, ...rest] = lines;
  if (!first) throw new RangeError('an invoice without lines has no UBL');

  const doc: Doc = {
    'cbc:CustomizationID': PEPPOL_CUSTOMIZATION_ID,
    'cbc:ProfileID': PEPPOL_PROFILE_ID,
    'cbc:ID': invoice.number,
    'cbc:IssueDate': invoice.issueDate,
    // A credit note has nothing to pay by a date (the library leaves DueDate out of a CreditNote anyway).
    ...(!isCredit && invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
    'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
    ...(invoice.notes ? { 'cbc:Note': [invoice.notes] } : {}),
    'cbc:DocumentCurrencyCode': EUR,
    // Peppol R003 wants a buyer reference or an order reference; we keep no buyer's reference yet, so the buyer
    // finds the document by its number.
    'cbc:BuyerReference': invoice.number,
    ...(credited
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': credited.number,
                ...(credited.issueDate ? { 'cbc:IssueDate': credited.issueDate } : {}),
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': seller(invoice.seller) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyer(invoice.buyer) },
    // A transfer to the pharmacy's IBAN quoting the structured communication; a pharmacy without an IBAN takes no
    // transfers, and a credit note is not paid by the buyer.
    ...(!isCredit && invoice.seller.iban
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '30',
              ...(invoice.structuredCommunication ? { 'cbc:PaymentID': invoice.structuredCommunication } : {}),
              'cac:PayeeFinancialAccount': {
                'cbc:ID': invoice.seller.iban,
                'cbc:Name': invoice.seller.name,
                ...(invoice.seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': invoice.seller.bic } } : {}),
              },
            },
          ],
        }
      : {}),
    // EN 16931 BR-CO-25: an amount due needs a due date or payment terms; a credit note has no due date.
    ...(isCredit
      ? {
          'cac:PaymentTerms': {
            'cbc:Note': `Credit note${credited ? ` for invoice ${credited.number}` : ''}: the amount is refunded or set off.`,
          },
        }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(invoice.totals.vatCents),
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': invoice.breakdown.map((row) => ({
          'cbc:TaxableAmount': money(row.baseCents),
          'cbc:TaxableAmount@currencyID': EUR,
          'cbc:TaxAmount': money(row.vatCents),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxCategory': vatCategory(row.rate),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(invoice.totals.netCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': money(invoice.totals.netCents),
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': money(invoice.totals.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      'cbc:PayableAmount': money(invoice.totals.grossCents),
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': [first, ...rest],
  };
  return { 'ubl:Invoice': doc };
}
