import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ShopList, ShopListQuery } from '@pharmacy/shared/schemas/shop-product';
import type { ShopSort } from '@pharmacy/shared/shop/constants';
import type { Db } from '../../../db/client';
import { pharmacies, shopProducts } from '../../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, type CursorValue, type SortKey } from '../../../lib/keyset-cursor';
import { publicSql } from '../commands/medicine-rule';
import { selectProducts, toSummary } from './present';
import { relevanceOf, searchConditions } from './search';

const byName = { expr: sql`${shopProducts.name} COLLATE "C"`, desc: false };
const idAsc: SortKey = { expr: sql`${shopProducts.id}`, desc: false, type: 'uuid' };
const idDesc: SortKey = { ...idAsc, desc: true };

interface Keyed {
  product: { id: string; name: string; priceCents: number };
  score: number;
  createdMicros: string;
}

/** Each sort's keys (ending with the id, so the order is total) and the last row's values for the next cursor. */
function sortOf(sort: ShopSort, score: SQL): { keys: SortKey[]; values: (r: Keyed) => CursorValue[] } {
  switch (sort) {
    case 'relevance':
      return { keys: [{ expr: score, desc: true, type: 'int' }, byName, idAsc], values: (r) => [r.score, r.product.name, r.product.id] };
    case 'name':
      return { keys: [byName, idAsc], values: (r) => [r.product.name, r.product.id] };
    case 'price':
      return { keys: [{ expr: sql`${shopProducts.priceCents}`, desc: false, type: 'int' }, idAsc], values: (r) => [r.product.priceCents, r.product.id] };
    case '-price':
      return { keys: [{ expr: sql`${shopProducts.priceCents}`, desc: true, type: 'int' }, idDesc], values: (r) => [r.product.priceCents, r.product.id] };
    case 'newest':
      return { keys: [{ expr: sql`${shopProducts.createdAt}`, desc: true, type: 'time' }, idDesc], values: (r) => [r.createdMicros, r.product.id] };
  }
}

/**
 * "Near a postcode" without a map: a pharmacy in that postcode, in the same area (Belgian postcodes share their first
 * two digits within a region: 10xx Brussels, 90xx Ghent) or delivering to it at home.
 */
const nearPostcode = (postcode: string): SQL =>
  sql`(${pharmacies.postalCode} = ${postcode} OR left(${pharmacies.postalCode}, 2) = ${postcode.slice(0, 2)}
    OR (${pharmacies.homeDeliveryEnabled} AND ${postcode} = ANY(${pharmacies.homeDeliveryPostcodes})))`;

/**
 * GET /api/shop/products: anyone's shop. Only visible products that may be sold (publicSql re-checks the
 * prescription rule in SQL), of every pharmacy of the public directory (the directory lists every pharmacy row).
 */
export async function listShop(db: Db, query: ShopListQuery): Promise<ShopList> {
  const score = relevanceOf(query.q);
  const { keys, values } = sortOf(query.sort, score);
  const madeFor = `shop:${query.sort}`;
  const where: (SQL | undefined)[] = [
    publicSql,
    ...searchConditions(query.q),
    query.category ? eq(shopProducts.category, query.category) : undefined,
    query.kind ? eq(shopProducts.kind, query.kind) : undefined,
    query.minPrice !== undefined ? gte(shopProducts.priceCents, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(shopProducts.priceCents, query.maxPrice) : undefined,
    query.inStock === 'true' ? sql`${shopProducts.quantity} > 0` : query.inStock === 'false' ? eq(shopProducts.quantity, 0) : undefined,
    query.postcode ? nearPostcode(query.postcode) : undefined,
    query.cursor ? cursorAfter(query.cursor, madeFor, keys) : undefined,
  ];
  const rows = await selectProducts(db, score)
    .where(and(...where))
    .orderBy(...orderByKeys(keys))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(madeFor, values(last)));
  return { items: page.map(toSummary), nextCursor };
}
