import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PharmacyDirectoryQuery, PharmacyList, PharmacySort } from '@pharmacy/shared/schemas/pharmacy';
import type { Db } from '../../db/client';
import { pharmacies } from '../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';
import { pharmacyColumns, toPharmacies } from './profile';

/** At most this many words of `q` count: enough for "pharmacie sablon bruxelles 1000". */
const MAX_SEARCH_WORDS = 8;

/** Each word must appear in the name, city or postcode (accents and case ignored; LIKE wildcards taken literally). */
function searchConditions(q: string | undefined): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return words.map((word) => {
    const literal = word.replace(/[\\%_]/g, '\\$&');
    return sql`${pharmacies.searchText} LIKE '%' || catalogue_normalize(${literal}) || '%'`;
  });
}

export type DirectoryFilters = Pick<PharmacyDirectoryQuery, 'q' | 'onDuty' | 'city' | 'homeDelivery'>;

/** The WHERE of the directory and of its CSV export. */
export function directoryConditions(query: DirectoryFilters): (SQL | undefined)[] {
  return [
    ...searchConditions(query.q),
    query.onDuty
      ? sql`EXISTS (SELECT 1 FROM pharmacy_on_duty d WHERE d.pharmacy_id = ${pharmacies.id} AND d.date = ${query.onDuty})`
      : undefined,
    // "Liège" finds "liege" and "LIÈGE", but not "Liège-Est": the city is a filter, not a search.
    query.city ? sql`catalogue_normalize(${pharmacies.city}) = catalogue_normalize(${query.city})` : undefined,
    query.homeDelivery ? eq(pharmacies.homeDeliveryEnabled, query.homeDelivery === 'true') : undefined,
  ];
}

const byName = sql`${pharmacies.name} COLLATE "C"`;
const byCity = sql`${pharmacies.city} COLLATE "C"`;
const id = sql`${pharmacies.id}`;

/** Each sort's keys, ending with the id so the order is total. */
const SORTS: Record<PharmacySort, SortKey[]> = {
  name: [
    { expr: byName, desc: false },
    { expr: id, desc: false },
  ],
  '-name': [
    { expr: byName, desc: true },
    { expr: id, desc: true },
  ],
  city: [
    { expr: byCity, desc: false },
    { expr: byName, desc: false },
    { expr: id, desc: false },
  ],
  '-createdAt': [
    { expr: sql`${pharmacies.createdAt}`, desc: true, type: 'time' },
    { expr: id, desc: true },
  ],
};

type Row = { name: string; city: string; id: string; cursorAt: string };
/** The last row's values of each sort's keys, for the next cursor. */
const VALUES: Record<PharmacySort, (r: Row) => string[]> = {
  name: (r) => [r.name, r.id],
  '-name': (r) => [r.name, r.id],
  city: (r) => [r.city, r.name, r.id],
  '-createdAt': (r) => [r.cursorAt, r.id],
};

/** The public directory, filtered and sorted, keyset-paginated: rows added between two pages never shift a page. */
export async function listPharmacies(db: Db, query: PharmacyDirectoryQuery, now = new Date()): Promise<PharmacyList> {
  const keys = SORTS[query.sort];
  // The cursor carries the sort it was made for, so a cursor of another sort is a 400, not a wrong page.
  const after = query.cursor ? cursorAfter(query.cursor, query.sort, keys) : undefined;
  const rows = await db
    .select({ ...pharmacyColumns, cursorAt: utcMicros(pharmacies.createdAt) })
    .from(pharmacies)
    .where(and(...directoryConditions(query), after))
    .orderBy(...orderByKeys(keys))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(query.sort, VALUES[query.sort](last)));
  return { items: await toPharmacies(db, page, now), nextCursor };
}
