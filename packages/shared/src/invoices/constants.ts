/**
 * The invoice vocabulary and limits, free of zod so a page can show a status or a method without loading the schemas
 * (their types are in `schemas/invoice.ts`; `import type` loads nothing).
 */

/**
 * `draft` → `sent` → `paid`; `overdue` when the due date passes unpaid (a scheduled job sets it); `credited` once a
 * credit note cancels the invoice in full (nothing is left to pay, or a paid amount is to be refunded). A credit note
 * itself is `sent` once issued: it is never paid.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'credited'] as const;

/** A credit note corrects an issued invoice (which is never edited) and is numbered in the same series. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

/**
 * The list's orders: newest or oldest written, latest issued, soonest due (what to chase first; drafts last), largest
 * amount first.
 */
export const INVOICE_SORTS = ['newest', 'oldest', 'issued', 'due', 'amount'] as const;

/** Cash or card at the pharmacy, bank transfer, or paid online. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'online'] as const;

export const INVOICE_LINES_MAX = 200;
export const INVOICE_DESCRIPTION_MAX = 200;
export const INVOICE_QUANTITY_MAX = 9999;
export const INVOICE_UNIT_PRICE_MAX_CENTS = 10_000_000;
export const INVOICE_NOTES_MAX = 1000;
/**
 * The PDFs one bulk download (GET /api/invoices/export.zip) holds: a PDF costs 50–100 ms to draw, so this is under a
 * minute of work, a busy pharmacy's month; more is asked in parts.
 */
export const INVOICE_ZIP_MAX = 500;
