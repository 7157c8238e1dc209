import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@pharmacy/shared/invoices/constants';
import { VAT_RATES } from '@pharmacy/shared/invoices/vat';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import { monthsOf, quarterOf, type DateRange } from '@pharmacy/shared/dashboards/range';
import { localDate, PHARMACY_TIME_ZONE } from '@pharmacy/shared/pharmacy-hours';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { instantsOf, num, pharmacyScope, type Num } from './figures';

/*
 * GET /api/dashboards/banking (issue 19): the invoices of the caller's pharmacies (pharmacy staff) or of every pharmacy
 * (an admin), over a range of Brussels days. Drafts are not invoices yet and count nowhere. The routes refuse
 * customers and couriers. Each query names the scope itself (`pharmacyScope` on the alias `i`).
 */

const amountOf = (row: { n: Num; gross: Num } | undefined) => ({ count: num(row?.n), grossCents: num(row?.gross) });


async function totals(db: Db, scope: SQL, range: DateRange, today: string) {
  const { start, end } = instantsOf(range);
  const [row] = await queryRows<
    Record<
      | 'inv_n'
      | 'inv_gross'
      | 'cn_n'
      | 'cn_gross'
      | 'paid_n'
      | 'paid_gross'
      | 'unpaid_n'
      | 'unpaid_gross'
      | 'overdue_n'
      | 'overdue_gross',
      Num
    >
  >(
    db,
    sql`SELECT
          count(*) FILTER (WHERE i.kind = 'invoice' AND i.issue_date BETWEEN ${range.from} AND ${range.to}) AS inv_n,
          sum(i.gross_cents) FILTER (WHERE i.kind = 'invoice' AND i.issue_date BETWEEN ${range.from} AND ${range.to}) AS inv_gross,
          count(*) FILTER (WHERE i.kind = 'credit_note' AND i.issue_date BETWEEN ${range.from} AND ${range.to}) AS cn_n,
          sum(i.gross_cents) FILTER (WHERE i.kind = 'credit_note' AND i.issue_date BETWEEN ${range.from} AND ${range.to}) AS cn_gross,
          count(*) FILTER (WHERE i.paid_at >= ${start} AND i.paid_at < ${end}) AS paid_n,
          sum(i.gross_cents) FILTER (WHERE i.paid_at >= ${start} AND i.paid_at < ${end}) AS paid_gross,
          count(*) FILTER (WHERE i.kind = 'invoice' AND i.status = 'sent' AND i.due_date >= ${today}) AS unpaid_n,
          sum(i.gross_cents) FILTER (WHERE i.kind = 'invoice' AND i.status = 'sent' AND i.due_date >= ${today}) AS unpaid_gross,
          count(*) FILTER (WHERE i.kind = 'invoice' AND (i.status = 'overdue' OR (i.status = 'sent' AND i.due_date < ${today}))) AS overdue_n,
          sum(i.gross_cents) FILTER (WHERE i.kind = 'invoice' AND (i.status = 'overdue' OR (i.status = 'sent' AND i.due_date < ${today}))) AS overdue_gross
        FROM invoices i WHERE ${scope} AND i.status <> 'draft'`,
  );
  return {
    issued: {
      invoices: amountOf({ n: row?.inv_n ?? 0, gross: row?.inv_gross ?? 0 }),
      creditNotes: amountOf({ n: row?.cn_n ?? 0, gross: row?.cn_gross ?? 0 }),
    },
    paid: amountOf({ n: row?.paid_n ?? 0, gross: row?.paid_gross ?? 0 }),
    open: {
      unpaid: amountOf({ n: row?.unpaid_n ?? 0, gross: row?.unpaid_gross ?? 0 }),
      overdue: amountOf({ n: row?.overdue_n ?? 0, gross: row?.overdue_gross ?? 0 }),
    },
  };
}

/** Payments of the range per Brussels month and per method, in one read. */
async function payments(db: Db, scope: SQL, range: DateRange) {
  const { start, end } = instantsOf(range);
  const rows = await queryRows<{ month: string; method: string | null; n: Num; gross: Num }>(
    db,
    sql`SELECT to_char(i.paid_at AT TIME ZONE ${PHARMACY_TIME_ZONE}, 'YYYY-MM') AS month, i.payment_method AS method, count(*) AS n, sum(i.gross_cents) AS gross
        FROM invoices i WHERE ${scope} AND i.paid_at >= ${start} AND i.paid_at < ${end}
        GROUP BY 1, 2`,
  );
  const sumOf = (match: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(match).reduce((a, r) => ({ count: a.count + num(r.n), grossCents: a.grossCents + num(r.gross) }), {
      count: 0,
      grossCents: 0,
    });
  return {
    cashIn: monthsOf(range).map((month) => ({ month, ...sumOf((r) => r.month === month) })),
    byMethod: PAYMENT_METHODS.map((method) => ({ method, ...sumOf((r) => r.method === method) })),
  };
}

/** Per VAT rate, base and VAT of what was issued in the quarter (credit notes' negative amounts deduct themselves). */
async function vatOfQuarter(db: Db, scope: SQL, day: string): Promise<DashboardBanking['vat']> {
  const quarter = quarterOf(day);
  const rows = await queryRows<{ rate: Num; base: Num; vat: Num }>(
    db,
    sql`SELECT (b->>'rate')::int AS rate, sum((b->>'baseCents')::bigint) AS base, sum((b->>'vatCents')::bigint) AS vat
        FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(i.breakdown) b
        WHERE ${scope} AND i.status <> 'draft' AND i.issue_date BETWEEN ${quarter.from} AND ${quarter.to}
        GROUP BY 1`,
  );
  const byRate = new Map(rows.map((r) => [num(r.rate), r]));
  return {
    ...quarter,
    rates: VAT_RATES.map((rate) => ({
      rate,
      baseCents: num(byRate.get(rate)?.base),
      vatCents: num(byRate.get(rate)?.vat),
    })),
  };
}

export async function bankingDashboard(
  db: Db,
  user: UserProfile,
  range: DateRange,
  now = new Date(),
): Promise<DashboardBanking> {
  const scope = pharmacyScope(user, sql`i.pharmacy_id`);
  const [figures, paid, vat] = await Promise.all([
    totals(db, scope, range, localDate(now)),
    payments(db, scope, range),
    vatOfQuarter(db, scope, range.to),
  ]);
  return { range, ...figures, ...paid, vat };
}
