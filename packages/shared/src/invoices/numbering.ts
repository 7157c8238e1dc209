/**
 * Invoice numbers: `PHARMACYCODE-YYYY-NNNNN`, one gapless series per pharmacy and calendar year, shared by invoices
 * and credit notes. The sequence is zero-padded to five digits and simply grows past 99,999 (never truncated, never
 * wrapped). Pharmacy codes may hold dashes themselves (`DEMO-0001`), so a number is read from the right.
 */

export const INVOICE_SEQUENCE_DIGITS = 5;

export interface InvoiceNumberParts {
  pharmacyCode: string;
  year: number;
  sequence: number;
}

/**
 * The code as it appears in numbers: upper case, without spaces (pharmacy codes may be typed with them). Two codes
 * differing only in case or spaces would share a prefix; numbers are unique per pharmacy, which the caller scopes.
 */
export function invoiceCodePrefix(pharmacyCode: string): string {
  const prefix = pharmacyCode.replace(/\s+/g, '').toUpperCase();
  if (!prefix) throw new RangeError('an invoice number needs a pharmacy code');
  return prefix;
}

export function formatInvoiceNumber(pharmacyCode: string, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`the year must have four digits, got ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`the sequence starts at 1, got ${sequence}`);
  return `${invoiceCodePrefix(pharmacyCode)}-${year}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

/** The parts of a number written by `formatInvoiceNumber` (surrounding spaces ignored), or null. */
export function parseInvoiceNumber(text: string): InvoiceNumberParts | null {
  const match = /^(\S+)-(\d{4})-(\d{5,})$/.exec(text.trim());
  if (!match) return null;
  const [, pharmacyCode, yearText, sequenceText] = match;
  const year = Number(yearText);
  const sequence = Number(sequenceText);
  // Only the canonical spelling: `…-000042` or `…-00000` would be a second name for a number, or none.
  if (year < 1000 || sequence < 1 || !Number.isSafeInteger(sequence)) return null;
  if (formatInvoiceNumber(pharmacyCode, year, sequence) !== text.trim()) return null;
  return { pharmacyCode, year, sequence };
}
