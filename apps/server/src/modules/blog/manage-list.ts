import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '@pharmacy/shared/blog/constants';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { BlogManageQuery, BlogWriterTagsQuery } from '@pharmacy/shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';
import { summaryColumns, toListed, type SummaryRow } from './present';
import { matching, tagCounts } from './public-read';
import { effectiveStatus, isPublic } from './visibility';

type Sort = BlogManageQuery['sort'];

/** Each sort's first key and how its value travels in the cursor; the id follows the same way. */
const SORTS: Record<Sort, { key: SortKey; value: SQL<string> }> = {
  updated: { key: { expr: sql`${blogPosts.updatedAt}`, desc: true, type: 'time' }, value: utcMicros(blogPosts.updatedAt) },
  newest: { key: { expr: sql`${blogPosts.createdAt}`, desc: true, type: 'time' }, value: utcMicros(blogPosts.createdAt) },
  oldest: { key: { expr: sql`${blogPosts.createdAt}`, desc: false, type: 'time' }, value: utcMicros(blogPosts.createdAt) },
  title: { key: { expr: sql`(lower(${blogPosts.title}) COLLATE "C")`, desc: false }, value: sql<string>`lower(${blogPosts.title})` },
};
const keysOf = (sort: Sort): SortKey[] => [SORTS[sort].key, { expr: sql`${blogPosts.id}`, desc: SORTS[sort].key.desc, type: 'uuid' }];
const madeFor = (sort: Sort) => `blog:manage:${sort}`;

/** A pharmacist's own posts, an admin's view of everyone's: by status tab, with each tab's count on the first page. */
export async function listForWriter(db: Db, user: UserProfile, query: BlogManageQuery) {
  const base: SQL[] = user.role === 'admin' ? [] : [eq(blogPosts.authorId, user.uid)];
  if (query.q) base.push(matching(query.q));
  const keys = keysOf(query.sort);
  const rows = await db
    .select({ ...summaryColumns, sortValue: SORTS[query.sort].value })
    .from(blogPosts)
    .leftJoin(users, eq(users.uid, blogPosts.authorId))
    .where(and(...base, ...(query.status ? [sql`${effectiveStatus} = ${query.status}`] : []), ...(query.cursor ? [cursorAfter(query.cursor, madeFor(query.sort), keys)] : [])))
    .orderBy(...orderByKeys(keys))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(madeFor(query.sort), [last.sortValue, last.id]));
  const posts = (page as SummaryRow[]).map(toListed);
  if (query.cursor) return { posts, nextCursor };
  const counted = await db.select({ status: effectiveStatus, n: count() }).from(blogPosts).where(and(...base)).groupBy(effectiveStatus);
  const counts = Object.fromEntries(BLOG_POST_STATUSES.map((s) => [s, 0])) as Record<BlogPostStatus, number>;
  for (const row of counted) counts[row.status] = Number(row.n);
  return { posts, counts, nextCursor };
}

/**
 * The tags offered in a writer's editor, with counts, the most used first, those containing what they type: a
 * pharmacist's are the public posts' and their own (drafts and scheduled too: another writer's unpublished tags are
 * not theirs to know of), an admin's every post's. Readers' filters stay publicTags (public posts only).
 */
export async function writerTags(db: Db, user: UserProfile, query: BlogWriterTagsQuery) {
  const where = user.role === 'admin' ? undefined : or(isPublic, eq(blogPosts.authorId, user.uid));
  return { tags: await tagCounts(db, where, { containing: query.q || undefined, limit: query.limit }) };
}
