import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PeopleSort, UserList, UserListQuery } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authUser, users } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { utcMicros } from '../../../lib/time-cursor';
import { personColumns, toPeople, type PersonRow } from './person';

/** At most this many words of `q` count. */
const MAX_SEARCH_WORDS = 8;
/** Shorter words match as substrings only: their trigrams would make everyone "similar". */
const FUZZY_MIN_LENGTH = 4;

export type PeopleFilters = Pick<UserListQuery, 'q' | 'role' | 'status' | 'city'>;

/**
 * Every word of `q` must appear in the name, e-mail or city (accents and case ignored, LIKE wildcards literal) or be
 * close to a word there (pg_trgm word similarity, for typos). Both forms use the trigram index on search_text.
 */
function searchConditions(q: string | undefined): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return words.map((word) => {
    const literal = word.replace(/[\\%_]/g, '\\$&');
    const like = sql`${users.searchText} LIKE '%' || catalogue_normalize(${literal}) || '%'`;
    // Typos are forgiven in names only: an e-mail or a number must match as typed ("@example.be" is in everyone's).
    if (word.length < FUZZY_MIN_LENGTH || !/^\p{L}+$/u.test(word)) return like;
    return sql`(${like} OR ${users.searchText} %> catalogue_normalize(${word}))`;
  });
}

export function filterConditions(filters: PeopleFilters): SQL[] {
  const conditions = searchConditions(filters.q);
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.city) conditions.push(sql`catalogue_normalize(${users.city}) = catalogue_normalize(${filters.city})`);
  return conditions;
}

interface SortPlan {
  /** The sort key as the cursor carries it (text). */
  key: SQL<string>;
  order: SQL[];
  /** Rows after the cursor's (key, uid), in this sort's direction. */
  after: (key: string, uid: string) => SQL;
}

const byName = sql`(${users.displayName} COLLATE "C")`;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Each sort reads one index in order ((display_name COLLATE "C", uid) or (created_at, uid)); uid breaks ties. */
const SORTS: Record<PeopleSort, SortPlan> = {
  name: {
    key: sql<string>`${users.displayName}`,
    order: [asc(byName), asc(users.uid)],
    after: (key, uid) => sql`(${byName}, ${users.uid}) > (${key} COLLATE "C", ${uid})`,
  },
  '-name': {
    key: sql<string>`${users.displayName}`,
    order: [desc(byName), desc(users.uid)],
    after: (key, uid) => sql`(${byName}, ${users.uid}) < (${key} COLLATE "C", ${uid})`,
  },
  createdAt: {
    key: utcMicros(users.createdAt),
    order: [asc(users.createdAt), asc(users.uid)],
    after: (key, uid) => sql`(${users.createdAt}, ${users.uid}) > (${key}::timestamptz, ${uid})`,
  },
  '-createdAt': {
    key: utcMicros(users.createdAt),
    order: [desc(users.createdAt), desc(users.uid)],
    after: (key, uid) => sql`(${users.createdAt}, ${users.uid}) < (${key}::timestamptz, ${uid})`,
  },
};

/** Opaque cursor: base64url JSON of [sort, key, uid]; a cursor of another sort or a forged one is a 400. */
function encodeCursor(sort: PeopleSort, key: string, uid: string): string {
  return Buffer.from(JSON.stringify([sort, key, uid])).toString('base64url');
}

function decodeCursor(cursor: string, sort: PeopleSort): { key: string; uid: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'string') && value[0] === sort) {
      const [, key, uid] = value as [string, string, string];
      const timeSort = sort === 'createdAt' || sort === '-createdAt';
      if ((!timeSort || (TIME.test(key) && !Number.isNaN(Date.parse(key)))) && uid.length > 0 && uid.length <= 64) return { key, uid };
    }
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
}

export interface PeoplePage {
  rows: PersonRow[];
  nextCursor: string | null;
}

type PageQuery = PeopleFilters & { sort: PeopleSort; cursor?: string; limit: number };

/** The page's one SQL query (one more row than asked, to know whether a next page exists). */
export function peopleQuery(db: Db, query: PageQuery) {
  const plan = SORTS[query.sort];
  const conditions = filterConditions(query);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, query.sort);
    conditions.push(plan.after(after.key, after.uid));
  }
  return db
    .select({ ...personColumns, sortKey: plan.key })
    .from(users)
    .innerJoin(authUser, eq(authUser.id, users.uid))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...plan.order)
    .limit(query.limit + 1);
}

/** One keyset page of person rows (no pharmacies yet): what the list and the CSV export both read. */
export async function pagePeople(db: Db, query: PageQuery): Promise<PeoplePage> {
  const rows = await peopleQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, last.sortKey, last.uid) : null,
  };
}

/** GET /api/admin/accounts: one query for the page, one batched query for everyone's pharmacies. */
export async function listPeople(db: Db, query: UserListQuery): Promise<UserList> {
  const page = await pagePeople(db, query);
  return { items: await toPeople(db, page.rows), nextCursor: page.nextCursor };
}
