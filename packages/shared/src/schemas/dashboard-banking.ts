import { z } from 'zod';
import { PAYMENT_METHODS } from '../invoices/constants';

/*
 * GET /api/dashboards/banking (issue 19): a pharmacy's invoices over a date range (Brussels days), for its staff; every
 * pharmacy's together for an admin. Amounts are integer cents, VAT included unless said; credit notes count negative.
 */

const count = z.number().int().nonnegative();
const cents = z.number().int();
const amount = z.object({ count, grossCents: cents });

export const dashboardBankingSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Issued in the range (by issue date): invoices, and the credit notes that corrected some (their amounts negative). */
  issued: z.object({ invoices: amount, creditNotes: amount }),
  /** Invoices paid in the range (by the day the payment was recorded). */
  paid: amount,
  /** Today, whatever the range: invoices sent and waiting for payment, and those past their due date. */
  open: z.object({ unpaid: amount, overdue: amount }),
  /** Money received per calendar month of the range ('YYYY-MM'), months without any included. */
  cashIn: z.array(z.object({ month: z.string(), count, grossCents: cents })),
  /** Payments of the range per method, in PAYMENT_METHODS order. */
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), count, grossCents: cents })),
  /**
   * The VAT return's figures for the calendar quarter holding the range's last day: per rate, the taxable base and the
   * VAT of the invoices and credit notes issued in it (credit notes deducted), in VAT_RATES order.
   */
  vat: z.object({
    quarter: z.string(),
    from: z.string(),
    to: z.string(),
    rates: z.array(z.object({ rate: z.number().int(), baseCents: cents, vatCents: cents })),
  }),
});
export type DashboardBanking = z.infer<typeof dashboardBankingSchema>;
