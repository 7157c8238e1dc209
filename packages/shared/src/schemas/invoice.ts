import { z } from 'zod';
import { LANGUAGES } from '../languages';
import {
  INVOICE_DESCRIPTION_MAX,
  INVOICE_KINDS,
  INVOICE_LINES_MAX,
  INVOICE_NOTES_MAX,
  INVOICE_QUANTITY_MAX,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  INVOICE_UNIT_PRICE_MAX_CENTS,
  PAYMENT_METHODS,
} from '../invoices/constants';
import { VAT_RATES } from '../invoices/vat';
import { normaliseBelgianVat } from '../invoices/vat-number';
import { isoDateSchema } from './pharmacy';

/**
 * Invoices (issue 14). Amounts in integer euro CENTS; dates 'YYYY-MM-DD'; times ISO strings. Messages are i18n keys
 * (validation.*). The rules themselves (VAT per rate, numbering, structured communication) are in `../invoices/`.
 */

/** Wrong types get a message key too, never zod's English. */
const invalid = { error: 'validation.invalid' } as const;
const trimmed = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');
const required = (max: number) => trimmed(max).min(1, 'validation.required');
const BELGIAN_POSTCODE = /^[1-9]\d{3}$/;

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES, invalid);
export const invoiceKindSchema = z.enum(INVOICE_KINDS, invalid);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, invalid);
export const vatRateSchema = z.literal(VAT_RATES, invalid);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceLineInputSchema = z.object(
  {
    description: required(INVOICE_DESCRIPTION_MAX),
    quantity: z
      .number({ error: 'validation.required' })
      .int('validation.quantity')
      .min(1, 'validation.quantity')
      .max(INVOICE_QUANTITY_MAX, 'validation.quantity'),
    unitPriceCents: z
      .number({ error: 'validation.required' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(INVOICE_UNIT_PRICE_MAX_CENTS, 'validation.invalid'),
    /** 6 for medicines, 21 for other goods and the delivery fee (the catalogue's data proposes it). */
    vatRate: vatRateSchema,
    /** The catalogue medicine (CIS code), or null for a free-text line. */
    cis: z
      .string(invalid)
      .regex(/^\d{8}$/, 'validation.invalid')
      .nullable()
      .default(null),
  },
  invalid,
);
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/** '' or absent → null; otherwise the Belgian number, normalised to `BE0123456749`. */
const buyerVatNumber = z
  .string(invalid)
  .trim()
  .max(30, 'validation.vatNumber')
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const normal = normaliseBelgianVat(v);
    if (!normal) ctx.addIssue({ code: 'custom', message: 'validation.vatNumber' });
    return normal;
  });

const buyerEmail = z
  .string(invalid)
  .trim()
  .max(254, 'validation.tooLong')
  .nullish()
  .refine((v) => !v || z.email().safeParse(v).success, 'validation.email')
  .transform((v) => (v ? v.toLowerCase() : null));

