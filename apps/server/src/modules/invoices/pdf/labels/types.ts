import type { InvoiceStatus, PaymentMethod } from '@pharmacy/shared/schemas/invoice';

/**
 * The invoice PDF's words in the seven languages (the web's invoice texts, apps/web/src/locales/* "invoices", where
 * they say the same thing). `{name}` placeholders are filled by `fill`, which isolates each value for the
 * bidirectional algorithm: an invoice number or a date keeps its own direction inside Arabic text.
 *
 * The Arabic texts are written without optional diacritics (tanwin, damma) and without brackets: both draw right,
 * but text extraction (poppler's pdftotext) puts a diacritic on a line of its own and cannot tell a bracket drawn
 * mirrored from the other one, so the copied text would read worse than the printed one.
 */
export interface PdfLabels {
  /** Between a label and its value: ': ', ' : ' in French, a full-width colon in Chinese. */
  colon: string;
  invoice: string;
  creditNote: string;
  /** Across a draft's pages and in its title. */
  draftMark: string;
  seller: string;
  buyer: string;
  number: string;
  issueDate: string;
  dueDate: string;
  status: string;
  vatNumber: string;
  pharmacyCode: string;
  iban: string;
  bic: string;
  /** {number}: the invoice a credit note cancels. */
  corrects: string;
  description: string;
  quantity: string;
  unitPriceExcl: string;
  unitPriceIncl: string;
  vatRate: string;
  amountExcl: string;
  amountIncl: string;
  vatBreakdown: string;
  rate: string;
  base: string;
  vat: string;
  gross: string;
  totalNet: string;
  totalVat: string;
  totalGross: string;
  totalCredit: string;
  statuses: Record<InvoiceStatus, string>;
  /** A credit note's status once issued (it is never paid or overdue). */
  creditIssued: string;
  methods: Record<PaymentMethod, string>;
  /** {date} {method} */
  paidOn: string;
  /** {date} */
  dueBy: string;
  /** {date} */
  overdueSince: string;
  payment: string;
  amount: string;
  communication: string;
  scan: string;
  creditNothingToPay: string;
  /** An invoice a credit note has cancelled. */
  creditedNote: string;
  notes: string;
  /** {page} {pages} */
  page: string;
}

/** `{name}` replaced by its value wrapped in FSI…PDI (first-strong isolate), never drawn but read by bidi. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? `\u2068${values[key]}\u2069` : whole));
}
