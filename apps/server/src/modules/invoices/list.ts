import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { alias } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '@pharmacy/shared/invoices/constants';
import type { InvoiceExportQuery, InvoiceList, InvoiceListQuery, InvoiceStatus } from '@pharmacy/shared/schemas/invoice';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { csvStream, type CsvValue } from '../../lib/csv';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';
import { forbidden } from '../../lib/errors';
import { escapeLike } from '../catalogue/search-terms';
import { assertOrderReadable, readableBy } from './access';
import { toSummary } from './present';

type Sort = InvoiceListQuery['sort'];

/**
 * Each sort's first key and how its value travels in the cursor; the id follows, the same way, so the order is total.
 * Newest first (the default) is what the (pharmacy_id | customer_id, created_at, id) indexes walk in order. A draft has
 * no issue or due date: it sorts last among the issued, and last of what is due.
 */
const SORTS: Record<Sort, { key: SortKey; value: SQL }> = {
  newest: { key: { expr: sql`${invoices.createdAt}`, desc: true, type: 'time' }, value: utcMicros(invoices.createdAt) },
  oldest: { key: { expr: sql`${invoices.createdAt}`, desc: false, type: 'time' }, value: utcMicros(invoices.createdAt) },
  issued: { key: { expr: sql`(coalesce(${invoices.issueDate}::text, '') COLLATE "C")`, desc: true }, value: sql`coalesce(${invoices.issueDate}::text, '')` },
  due: { key: { expr: sql`(coalesce(${invoices.dueDate}::text, '9999-12-31') COLLATE "C")`, desc: false }, value: sql`coalesce(${invoices.dueDate}::text, '9999-12-31')` },
  amount: { key: { expr: sql`${invoices.grossCents}`, desc: true, type: 'int' }, value: sql`${invoices.grossCents}` },
};
const keysOf = (sort: Sort): SortKey[] => [SORTS[sort].key, { expr: sql`${invoices.id}`, desc: SORTS[sort].key.desc, type: 'uuid' }];
/** The cursor names its sort: a cursor of another sort is a 400, not a wrong page. */
const madeFor = (sort: Sort) => `invoices:${sort}`;

/** What the caller may see, filtered as asked but for the status and the kind (the tabs count each of them). */
async function baseOf(db: Db, user: UserProfile, query: InvoiceExportQuery): Promise<SQL[]> {
  // Shippers have no invoices (docs/PRODUCT.md); staff of no pharmacy simply have none yet.
  if (user.role === 'shipper') throw forbidden('Couriers have no invoices.');
  const scope = await readableBy(db, user);
  const base: SQL[] = scope === null ? [sql`false`] : scope ? [scope] : [];
  if (query.orderId) {
    await assertOrderReadable(db, user, query.orderId);
    base.push(eq(invoices.orderId, query.orderId));
  }
  if (query.from) base.push(gte(invoices.issueDate, query.from));
  if (query.to) base.push(lte(invoices.issueDate, query.to));
  if (query.q) {
    const pattern = sql`'%' || catalogue_normalize(${escapeLike(query.q)}) || '%'`;
    base.push(sql`(catalogue_normalize(coalesce(${invoices.number}, '')) LIKE ${pattern} OR catalogue_normalize(${invoices.buyer}->>'name') LIKE ${pattern})`);
  }
  return base;
}

/** One page of invoice rows after `cursor` in `sort`'s order, with the number of the invoice a credit note corrects. */
async function pageAfter(db: Db, where: SQL[], sort: Sort, cursor: string | undefined, limit: number) {
  const credited = alias(invoices, 'credited');
  const keys = keysOf(sort);
  const rows = await db
    .select({ invoice: invoices, creditedNumber: credited.number, sortValue: SORTS[sort].value as SQL<string | number> })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(and(...where, ...(cursor ? [cursorAfter(cursor, madeFor(sort), keys)] : [])))
    .orderBy(...orderByKeys(keys))
    .limit(limit + 1);
  return pageOf(rows, limit, (last) => encodeCursor(madeFor(sort), [last.sortValue, last.invoice.id]));
}

const narrowed = (base: SQL[], query: Pick<InvoiceExportQuery, 'status' | 'kind'>) => [
  ...base,
  ...(query.status ? [eq(invoices.status, query.status)] : []),
  ...(query.kind ? [eq(invoices.kind, query.kind)] : []),
];

