import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@pharmacy/shared/invoices/constants';
import { VAT_RATES } from '@pharmacy/shared/invoices/vat';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import type { InvoiceBuyer, InvoiceSeller } from '@pharmacy/shared/schemas/invoice';
import { invoices } from '../../db/schema';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { bankingDashboard } from './banking';
import { PHARMACY_AND_ADMIN, whoMayAsk } from './test-support';

/*
 * Issue 19 "Proof" for /dashboard/banking: invoices and credit notes written straight into the table, with payments
 * either side of Brussels month ends (the spring clock change included), then every figure checked against what this
 * file computes from the same list. A pharmacy's staff never see another pharmacy's money.
 */

type Kind = 'invoice' | 'credit_note';
type Status = 'draft' | 'sent' | 'paid' | 'overdue' | 'credited';
type Method = (typeof PAYMENT_METHODS)[number];

interface Seed {
  pharmacy: 'A' | 'B';
  kind: Kind;
  status: Status;
  issue: string | null;
  due?: string;
  paidAt?: string;
  method?: Method;
  /** Per rate: [base, vat] in cents (negative on a credit note). */
  lines: [rate: number, base: number, vat: number][];
}

const RANGE = { from: '2026-02-01', to: '2026-03-31' };
const NOW = new Date('2026-04-10T10:00:00Z');
const TODAY = '2026-04-10';

const SEEDS: Seed[] = [
  {
    pharmacy: 'A',
    kind: 'invoice',
    status: 'paid',
    issue: '2026-01-20',
    paidAt: '2026-02-02T09:00:00.000Z',
    method: 'card',
    lines: [[6, 10_000, 600]],
  },
  // Paid at 00:30 on 1 March in Brussels (23:30 UTC the day before): March's money.
  {
    pharmacy: 'A',
    kind: 'invoice',
    status: 'paid',
    issue: '2026-02-27',
    paidAt: '2026-02-28T23:30:00.000Z',
    method: 'cash',
    lines: [
      [6, 2_000, 120],
      [21, 1_000, 210],
    ],
  },
  // Paid at 00:30 on 1 April (22:30 UTC on 31 March, summer time): outside the range.
  {
    pharmacy: 'A',
    kind: 'invoice',
    status: 'paid',
    issue: '2026-03-15',
    paidAt: '2026-03-31T22:30:00.000Z',
    method: 'transfer',
    lines: [[21, 5_000, 1_050]],
  },
  {
    pharmacy: 'A',
    kind: 'invoice',
    status: 'paid',
    issue: '2026-03-30',
    paidAt: '2026-03-30T08:00:00.000Z',
    method: 'online',
    lines: [
      [0, 700, 0],
      [12, 1_000, 120],
    ],
  },
  { pharmacy: 'A', kind: 'invoice', status: 'sent', issue: '2026-03-20', due: '2026-04-19', lines: [[6, 3_000, 180]] },
  {
    pharmacy: 'A',
    kind: 'invoice',
    status: 'overdue',
    issue: '2026-02-10',
    due: '2026-03-12',
    lines: [[21, 4_000, 840]],
  },
  // Sent, due yesterday: overdue already, before the job marks it.
  { pharmacy: 'A', kind: 'invoice', status: 'sent', issue: '2026-03-10', due: '2026-04-09', lines: [[6, 1_500, 90]] },
  { pharmacy: 'A', kind: 'invoice', status: 'credited', issue: '2026-03-05', due: '2026-04-04', lines: [[6, 800, 48]] },
  {
    pharmacy: 'A',
    kind: 'credit_note',
    status: 'sent',
    issue: '2026-03-06',
    due: '2026-03-06',
    lines: [[6, -800, -48]],
  },
  { pharmacy: 'A', kind: 'invoice', status: 'draft', issue: null, lines: [[21, 99_000, 20_790]] },
  // Last year's last quarter and April: outside the range and the quarter.
  {
    pharmacy: 'A',
    kind: 'invoice',
    status: 'paid',
    issue: '2025-12-31',
    paidAt: '2026-01-05T10:00:00.000Z',
    method: 'card',
    lines: [[6, 9_000, 540]],
  },
  { pharmacy: 'A', kind: 'invoice', status: 'sent', issue: '2026-04-01', due: '2026-05-01', lines: [[21, 2_000, 420]] },
  // Another pharmacy.
  {
    pharmacy: 'B',
    kind: 'invoice',
    status: 'paid',
    issue: '2026-03-02',
    paidAt: '2026-03-03T10:00:00.000Z',
    method: 'card',
    lines: [[6, 50_000, 3_000]],
  },
  {
    pharmacy: 'B',
    kind: 'invoice',
    status: 'overdue',
    issue: '2026-02-02',
    due: '2026-03-04',
    lines: [[21, 7_000, 1_470]],
  },
];

