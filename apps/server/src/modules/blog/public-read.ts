import { and, arrayOverlaps, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { BlogListQuery, BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import type { Language } from '@pharmacy/shared/languages';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';
import { escapeLike } from '../catalogue/search-terms';
import { selectPosts, selectSummaries, summaryColumns, toSummary, type PostRow, type SummaryRow } from './present';
import { postSlugs } from './slug';
import { isPublic } from './visibility';

/** Newest first: the time it became public, then the id, so the order is total. */
const KEYS: SortKey[] = [
  { expr: sql`${blogPosts.publishAt}`, desc: true, type: 'time' },
  { expr: sql`${blogPosts.id}`, desc: true, type: 'uuid' },
];
const MADE_FOR = 'blog:public';
const RELATED_MAX = 3;

/** The search: words of the title, description and text, accents and case ignored (as the other searches). */
export const matching = (q: string): SQL => sql`${blogPosts.searchText} LIKE '%' || catalogue_normalize(${escapeLike(q)}) || '%'`;

export async function listPublished(db: Db, query: BlogListQuery): Promise<{ posts: BlogPostSummary[]; nextCursor: string | null }> {
  const where: SQL[] = [isPublic];
  if (query.q) where.push(matching(query.q));
  if (query.tag) where.push(arrayOverlaps(blogPosts.tags, [query.tag]));
  if (query.language) where.push(eq(blogPosts.language, query.language));
  if (query.featured !== undefined) where.push(eq(blogPosts.featured, query.featured));
  if (query.cursor) where.push(cursorAfter(query.cursor, MADE_FOR, KEYS));
  const rows = await db
    .select({ ...summaryColumns, cursorTime: utcMicros(blogPosts.publishAt) })
    .from(blogPosts)
    .leftJoin(users, eq(users.uid, blogPosts.authorId))
    .where(and(...where))
    .orderBy(...orderByKeys(KEYS))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(MADE_FOR, [last.cursorTime, last.id]));
  return { posts: (page as SummaryRow[]).map(toSummary), nextCursor };
}

/** A public post by its slug; `redirectTo` when the slug is an old one of a public post; null otherwise. */
export async function publicPostBySlug(db: Db, slug: string): Promise<{ post: PostRow } | { redirectTo: string } | null> {
  const [post] = (await selectPosts(db).where(and(eq(blogPosts.slug, slug), isPublic)).limit(1)) as PostRow[];
  if (post) return { post };
  const movedTo = await postSlugs.oldOwner(db, slug);
  if (!movedTo) return null;
  const [current] = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(and(eq(blogPosts.id, movedTo), isPublic)).limit(1);
  return current ? { redirectTo: current.slug } : null;
}

/** Public posts sharing a tag with `post`, the most shared first, then the newest. */
export async function relatedPosts(db: Db, post: PostRow): Promise<BlogPostSummary[]> {
  if (post.tags.length === 0) return [];
  const shared = sql<number>`cardinality(ARRAY(SELECT unnest(${blogPosts.tags}) INTERSECT SELECT unnest(${sql.param(post.tags)}::text[])))`;
  const rows = (await selectSummaries(db)
    .where(and(isPublic, ne(blogPosts.id, post.id), arrayOverlaps(blogPosts.tags, post.tags)))
    .orderBy(desc(shared), desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(RELATED_MAX)) as SummaryRow[];
  return rows.map(toSummary);
}

/**
 * The tags of the posts `where` picks with how many carry each, the most used first (then by name); `containing`
 * keeps the tags with those letters (a tag is stored lower case), `limit` the first ones.
 */
export async function tagCounts(db: Db, where: SQL | undefined, options: { containing?: string; limit?: number } = {}): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`unnest(${blogPosts.tags})`.as('tag');
  const tagged = db.select({ tag }).from(blogPosts).where(where).as('tagged');
  const query = db
    .select({ tag: tagged.tag, count: count() })
    .from(tagged)
    .where(options.containing ? sql`strpos(${tagged.tag}, ${options.containing}) > 0` : undefined)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), sql`${tagged.tag} COLLATE "C"`);
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/** The tags of public posts with how many carry each, the most used first: readers' filters, nothing unpublished. */
export async function publicTags(db: Db, language?: Language): Promise<{ tag: string; count: number }[]> {
  return tagCounts(db, and(isPublic, ...(language ? [eq(blogPosts.language, language)] : [])));
}

/** The latest public posts for the feed, with their words for those without a description. */
export async function latestPublic(db: Db, limit: number): Promise<(SummaryRow & { bodyText: string })[]> {
  return (await db
    .select({ ...summaryColumns, bodyText: blogPosts.bodyText })
    .from(blogPosts)
    .leftJoin(users, eq(users.uid, blogPosts.authorId))
    .where(isPublic)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit)) as (SummaryRow & { bodyText: string })[];
}

/** Every public post's address and last change, for the sitemap. */
export async function publicAddresses(db: Db, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(isPublic).orderBy(desc(blogPosts.publishAt), desc(blogPosts.id)).limit(limit);
}
