import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import { toCsv } from '../../lib/csv';

const HEADER = ['table', 'key', 'count', 'base_cents', 'vat_cents', 'gross_cents'];

/** The banking dashboard's tables in one sheet: money in per month and per method over the range, the quarter's VAT per rate. */
export function bankingDashboardCsv(figures: DashboardBanking): string {
  return toCsv(HEADER, [
    ...figures.cashIn.map((m) => ['cash_in_per_month', m.month, m.count, '', '', m.grossCents]),
    ...figures.byMethod.map((m) => ['payments_by_method', m.method, m.count, '', '', m.grossCents]),
    ...figures.vat.rates.map((r) => [
      `vat_${figures.vat.quarter}`,
      `${r.rate}%`,
      '',
      r.baseCents,
      r.vatCents,
      r.baseCents + r.vatCents,
    ]),
  ]);
}