/** The tabs' counts and the summary's totals; a page after the first (a cursor) has them already and skips them. */
async function countsOf(db: Db, base: SQL[]): Promise<Pick<InvoiceList, 'counts' | 'amounts' | 'creditNotes'>> {
  const counted = await db
    .select({ status: invoices.status, kind: invoices.kind, n: count(), gross: sql<string>`coalesce(sum(${invoices.grossCents}), 0)` })
    .from(invoices)
    .where(and(...base))
    .groupBy(invoices.status, invoices.kind);
  const counts = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, 0])) as Record<InvoiceStatus, number>;
  const amounts = { ...counts };
  const creditNotes = { count: 0, grossCents: 0 };
  for (const row of counted) {
    // A sum of integer cents comes back as a numeric string; it stays exact far past any pharmacy's turnover.
    const gross = Number(row.gross);
    if (row.kind === 'credit_note') {
      creditNotes.count += row.n;
      creditNotes.grossCents += gross;
    } else {
      counts[row.status] = row.n;
      amounts[row.status] = gross;
    }
  }
  return { counts, amounts, creditNotes };
}

export async function listInvoices(db: Db, user: UserProfile, query: InvoiceListQuery): Promise<InvoiceList> {
  const base = await baseOf(db, user, query);
  const [{ page, nextCursor }, totals] = await Promise.all([
    pageAfter(db, narrowed(base, query), query.sort, query.cursor, query.limit),
    query.cursor ? {} : countsOf(db, base),
  ]);
  return { items: page.map((r) => toSummary(r.invoice)), nextCursor, ...totals };
}

const HEADER = [
  'number',
  'kind',
  'status',
  'issue_date',
  'due_date',
  'seller',
  'buyer',
  'buyer_vat_number',
  'net_eur',
  'vat_eur',
  'gross_eur',
  'structured_communication',
  'paid_at',
  'payment_method',
  'credited_invoice',
];
const PAGE = 500;
/** An export is for a spreadsheet, not a backup: past this many rows, filter first. */
export const INVOICE_EXPORT_MAX_ROWS = 50_000;

/** Cents as a decimal euro amount with a point (`-12.05`), exact. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A page of the listed rows: the invoice and the number of the one a credit note corrects. */
export type ListedPage = Awaited<ReturnType<typeof pageAfter>>['page'];

/**
 * Every row of the filtered list (status and kind included) in its order, a page at a time, at most `max`. The scope
 * is checked before the first page is read, so a caller that streams the rows can still answer a refusal as such.
 */
export async function listedPages(db: Db, user: UserProfile, query: InvoiceExportQuery, max: number, pageSize = PAGE): Promise<AsyncGenerator<ListedPage>> {
  const where = narrowed(await baseOf(db, user, query), query);
  return (async function* pages() {
    let cursor: string | undefined;
    let sent = 0;
    do {
      const { page, nextCursor } = await pageAfter(db, where, query.sort, cursor, Math.min(pageSize, max - sent));
      yield page;
      sent += page.length;
      cursor = nextCursor ?? undefined;
    } while (cursor && sent < max);
  })();
}

/** How many rows the filtered list holds, counting no further than `max + 1` (enough to say "too many"). */
export async function countListedUpTo(db: Db, user: UserProfile, query: InvoiceExportQuery, max: number): Promise<number> {
  const where = narrowed(await baseOf(db, user, query), query);
  const rows = await db.select({ id: invoices.id }).from(invoices).where(and(...where)).limit(max + 1);
  return rows.length;
}

/** GET /api/invoices/export.csv: the filtered list (status included) in the list's order, streamed page by page. */
export async function exportInvoices(db: Db, user: UserProfile, query: InvoiceExportQuery): Promise<Readable> {
  const pages = await listedPages(db, user, query, INVOICE_EXPORT_MAX_ROWS);
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    for await (const page of pages) {
      yield page.map(({ invoice: i, creditedNumber }) => [
        i.number,
        i.kind,
        i.status,
        i.issueDate,
        i.dueDate,
        i.seller.name,
        i.buyer.name,
        i.buyer.vatNumber,
        euros(i.netCents),
        euros(i.vatCents),
        euros(i.grossCents),
        i.structuredCommunication,
        i.paidAt?.toISOString() ?? null,
        i.paymentMethod,
        creditedNumber,
      ]);
    }
  }
  return csvStream(HEADER, batches());
}
