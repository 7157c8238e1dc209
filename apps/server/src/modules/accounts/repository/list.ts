import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PeopleSort, UserList, UserListQuery } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authUser, users } from '../../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type CursorValue, type SortKey } from '../../../lib/keyset-cursor';
import { personColumns, toPeople, type PersonRow } from './person';
import { peopleSearch } from './search';

export type PeopleFilters = Pick<UserListQuery, 'q' | 'role' | 'status' | 'city'>;

/** The filters as SQL, the search's typo lookup done once (the CSV export reads many pages of one selection). */
export interface PeopleSelection {
  where: SQL[];
  /** With `q`: the search rank, which orders the page before the chosen sort. */
  score: SQL<number> | null;
}

export async function selectPeople(db: Db, filters: PeopleFilters): Promise<PeopleSelection> {
  const { where, score } = await peopleSearch(db, filters.q);
  if (filters.role) where.push(eq(users.role, filters.role));
  if (filters.status) where.push(eq(users.status, filters.status));
  if (filters.city) where.push(sql`catalogue_normalize(${users.city}) = catalogue_normalize(${filters.city})`);
  return { where, score };
}

const byName = sql`${users.displayName} COLLATE "C"`;

/** Each sort reads one index in order ((display_name COLLATE "C", uid) or (created_at, uid)); uid breaks ties. */
const SORTS: Record<PeopleSort, { keys: SortKey[]; value: SQL<string> }> = {
  name: { keys: [{ expr: byName, desc: false }, { expr: sql`${users.uid}`, desc: false }], value: sql<string>`${users.displayName}` },
  '-name': { keys: [{ expr: byName, desc: true }, { expr: sql`${users.uid}`, desc: true }], value: sql<string>`${users.displayName}` },
  createdAt: {
    keys: [{ expr: sql`${users.createdAt}`, desc: false, type: 'time' }, { expr: sql`${users.uid}`, desc: false }],
    value: utcMicros(users.createdAt),
  },
  '-createdAt': {
    keys: [{ expr: sql`${users.createdAt}`, desc: true, type: 'time' }, { expr: sql`${users.uid}`, desc: true }],
    value: utcMicros(users.createdAt),
  },
};

export interface PeoplePage {
  rows: PersonRow[];
  nextCursor: string | null;
}

export interface PageQuery {
  sort: PeopleSort;
  cursor?: string;
  limit: number;
}

/**
 * One keyset page of person rows (no pharmacies yet): what the list and the CSV export both read. The cursor names
 * its sort (another sort's cursor is a 400) and carries the rank first when there is one.
 */
export async function pagePeople(db: Db, selection: PeopleSelection, query: PageQuery): Promise<PeoplePage> {
  const sort = SORTS[query.sort];
  const keys: SortKey[] = selection.score ? [{ expr: selection.score, desc: true, type: 'int' }, ...sort.keys] : sort.keys;
  const where = [...selection.where];
  if (query.cursor) where.push(cursorAfter(query.cursor, query.sort, keys));
  const condition = where.length ? and(...where) : undefined;
  const cursorOf = (last: { uid: string; sortValue: string; score: number }) => {
    const values: CursorValue[] = [last.sortValue, last.uid];
    return encodeCursor(query.sort, selection.score ? [last.score, ...values] : values);
  };

  if (!selection.score) {
    const rows = await db
      .select({ ...personColumns, sortValue: sort.value, score: sql<number>`0` })
      .from(users)
      .innerJoin(authUser, eq(authUser.id, users.uid))
      .where(condition)
      .orderBy(...orderByKeys(keys))
      .limit(query.limit + 1);
    const { page, nextCursor } = pageOf(rows, query.limit, cursorOf);
    return { rows: page, nextCursor };
  }
  // A search ranks every match: ranked on `users` alone, then only the page's people are read with their account.
  // Ranked with auth_user joined, PostgreSQL hashed every account first (20 ms of a 47 ms search at 100,000 accounts).
  const ranked = await db
    .select({ uid: users.uid, sortValue: sort.value, score: selection.score })
    .from(users)
    .where(condition)
    .orderBy(...orderByKeys(keys))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(ranked, query.limit, cursorOf);
  const people = page.length
    ? await db
        .select(personColumns)
        .from(users)
        .innerJoin(authUser, eq(authUser.id, users.uid))
        .where(inArray(users.uid, page.map((r) => r.uid)))
    : [];
  const byUid = new Map(people.map((person) => [person.uid, person]));
  return { rows: page.flatMap((r) => (byUid.has(r.uid) ? [byUid.get(r.uid)!] : [])), nextCursor };
}

/** GET /api/admin/accounts: one query for the page, one batched query for everyone's pharmacies. */
export async function listPeople(db: Db, query: UserListQuery): Promise<UserList> {
  const page = await pagePeople(db, await selectPeople(db, query), query);
  return { items: await toPeople(db, page.rows), nextCursor: page.nextCursor };
}
