import { eq, sql, type SQL } from 'drizzle-orm';
import type { ShipperList, ShipperListQuery } from '@pharmacy/shared/schemas/shipper';
import type { Db } from '../../db/client';
import { shippers, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { cursorAfter, encodeCursor, pageOf, type CursorValue, type SortKey } from '../../lib/keyset-cursor';
import { deliveriesDone, selectShippers, toShipperRow, type ShipperRecord, type ShipperViewer } from './rows';

type Sort = ShipperListQuery['sort'];
export type ShipperFilters = Omit<ShipperListQuery, 'cursor' | 'limit'>;

const MAX_SEARCH_WORDS = 8;
const byName = sql`${users.displayName} COLLATE "C"`;
const uid = sql`${users.uid}`;

const SORTS: Record<Sort, SortKey[]> = {
  name: [
    { expr: byName, desc: false },
    { expr: uid, desc: false },
  ],
  '-name': [
    { expr: byName, desc: true },
    { expr: uid, desc: true },
  ],
  '-deliveries': [
    { expr: deliveriesDone, desc: true, type: 'int' },
    { expr: byName, desc: false },
    { expr: uid, desc: false },
  ],
  '-createdAt': [
    { expr: sql`${users.createdAt}`, desc: true, type: 'time' },
    { expr: uid, desc: true },
  ],
};

/** The last row's values of each sort's keys, for the next cursor. */
const cursorOf: Record<Sort, (r: ShipperRecord) => CursorValue[]> = {
  name: (r) => [r.displayName, r.uid],
  '-name': (r) => [r.displayName, r.uid],
  '-deliveries': (r) => [r.deliveriesDone, r.displayName, r.uid],
  '-createdAt': (r) => [r.cursorAt, r.uid],
};

/**
 * The filters. An admin's `q` matches name, e-mail and city (users.search_text); a pharmacy's staff search names
 * only, since they are not shown e-mail addresses.
 */
export function shipperConditions(viewer: ShipperViewer, query: ShipperFilters): (SQL | undefined)[] {
  if (viewer.kind === 'staff' && query.pharmacyId && !viewer.pharmacyIds.includes(query.pharmacyId))
    throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
  const haystack = viewer.kind === 'admin' ? sql`${users.searchText}` : sql`catalogue_normalize(${users.displayName})`;
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return [
    ...words.map((word) => sql`${haystack} LIKE '%' || catalogue_normalize(${word.replace(/[\\%_]/g, '\\$&')}) || '%'`),
    // `shippers` is left-joined by selectShippers: no row yet means the defaults.
    query.available ? sql`coalesce(${shippers.available}, false) = ${query.available === 'true'}` : undefined,
    query.vehicle ? sql`coalesce(${shippers.vehicle}, 'bike') = ${query.vehicle}` : undefined,
    query.pharmacyId
      ? sql`EXISTS (SELECT 1 FROM shipper_pharmacies sp WHERE sp.shipper_id = ${users.uid} AND sp.pharmacy_id = ${query.pharmacyId})`
      : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  ];
}

/** GET /api/shippers: filtered, sorted, keyset-paginated (rows added between two pages never shift a page). */
export async function listShippers(db: Db, viewer: ShipperViewer, query: ShipperListQuery): Promise<ShipperList> {
  const keys = SORTS[query.sort];
  // The cursor carries the sort it was made for, so a cursor of another sort is a 400, not a wrong page.
  const after = query.cursor ? cursorAfter(query.cursor, query.sort, keys) : undefined;
  const rows = await selectShippers(db, viewer, [...shipperConditions(viewer, query), after], keys, query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(query.sort, cursorOf[query.sort](last)));
  return { items: page.map(toShipperRow), nextCursor };
}
