/**
 * Invoice figures (issue 14), on PostgreSQL: a temp database with 100,000 invoice rows (99,000 invoices and the 1,000
 * credit notes of those credited in full, invoices-seed.ts) over 20 pharmacies, then the app started on it: the
 * invoice list (GET /api/invoices) one request at a time and under load, as the big pharmacy's staff, as the admin
 * (every pharmacy) and as a customer, and the CSV export of one month. Every answer is checked against the database
 * (tab counts, matches, rows). Loopback only; the seed has a deadline and every load run a fixed duration.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { INVOICE_STATUSES } from '@pharmacy/shared/invoices/constants';
import { openDatabase } from '../apps/server/src/db/client';
import { createAccount } from '../apps/server/src/modules/accounts/commands/register';
import { addStaff } from '../apps/server/src/modules/pharmacies/service';
import { createPharmacy } from '../apps/server/src/modules/pharmacies/write';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../e2e/support/ports';
import { postgresAdmin, withDeadline } from './catalogue';
import { seedInvoices } from './invoices-seed';
import type { InvoiceSeedReport } from './invoices-seed';
import { measure } from './load';
import type { LoadResult } from './load';
import { signIn } from './session';
import type { Credentials } from './session';

const INVOICES = 99_000;
const CREDIT_NOTES = 1_000;
const PHARMACIES = 20;
const CUSTOMERS = 2_000;
const SEED_DEADLINE_MS = 5 * 60_000;
const REQUEST_DEADLINE_MS = 30_000;
const PASSWORD = 'Bench-password-42';
const SEARCH = 'peeters';
const PAGE = 25;

type Who = 'staff' | 'admin' | 'customer';

export interface InvoiceColdRequest {
  who: Who;
  name: string;
  path: string;
  ms: number;
  items: number;
  /** Sum of the tab counts and the credit notes: every row the view's filters (but status and kind) match. */
  total: number | null;
  status: number;
}

export interface InvoiceCheck {
  what: string;
  expected: number | string;
  got: number | string;
}

export interface InvoiceCsvExport {
  path: string;
  status: number;
  /** Three exports one after the other. */
  runsMs: number[];
  bytes: number;
  rows: number;
}

export interface InvoicesFigures {
  database: string;
  seed: InvoiceSeedReport;
  cold: InvoiceColdRequest[];
  csv: InvoiceCsvExport;
  list: { who: Who; name: string; path: string; load: LoadResult }[];
  /** Answers compared with the database: each must have got what it expected. */
  checks: InvoiceCheck[];
}

export type InvoicesResult = InvoicesFigures | { skipped: string; failed?: boolean };

export interface InvoicePeople {
  admin: Credentials;
  staff: Credentials;
  customer: Credentials;
  bigPharmacyId: string;
}

const account = (role: 'admin' | 'pharmacy' | 'customer', lastName: string) => ({
  email: `bench-${role}-${randomBytes(3).toString('hex')}@example.com`,
  password: PASSWORD,
  firstName: 'Bench',
  lastName,
  role,
  emailVerified: true,
  status: 'active' as const,
});

/**
 * The admin, the staff member and the customer who sign in, through the app's commands: accounts (createAccount), the
 * 20 pharmacies as the admin creates them, with what their invoices need (createPharmacy), the staff link (addStaff).
 * Then the bulk seed.
 */