const gross = (s: Seed) => s.lines.reduce((n, [, base, vat]) => n + base + vat, 0);
const brusselsDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(iso));
const inRange = (day: string | null | undefined) => Boolean(day && day >= RANGE.from && day <= RANGE.to);
const amount = (list: Seed[]) => ({ count: list.length, grossCents: list.reduce((n, s) => n + gross(s), 0) });

/** What the dashboard must say of the seeds of these pharmacies, computed here. */
function expected(pharmacies: Seed['pharmacy'][]): DashboardBanking {
  const mine = SEEDS.filter((s) => pharmacies.includes(s.pharmacy) && s.status !== 'draft');
  const paid = mine.filter((s) => s.paidAt && inRange(brusselsDay(s.paidAt)));
  const invoicesOnly = mine.filter((s) => s.kind === 'invoice');
  const quarter = mine.filter((s) => s.issue! >= '2026-01-01' && s.issue! <= '2026-03-31');
  return {
    range: RANGE,
    issued: {
      invoices: amount(invoicesOnly.filter((s) => inRange(s.issue))),
      creditNotes: amount(mine.filter((s) => s.kind === 'credit_note' && inRange(s.issue))),
    },
    paid: amount(paid),
    open: {
      unpaid: amount(invoicesOnly.filter((s) => s.status === 'sent' && s.due! >= TODAY)),
      overdue: amount(invoicesOnly.filter((s) => s.status === 'overdue' || (s.status === 'sent' && s.due! < TODAY))),
    },
    cashIn: ['2026-02', '2026-03'].map((month) => ({
      month,
      ...amount(paid.filter((s) => brusselsDay(s.paidAt!).startsWith(month))),
    })),
    byMethod: PAYMENT_METHODS.map((method) => ({ method, ...amount(paid.filter((s) => s.method === method)) })),
    vat: {
      quarter: '2026-Q1',
      from: '2026-01-01',
      to: '2026-03-31',
      rates: VAT_RATES.map((rate) => {
        const lines = quarter.flatMap((s) => s.lines).filter(([r]) => r === rate);
        return {
          rate,
          baseCents: lines.reduce((n, [, b]) => n + b, 0),
          vatCents: lines.reduce((n, [, , v]) => n + v, 0),
        };
      }),
    },
  };
}

let w: World;
const seller = {
  name: 'Pharmacie',
  street: 'Rue Haute 1',
  postalCode: '1000',
  city: 'Bruxelles',
  country: 'BE',
  vatNumber: 'BE0123456749',
} as unknown as InvoiceSeller;
const buyer = { name: 'Secret Patient' } as unknown as InvoiceBuyer;

