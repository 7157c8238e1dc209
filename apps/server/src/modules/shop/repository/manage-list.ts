import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { SHOP_LOW_STOCK, type ShopManageSort } from '@pharmacy/shared/shop/constants';
import type { ShopManageExportQuery, ShopManageList, ShopManageQuery } from '@pharmacy/shared/schemas/shop-product';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { csvStream, type CsvValue } from '../../../lib/csv';
import { forbidden } from '../../../lib/errors';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, type CursorValue, type SortKey } from '../../../lib/keyset-cursor';
import { euros } from '../../invoices/list';
import { managedScope, pharmaciesOf } from '../commands/access';
import { selectProducts, toSummary } from './present';
import { searchConditions } from './search';

const idAsc: SortKey = { expr: sql`${shopProducts.id}`, desc: false, type: 'uuid' };
const idDesc: SortKey = { ...idAsc, desc: true };
type Keyed = { product: { id: string; name: string; priceCents: number; quantity: number }; createdMicros: string; updatedMicros: string };

/** Each sort's keys and the last row's values; quantity goes up so what runs out comes first. */
const SORTS: Record<ShopManageSort, { keys: SortKey[]; values: (r: Keyed) => CursorValue[] }> = {
  name: { keys: [{ expr: sql`${shopProducts.name} COLLATE "C"`, desc: false }, idAsc], values: (r) => [r.product.name, r.product.id] },
  newest: { keys: [{ expr: sql`${shopProducts.createdAt}`, desc: true, type: 'time' }, idDesc], values: (r) => [r.createdMicros, r.product.id] },
  updated: { keys: [{ expr: sql`${shopProducts.updatedAt}`, desc: true, type: 'time' }, idDesc], values: (r) => [r.updatedMicros, r.product.id] },
  quantity: { keys: [{ expr: sql`${shopProducts.quantity}`, desc: false, type: 'int' }, idAsc], values: (r) => [r.product.quantity, r.product.id] },
  price: { keys: [{ expr: sql`${shopProducts.priceCents}`, desc: false, type: 'int' }, idAsc], values: (r) => [r.product.priceCents, r.product.id] },
};

const STOCK: Record<NonNullable<ShopManageQuery['stock']>, SQL> = {
  out: sql`${shopProducts.quantity} = 0`,
  low: sql`${shopProducts.quantity} BETWEEN 1 AND ${SHOP_LOW_STOCK}`,
  in: sql`${shopProducts.quantity} > 0`,
};

/** What the caller manages, filtered but for `visible` and `stock` (the tabs count those). */
async function baseOf(db: Db, user: UserProfile, query: ShopManageExportQuery): Promise<(SQL | undefined)[]> {
  if (user.role !== 'pharmacy' && user.role !== 'admin') throw forbidden('Only a pharmacy’s staff and admins manage shop products.');
  const scope = await managedScope(db, user);
  // Staff naming a pharmacy they do not work for are told so rather than shown an empty list (as ?orderId= on invoices).
  if (query.pharmacyId && user.role === 'pharmacy' && !(await pharmaciesOf(db, user.uid)).includes(query.pharmacyId)) {
    throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
  }
  return [
    scope === null ? sql`false` : scope,
    ...searchConditions(query.q),
    // An admin looks at one pharmacy; staff of several narrow to one of theirs.
    query.pharmacyId ? eq(shopProducts.pharmacyId, query.pharmacyId) : undefined,
    query.category ? eq(shopProducts.category, query.category) : undefined,
    query.kind ? eq(shopProducts.kind, query.kind) : undefined,
  ];
}

const narrowed = (base: (SQL | undefined)[], query: ShopManageExportQuery) => [
  ...base,
  query.visible ? eq(shopProducts.visible, query.visible === 'true') : undefined,
  query.stock ? STOCK[query.stock] : undefined,
];

async function countsOf(db: Db, base: (SQL | undefined)[]): Promise<NonNullable<ShopManageList['counts']>> {
  const n = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
  const [row] = await db
    .select({ all: count(), visible: n(sql`${shopProducts.visible}`), hidden: n(sql`NOT ${shopProducts.visible}`), outOfStock: n(STOCK.out), lowStock: n(STOCK.low) })
    .from(shopProducts)
    .where(and(...base));
  return row!;
}

async function pageAfter(db: Db, where: (SQL | undefined)[], sort: ShopManageSort, cursor: string | undefined, limit: number) {
  const { keys, values } = SORTS[sort];
  const madeFor = `shop-manage:${sort}`;
  const rows = await selectProducts(db)
    .where(and(...where, cursor ? cursorAfter(cursor, madeFor, keys) : undefined))
    .orderBy(...orderByKeys(keys))
    .limit(limit + 1);
  return pageOf(rows, limit, (last) => encodeCursor(madeFor, values(last)));
}

/** GET /api/shop/manage: the staff's products (an admin's: every pharmacy's), with the tabs' counts on the first page. */
export async function listManaged(db: Db, user: UserProfile, query: ShopManageQuery): Promise<ShopManageList> {
  const base = await baseOf(db, user, query);
  const [{ page, nextCursor }, counts] = await Promise.all([
    pageAfter(db, narrowed(base, query), query.sort, query.cursor, query.limit),
    query.cursor ? undefined : countsOf(db, base),
  ]);
  return { items: page.map(toSummary), nextCursor, ...(counts ? { counts } : {}) };
}

const HEADER = ['id', 'slug', 'pharmacy', 'kind', 'cip13', 'name', 'brand', 'category', 'colors', 'price_eur', 'vat_rate', 'quantity', 'visible', 'updated_at'];
const PAGE = 500;
/** As the invoices' export: a spreadsheet, not a backup. */
export const SHOP_EXPORT_MAX_ROWS = 50_000;

/** GET /api/shop/manage/export.csv: the filtered list in its order, streamed page by page (scope checked first). */
export async function exportManaged(db: Db, user: UserProfile, query: ShopManageExportQuery): Promise<Readable> {
  const where = narrowed(await baseOf(db, user, query), query);
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    let cursor: string | undefined;
    let sent = 0;
    do {
      const { page, nextCursor } = await pageAfter(db, where, query.sort, cursor, Math.min(PAGE, SHOP_EXPORT_MAX_ROWS - sent));
      yield page.map(({ product: p, pharmacy }) => [
        p.id, p.slug, pharmacy.name, p.kind, p.cip13, p.name, p.brand, p.category, p.colors.join(' | '), euros(p.priceCents), p.vatRate, p.quantity, p.visible, p.updatedAt.toISOString(),
      ]);
      sent += page.length;
      cursor = nextCursor ?? undefined;
    } while (cursor && sent < SHOP_EXPORT_MAX_ROWS);
  }
  return csvStream(HEADER, batches());
}