export async function setUpInvoices(url: string, client: pg.Client): Promise<{ people: InvoicePeople; seed: InvoiceSeedReport }> {
  const database = await openDatabase({ url, poolSize: 2 });
  let people: InvoicePeople;
  let plan: Parameters<typeof seedInvoices>[1];
  try {
    const { db } = database;
    const adminInput = account('admin', 'Admin');
    const staffInput = account('pharmacy', 'Staff');
    const customerInput = account('customer', 'Customer');
    const admin = await createAccount(db, adminInput);
    const staff = await createAccount(db, staffInput);
    const customer = await createAccount(db, customerInput);
    const ids: string[] = [];
    for (let n = 1; n <= PHARMACIES; n++) {
      const name = n === 1 ? 'Pharmacie du Sablon' : `Pharmacie Bench ${n}`;
      ids.push(
        await createPharmacy(
          db,
          {
            name,
            code: `PH${String(n).padStart(2, '0')}`,
            address: `Rue Haute ${n}`,
            postalCode: '1000',
            city: 'Bruxelles',
            vatNumber: 'BE0123456749',
            iban: 'BE68539007547034',
            bic: 'GKCCBEBB',
          },
          admin.uid,
        ),
      );
    }
    await addStaff(db, ids[0]!, staff.uid);
    people = { admin: adminInput, staff: staffInput, customer: customerInput, bigPharmacyId: ids[0]! };
    plan = {
      invoices: INVOICES,
      creditNotes: CREDIT_NOTES,
      bigPharmacyId: ids[0]!,
      otherPharmacyIds: ids.slice(1),
      staffUid: staff.uid,
      customers: CUSTOMERS,
      measuredCustomer: { uid: customer.uid, name: 'Bench Customer', email: customerInput.email },
    };
  } finally {
    await database.close();
  }
  console.log(`bench:   seeding ${(INVOICES + CREDIT_NOTES).toLocaleString('en')} invoices and credit notes`);
  const seed = await withDeadline(seedInvoices(client, plan), SEED_DEADLINE_MS, 'the invoices seed');
  console.log(`bench:   seeded in ${(seed.ms / 1000).toFixed(1)} s`);
  return { people, seed };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** `months` calendar months from the first day of `month` (1–12; 0 and below reach into the years before). */
const months = (year: number, month: number, count: number) => ({
  from: iso(new Date(Date.UTC(year, month - 1, 1))),
  to: iso(new Date(Date.UTC(year, month - 1 + count, 0))),
});

/** What the database says the answers must hold. */
async function expectations(client: pg.Client, people: InvoicePeople) {
  const today = (await client.query<{ d: string }>(`SELECT ((now() AT TIME ZONE 'Europe/Brussels')::date)::text AS d`)).rows[0]!.d;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const month1 = months(year, month - 1, 1);
  const quarter = months(year, Math.floor((month - 1) / 3) * 3 - 2, 3);
  const one = async (where: string, params: unknown[]) =>
    (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE ${where}`, params)).rows[0]!.n;
  // What list.ts matches a search against (number or buyer name, accents and case ignored); `q` is $n.
  const matches = (n: number) =>
    `(catalogue_normalize(coalesce(number, '')) LIKE '%' || catalogue_normalize($${n}) || '%' OR catalogue_normalize(buyer->>'name') LIKE '%' || catalogue_normalize($${n}) || '%')`;
  const customerUid = (await client.query<{ uid: string }>('SELECT uid FROM users WHERE email = $1', [people.customer.email])).rows[0]!.uid;
  return {
    month: month1,
    quarter,
    search: await one(`pharmacy_id = $1 AND ${matches(2)}`, [people.bigPharmacyId, SEARCH]),
    searchAll: await one(matches(1), [SEARCH]),
    inQuarter: await one('pharmacy_id = $1 AND issue_date BETWEEN $2 AND $3', [people.bigPharmacyId, quarter.from, quarter.to]),
    inMonth: await one('pharmacy_id = $1 AND issue_date BETWEEN $2 AND $3', [people.bigPharmacyId, month1.from, month1.to]),
    customer: await one(`customer_id = $1 AND status <> 'draft'`, [customerUid]),
  };
}

/** The parts of a list answer the bench reads. */
interface ListBody {
  items?: { id: string; number: string | null; status: string; kind: string }[];
  nextCursor?: string | null;
  counts?: Record<string, number>;
  creditNotes?: { count: number };
}

async function getJson(url: string, cookie: string): Promise<{ status: number; body: ListBody }> {
  const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as ListBody };
}

const totalOf = (body: ListBody) =>
  body.counts ? Object.values(body.counts).reduce((sum, n) => sum + n, 0) + (body.creditNotes?.count ?? 0) : null;
/** The counts in INVOICE_STATUSES order, as text: one check compares them all. */
const statusLine = (counts: Record<string, number> | undefined) => INVOICE_STATUSES.map((s) => `${s} ${counts?.[s] ?? 0}`).join(', ');
/** The items' count when each passes `ok`, else how many do not. */
const allOk = (body: ListBody, ok: (item: NonNullable<ListBody['items']>[number]) => boolean) => {
  const items = body.items ?? [];
  const bad = items.filter((i) => !ok(i)).length;
  return bad === 0 ? items.length : `${bad} of ${items.length} wrong`;
};

interface Sessions {
  staff: string;
  admin: string;
  customer: string;
}

/** One request at a time right after start, each view once; returns the paths the load runs reuse. */
async function coldRequests(baseUrl: string, cookies: Sessions, seed: InvoiceSeedReport, expected: Awaited<ReturnType<typeof expectations>>) {
  // Warms the app, the sessions and the pool without reading the list: an invoice id that does not exist (a 404).
  for (const cookie of Object.values(cookies)) {
    const warm = await getJson(`${baseUrl}/api/invoices/00000000-0000-4000-8000-000000000000`, cookie);
    if (warm.status !== 404) throw new Error(`GET /api/invoices/:id (warm-up): HTTP ${warm.status}, expected 404`);
  }
  const cold: InvoiceColdRequest[] = [];
  const checks: InvoiceCheck[] = [];
  const time = async (who: Who, name: string, path: string) => {
    const started = performance.now();
    const { status, body } = await getJson(`${baseUrl}${path}`, cookies[who]);
    cold.push({ who, name, path, ms: Math.round((performance.now() - started) * 10) / 10, items: body.items?.length ?? 0, total: totalOf(body), status });
    return body;
  };
  const check = (what: string, expectedValue: number | string, got: number | string | null) => checks.push({ what, expected: expectedValue, got: got ?? 'none' });

  const first = await time('staff', 'first page, newest', '/api/invoices');
  check("staff, first page: tab counts + credit notes = the pharmacy's invoices", seed.inBigPharmacy, totalOf(first));
  check('staff, first page: count per status', statusLine(seed.bigByStatus), statusLine(first.counts));
  check('staff, first page: credit notes', seed.bigCreditNotes, first.creditNotes?.count ?? 'none');
  const secondPath = `/api/invoices?cursor=${encodeURIComponent(first.nextCursor ?? '')}`;
  const second = await time('staff', 'second page (cursor)', secondPath);
  const firstIds = new Set(first.items?.map((i) => i.id));
  check('staff, second page: 25 items, none of the first page', PAGE, allOk(second, (i) => !firstIds.has(i.id)));
  const overduePath = '/api/invoices?status=overdue&kind=invoice';
  const overdue = await time('staff', 'tab overdue', overduePath);
  check('staff, tab overdue: overdue invoices only', Math.min(PAGE, seed.bigByStatus.overdue ?? 0), allOk(overdue, (i) => i.status === 'overdue' && i.kind === 'invoice'));
  check('staff, tab overdue: same tab counts as the first page', statusLine(first.counts), statusLine(overdue.counts));
  const drafts = await time('staff', 'tab drafts', '/api/invoices?status=draft&kind=invoice');
  check('staff, tab drafts: drafts only', Math.min(PAGE, seed.bigByStatus.draft ?? 0), allOk(drafts, (i) => i.status === 'draft' && i.number === null));
  const notes = await time('staff', 'tab credit notes', '/api/invoices?kind=credit_note');
  check('staff, tab credit notes: credit notes only', Math.min(PAGE, seed.bigCreditNotes), allOk(notes, (i) => i.kind === 'credit_note'));
  const searchPath = `/api/invoices?q=${SEARCH}`;
  check(`staff, search q=${SEARCH}: matches`, expected.search, totalOf(await time('staff', `search q=${SEARCH}`, searchPath)));
  const number = first.items?.find((i) => i.number)?.number ?? 'NONE';
  const byNumber = await time('staff', 'search a number', `/api/invoices?q=${encodeURIComponent(number)}`);
  check(`staff, search ${number}: that invoice`, 1, allOk(byNumber, (i) => i.number === number));
  check('staff, search q=zzyzx: nothing', 0, totalOf(await time('staff', 'search, no match', '/api/invoices?q=zzyzx')));
  const quarterPath = `/api/invoices?from=${expected.quarter.from}&to=${expected.quarter.to}`;
  check(`staff, issued ${expected.quarter.from}..${expected.quarter.to}: rows`, expected.inQuarter, totalOf(await time('staff', 'issued in a quarter', quarterPath)));
  check('admin, first page: every row', seed.rows, totalOf(await time('admin', 'first page, every pharmacy', '/api/invoices')));
  check(`admin, search q=${SEARCH}: matches`, expected.searchAll, totalOf(await time('admin', `search q=${SEARCH}`, searchPath)));
  const mine = await time('customer', 'own invoices', '/api/invoices');
  check('customer, own invoices: issued ones only', expected.customer, totalOf(mine));
  const views = [
    { who: 'staff' as const, name: 'first page, newest', path: '/api/invoices' },
    { who: 'staff' as const, name: 'second page (cursor)', path: secondPath },
    { who: 'staff' as const, name: 'tab overdue', path: overduePath },
    { who: 'staff' as const, name: `search q=${SEARCH}`, path: searchPath },
    { who: 'staff' as const, name: 'issued in a quarter', path: quarterPath },
    { who: 'admin' as const, name: 'first page, every pharmacy', path: '/api/invoices' },
    { who: 'customer' as const, name: 'own invoices', path: '/api/invoices' },
  ];
  return { cold, checks, views };
}

/** The CSV of one month's issued invoices and credit notes, three times one after the other. */
async function csvExport(baseUrl: string, cookie: string, range: { from: string; to: string }): Promise<InvoiceCsvExport> {
  const path = `/api/invoices/export.csv?from=${range.from}&to=${range.to}`;
  const runsMs: number[] = [];
  let status = 0;
  let text = '';
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
    text = await res.text();
    runsMs.push(Math.round(performance.now() - started));
    status = res.status;
  }
  const lines = text.split('\r\n').filter((l) => l.length > 0).length;
  return { path, status, runsMs, bytes: Buffer.byteLength(text), rows: Math.max(0, lines - 1) };
}

async function measureApp(url: string, root: string, client: pg.Client, people: InvoicePeople, seed: InvoiceSeedReport) {
  const expected = await expectations(client, people);
  const app = await startApp({
    port: await freePort(),
    logFile: join(root, 'server.log'),
    env: { DATABASE_URL: url, DATA_DIR: join(root, 'data'), SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
  });
  try {
    const cookies: Sessions = {
      staff: await signIn(app.url, people.staff),
      admin: await signIn(app.url, people.admin),
      customer: await signIn(app.url, people.customer),
    };
    console.log('bench:   invoice list, 12 requests one at a time');
    const { cold, checks, views } = await coldRequests(app.url, cookies, seed, expected);
    console.log(`bench:   CSV export of ${expected.month.from}..${expected.month.to}, 3 times`);
    const csv = await csvExport(app.url, cookies.staff, expected.month);
    checks.push({ what: `staff, CSV of ${expected.month.from}..${expected.month.to}: rows`, expected: expected.inMonth, got: csv.rows });
    const list: InvoicesFigures['list'] = [];
    for (const view of views) {
      console.log(`bench:   GET ${view.path} as ${view.who} (50 connections)`);
      list.push({ ...view, load: await measure({ url: `${app.url}${view.path}`, headers: { cookie: cookies[view.who] } }) });
    }
    return { cold, csv, list, checks };
  } finally {
    await app.stop();
  }
}

/** The big pharmacy's invoices per status now, as statusLine writes them (the app's overdue job must have changed none). */
async function bigStatuses(client: pg.Client, pharmacyId: string): Promise<string> {
  const { rows } = await client.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM invoices WHERE pharmacy_id = $1 AND kind = 'invoice' GROUP BY status`,
    [pharmacyId],
  );
  return statusLine(Object.fromEntries(rows.map((r) => [r.status, r.n])));
}

export async function measureInvoices(): Promise<InvoicesResult> {
  const admin = await postgresAdmin();
  if (typeof admin === 'string') return { skipped: admin };
  const name = `pharmacy_bench_${randomBytes(4).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pharmacy-bench-invoices-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    console.log(`bench:   temp database ${name}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { people, seed } = await setUpInvoices(url, client);
      const figures = await measureApp(url, root, client, people, seed);
      figures.checks.push(
        { what: 'number series gapless (1..last of invoice_sequences)', expected: 0, got: seed.seriesGaps },
        { what: 'staff pharmacy per status after the run', expected: statusLine(seed.bigByStatus), got: await bigStatuses(client, people.bigPharmacyId) },
      );
      const database = `PostgreSQL ${(await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v.split(' ')[0]}`;
      return { database, seed, ...figures };
    } finally {
      await client.end();
    }
  } catch (error) {
    console.error('bench: the invoices part failed:', error);
    return { skipped: `failed: ${(error as Error).message.split('\n')[0]}`, failed: true };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e: Error) => console.warn(`bench: could not drop ${name}: ${e.message}`));
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}