beforeAll(async () => {
  w = await createWorld();
  let sequence = 0;
  for (const s of SEEDS) {
    sequence += 1;
    const g = gross(s);
    await w.t.database.db.insert(invoices).values({
      id: randomUUID(),
      pharmacyId: s.pharmacy === 'A' ? w.pharmacyA : w.pharmacyB,
      kind: s.kind,
      status: s.status,
      number: s.issue ? `T-${s.issue.slice(0, 4)}-${String(sequence).padStart(5, '0')}` : null,
      year: s.issue ? Number(s.issue.slice(0, 4)) : null,
      sequence: s.issue ? sequence : null,
      seller,
      buyer,
      language: 'fr',
      pricesIncludeVat: true,
      netCents: g - s.lines.reduce((n, [, , v]) => n + v, 0),
      vatCents: s.lines.reduce((n, [, , v]) => n + v, 0),
      grossCents: g,
      breakdown: s.lines.map(([rate, baseCents, vatCents]) => ({ rate, baseCents, vatCents })) as never,
      issueDate: s.issue,
      dueDate: s.due ?? s.issue,
      paidAt: s.paidAt ? new Date(s.paidAt) : null,
      paymentMethod: s.method ?? null,
    });
  }
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

const figuresOf = async (who: Person) =>
  bankingDashboard(w.t.database.db, (await call(w, 'GET', '/api/me', who.cookie)).json(), RANGE, NOW);

describe('the banking dashboard’s figures', () => {
  it('pharmacy staff: their pharmacy’s invoices only, every figure', async () => {
    expect(await figuresOf(w.staff)).toEqual(expected(['A']));
  });

  it('the figures checked by hand: month ends in Brussels, credit notes deducted, drafts nowhere', async () => {
    const body = await figuresOf(w.staff);
    // February: the card payment of the 2nd; March: the cash one of 00:30 on the 1st and the online one; not April's transfer.
    expect(body.cashIn).toEqual([
      { month: '2026-02', count: 1, grossCents: 10_600 },
      { month: '2026-03', count: 2, grossCents: 3_330 + 1_820 },
    ]);
    expect(body.open.overdue).toEqual({ count: 2, grossCents: 4_840 + 1_590 });
    const six = body.vat.rates.find((r) => r.rate === 6);
    // 6 %: 10,000 + 2,000 + 3,000 + 1,500 + 800 − 800 (credit note) of Q1; not last December's 9,000.
    expect(six).toEqual({ rate: 6, baseCents: 16_500, vatCents: 990 });
    expect(body.issued.creditNotes).toEqual({ count: 1, grossCents: -848 });
  });

  it('the other pharmacy’s staff see pharmacy B’s only; an admin sees both', async () => {
    expect(await figuresOf(w.otherStaff)).toEqual(expected(['B']));
    expect(await figuresOf(w.admin)).toEqual(expected(['A', 'B']));
  });
});

describe('GET /api/dashboards/banking', () => {
  whoMayAsk(() => w, ['/api/dashboards/banking', '/api/dashboards/banking.csv'], PHARMACY_AND_ADMIN);

  it('answers the range asked, and refuses a bad one on its field', async () => {
    const res = await call(w, 'GET', `/api/dashboards/banking?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DashboardBanking;
    expect(body.cashIn).toEqual(expected(['A']).cashIn);
    expect(body.vat.quarter).toBe('2026-Q1');
    const bad = await call(w, 'GET', '/api/dashboards/banking?from=2026-03-31&to=2026-03-01', w.staff.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ to: 'validation.endBeforeStart' });
  });

  it('the CSV holds the months, the methods and the quarter’s VAT', async () => {
    const res = await call(w, 'GET', `/api/dashboards/banking.csv?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="banking-dashboard-${RANGE.from}-${RANGE.to}.csv"`,
    );
    const want = expected(['A']);
    for (const m of want.cashIn)
      expect(res.body).toContain(`"cash_in_per_month","${m.month}","${m.count}","","","${m.grossCents}"`);
    for (const r of want.vat.rates)
      expect(res.body).toContain(
        `"vat_2026-Q1","${r.rate}%","","${r.baseCents}","${r.vatCents}","${r.baseCents + r.vatCents}"`,
      );
    expect(res.body).not.toContain('Secret');
  });
});
