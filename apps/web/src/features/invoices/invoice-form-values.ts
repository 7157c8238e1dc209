import type { Language } from '@pharmacy/shared/languages';
import { invoiceTotals, type InvoiceTotals, type VatRate } from '@pharmacy/shared/invoices/vat';
import type { Invoice, InvoiceDraftCreateInput } from '@pharmacy/shared/schemas/invoice';
import { centsToInput, parseEuros } from './invoice-format';

export interface FormLine {
  description: string;
  /** As typed. */
  quantity: string;
  /** Euros as typed ("3,50"). */
  price: string;
  vatRate: VatRate;
  /** The catalogue medicine an order's line came from; kept through edits. */
  cis: string | null;
}

export interface InvoiceFormValues {
  buyer: { name: string; street: string; postalCode: string; city: string; country: string; vatNumber: string; email: string };
  lines: FormLine[];
  /** The prices typed are consumer prices, VAT included (a counter sale) rather than prices before VAT. */
  pricesIncludeVat: boolean;
  language: Language;
  /** 'YYYY-MM-DD' or '' (the pharmacy's payment term applies when sent). */
  dueDate: string;
  notes: string;
}

/** A new line: one item at 6 % (medicines, the most common line of a pharmacy's invoice). */
export const emptyLine = (): FormLine => ({ description: '', quantity: '1', price: '', vatRate: 6, cis: null });

export function blankValues(language: Language): InvoiceFormValues {
  return {
    buyer: { name: '', street: '', postalCode: '', city: '', country: 'BE', vatNumber: '', email: '' },
    lines: [emptyLine()],
    pricesIncludeVat: false,
    language,
    dueDate: '',
    notes: '',
  };
}

export function valuesOf(invoice: Invoice): InvoiceFormValues {
  const { buyer } = invoice;
  return {
    buyer: { ...buyer, vatNumber: buyer.vatNumber ?? '', email: buyer.email ?? '' },
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      price: centsToInput(line.unitPriceCents),
      vatRate: line.vatRate,
      cis: line.cis,
    })),
    pricesIncludeVat: invoice.pricesIncludeVat,
    language: invoice.language,
    dueDate: invoice.dueDate ?? '',
    notes: invoice.notes,
  };
}

const quantityOf = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The body the API takes (a price or quantity that is not one is NaN: `lineErrors` names it first). */
export function toBody(values: InvoiceFormValues): InvoiceDraftCreateInput {
  return {
    buyer: { ...values.buyer, vatNumber: values.buyer.vatNumber || null, email: values.buyer.email || null },
    lines: values.lines.map((line) => {
      const cents = parseEuros(line.price);
      return {
        description: line.description,
        quantity: quantityOf(line.quantity),
        unitPriceCents: cents ?? Number.NaN,
        vatRate: line.vatRate,
        cis: line.cis,
      };
    }),
    pricesIncludeVat: values.pricesIncludeVat,
    language: values.language,
    dueDate: values.dueDate || null,
    notes: values.notes,
  };
}

/** The messages of lines whose price or quantity is not a number, which the schema would only call invalid. */
export function lineErrors(lines: readonly FormLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const cents = parseEuros(line.price);
    if (cents === undefined) errors[`lines.${i}.price`] = 'validation.required';
    else if (cents === null) errors[`lines.${i}.price`] = 'invoices.form.priceInvalid';
    if (!Number.isInteger(quantityOf(line.quantity))) errors[`lines.${i}.quantity`] = 'invoices.form.quantityInvalid';
  });
  return errors;
}

/** quantity × unit price in cents (on the invoice's price basis), or null while either is not a number yet. */
export function lineAmount(line: Pick<FormLine, 'quantity' | 'price'>): number | null {
  const cents = parseEuros(line.price);
  const quantity = quantityOf(line.quantity);
  return typeof cents === 'number' && Number.isInteger(quantity) ? cents * quantity : null;
}

/** The live totals with the server's own code (`invoiceTotals`): lines still being typed count as nothing. */
export function liveTotals(lines: readonly Pick<FormLine, 'quantity' | 'price' | 'vatRate'>[], pricesIncludeVat: boolean): InvoiceTotals {
  const priced = lines.flatMap((line) => {
    const amount = lineAmount(line);
    return amount === null ? [] : [{ amountCents: amount, vatRate: Number(line.vatRate) }];
  });
  try {
    return invoiceTotals(priced, pricesIncludeVat);
  } catch {
    return invoiceTotals([]);
  }
}

/** A body or schema path (`lines.2.unitPriceCents`, `buyer.name`) as the form's field; undefined: no field shows it. */
export function formFieldOf(path: string): string | undefined {
  const line = /^lines\.(\d+)\.(description|quantity|unitPriceCents|vatRate)$/.exec(path);
  if (line) return `lines.${line[1]}.${line[2] === 'unitPriceCents' ? 'price' : line[2]}`;
  if (/^buyer\.(name|street|postalCode|city|country|vatNumber|email)$/.test(path)) return path;
  if (['language', 'dueDate', 'notes', 'pricesIncludeVat'].includes(path)) return path;
  return undefined;
}