export const invoiceBuyerSchema = z
  .object(
    {
      name: required(200),
      street: required(200),
      postalCode: required(10),
      city: required(80),
      /** ISO 3166 alpha-2. */
      country: z
        .string(invalid)
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'validation.invalid')
        .default('BE'),
      /** A business buyer's Belgian VAT number (needed for the UBL export); null for a person. */
      vatNumber: buyerVatNumber,
      /** Where the invoice is e-mailed when sent; null to hand it over. */
      email: buyerEmail,
    },
    invalid,
  )
  .superRefine((buyer, ctx) => {
    if (buyer.country === 'BE' && buyer.postalCode && !BELGIAN_POSTCODE.test(buyer.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.postcode' });
    }
  });
export type InvoiceBuyerInput = z.input<typeof invoiceBuyerSchema>;
export type InvoiceBuyer = z.output<typeof invoiceBuyerSchema>;

const invoiceLinesSchema = z
  .array(invoiceLineInputSchema, invalid)
  .min(1, 'validation.required')
  .max(INVOICE_LINES_MAX, 'validation.tooMany');
const dueDate = isoDateSchema.nullish().transform((v) => v ?? null);
const notes = trimmed(INVOICE_NOTES_MAX);
const language = z.enum(LANGUAGES, { error: 'validation.language' });

/** POST /api/invoices: a draft written by hand (a counter sale, a nursing home). It has no number until issued. */
export const invoiceDraftCreateSchema = z.object(
  {
    buyer: invoiceBuyerSchema,
    lines: invoiceLinesSchema,
    /** Null: the server applies the pharmacy's payment term when the invoice is sent. */
    dueDate,
    /** The language of the PDF and the e-mail. */
    language,
    notes: notes.default(''),
    /**
     * True when the unit prices are consumer prices, VAT included (an order's, a counter sale's): the VAT per rate is
     * then taken out of what was paid instead of added to it, so the total is the price paid to the cent.
     */
    pricesIncludeVat: z.boolean(invalid).default(false),
    /**
     * The pharmacy that issues it. Optional for staff of one pharmacy (theirs is taken); required (400) when the
     * account works for several; a pharmacy the account does not work for is a 403.
     */
    pharmacyId: z.string(invalid).trim().min(1, 'validation.required').max(64, 'validation.invalid').optional(),
  },
  invalid,
);
export type InvoiceDraftCreateInput = z.input<typeof invoiceDraftCreateSchema>;
export type InvoiceDraftCreate = z.output<typeof invoiceDraftCreateSchema>;

/**
 * PATCH /api/invoices/:id (drafts only): the fields sent replace the draft's; `lines` replaces all lines. No defaults
 * here: zod would apply them to absent fields and a PATCH would wipe what it did not send.
 */
export const invoiceDraftUpdateSchema = z.object(
  {
    buyer: invoiceBuyerSchema.optional(),
    lines: invoiceLinesSchema.optional(),
    dueDate: isoDateSchema.nullable().optional(),
    language: language.optional(),
    notes: notes.optional(),
    pricesIncludeVat: z.boolean(invalid).optional(),
  },
  invalid,
);
export type InvoiceDraftUpdateInput = z.input<typeof invoiceDraftUpdateSchema>;
export type InvoiceDraftUpdate = z.output<typeof invoiceDraftUpdateSchema>;

/** POST /api/invoices/:id/pay. */
export const invoicePaymentSchema = z.object(
  {
    method: paymentMethodSchema,
    /** The day it was paid; absent: today (Europe/Brussels). */
    paidOn: isoDateSchema.optional(),
  },
  invalid,
);
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** The seller as it was when the invoice was issued: a later change of the pharmacy's details never alters it. */
export const invoiceSellerSchema = z.object({
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  /** `BE0123456749`; null only on a draft of a pharmacy that has not given it yet (issuing requires it). */
  vatNumber: z.string().nullable(),
  /** The pharmacy's official (APB) code, also the prefix of the invoice numbers. */
  pharmacyCode: z.string(),
  /** Where a transfer pays it (the EPC QR code); null when the pharmacy takes no transfers. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Negative on a credit note's lines; VAT included when the invoice's `pricesIncludeVat`. */
  unitPriceCents: z.number().int(),
  vatRate: vatRateSchema,
  cis: z.string().nullable(),
  /** unitPriceCents × quantity, on the same basis; VAT is not per line but per rate (`breakdown`). */
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatRateTotalSchema = z.object({
  rate: vatRateSchema,
  baseCents: z.number().int(),
  /** Rounded half-up once on the rate's base. */
  vatCents: z.number().int(),
});

export const invoiceTotalsSchema = z.object({
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
});

/** GET /api/invoices/:id and the answer of every command on an invoice. */
export const invoiceSchema = z.object({
  id: z.string(),
  /** `PHARMACYCODE-YYYY-NNNNN`; null while a draft. */
  number: z.string().nullable(),
  kind: invoiceKindSchema,
  status: invoiceStatusSchema,
  pharmacyId: z.string(),
  /** The order it bills; null for one written by hand. */
  orderId: z.string().nullable(),
  /** On a credit note: the invoice it corrects. */
  creditedInvoiceId: z.string().nullable(),
  seller: invoiceSellerSchema,
  buyer: z.object({
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    vatNumber: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Whether the line prices include VAT (see invoiceDraftCreateSchema); the breakdown and totals are exact either way. */
  pricesIncludeVat: z.boolean(),
  lines: z.array(invoiceLineSchema),
  /** One row per VAT rate present, ascending, as the invoice prints them. */
  breakdown: z.array(vatRateTotalSchema),
  totals: invoiceTotalsSchema,
  /** `+++123/4567/89002+++` for paying by transfer; null on a draft and on a credit note. */
  structuredCommunication: z.string().nullable(),
  /** 'YYYY-MM-DD'; null while a draft. */
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  language: z.enum(LANGUAGES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_PAGE_MAX = 100;

/** GET /api/invoices?… : the filters of the list, its tabs and its CSV export. */
export const invoiceListQuerySchema = z.object({
  status: invoiceStatusSchema.optional(),
  kind: invoiceKindSchema.optional(),
  /** Issue dates from / to (inclusive, 'YYYY-MM-DD'); a draft has none, so a date filter leaves drafts out. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Part of the number or of the buyer's name (accents and case ignored). */
  q: z.string(invalid).trim().max(100, 'validation.tooLong').optional(),
  /** The invoice of one order and its credit notes (the order's page shows them). */
  orderId: z.uuid('validation.invalid').optional(),
  sort: z.enum(INVOICE_SORTS, invalid).default('newest'),
  cursor: z.string(invalid).max(500, 'validation.cursor').optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(INVOICE_PAGE_MAX, 'validation.invalid')
    .default(25),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;
export type InvoiceListQueryInput = z.input<typeof invoiceListQuerySchema>;

/** GET /api/invoices/export.csv: the list's filters, every matching row. */
export const invoiceExportQuerySchema = invoiceListQuerySchema.omit({ cursor: true, limit: true });
export type InvoiceExportQuery = z.output<typeof invoiceExportQuerySchema>;

/** One row of the list. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  kind: invoiceKindSchema,
  status: invoiceStatusSchema,
  pharmacyId: z.string(),
  /** The seller's name as on the invoice. */
  sellerName: z.string(),
  buyerName: z.string(),
  orderId: z.string().nullable(),
  creditedInvoiceId: z.string().nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  grossCents: z.number().int(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  nextCursor: z.string().nullable(),
  /**
   * Per status, the invoices (not the credit notes) the caller may see with the same filters but `status` and `kind`:
   * the tabs' counts. This and the two below come with the first page only: a page after a cursor leaves them out.
   */
  counts: z.record(invoiceStatusSchema, z.number().int()).optional(),
  /** The same invoices' total to pay (VAT included, cents) per status: what is outstanding, overdue, paid. */
  amounts: z.record(invoiceStatusSchema, z.number().int()).optional(),
  /** The credit notes among them (their totals are negative). */
  creditNotes: z.object({ count: z.number().int(), grossCents: z.number().int() }).optional(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;
