import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { BlogManagedPost, BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import type { BlogPostStatus } from '@pharmacy/shared/blog/constants';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { imageUrl } from '../../lib/images';
import { minutesFor } from './sanitise';
import { effectiveStatus } from './visibility';

const { bodyHtml, bodyText, searchText: _searchText, ...listedColumns } = getTableColumns(blogPosts);

/** The text's words, counted by the database as readingMinutes counts them: a list never loads the articles. */
const wordCount = sql<number>`cardinality(array_remove(regexp_split_to_array(${blogPosts.bodyText}, '\s+'), ''))`;

/** What a list shows of a post (no body) with what every answer shows of its author. */
export const summaryColumns = {
  ...listedColumns,
  authorName: users.displayName,
  authorAvatarKey: users.avatarKey,
  effective: effectiveStatus,
  wordCount,
};
/** A whole post, for the one being read or edited. */
export const postColumns = { ...summaryColumns, bodyHtml, bodyText };

export type SummaryRow = Omit<typeof blogPosts.$inferSelect, 'bodyHtml' | 'bodyText' | 'searchText'> & {
  authorName: string | null;
  authorAvatarKey: string | null;
  effective: BlogPostStatus;
  wordCount: number;
};
export type PostRow = SummaryRow & { bodyHtml: string; bodyText: string };

/** Posts joined with their authors: add `.where(…)`. */
export const selectPosts = (db: Db) => db.select(postColumns).from(blogPosts).leftJoin(users, eq(users.uid, blogPosts.authorId));
export const selectSummaries = (db: Db) => db.select(summaryColumns).from(blogPosts).leftJoin(users, eq(users.uid, blogPosts.authorId));

export function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverUrl: imageUrl(row.coverKey),
    tags: row.tags,
    language: row.language,
    featured: row.featured,
    publishAt: row.publishAt?.toISOString() ?? null,
    readingMinutes: minutesFor(row.wordCount),
    author: row.authorName === null ? null : { name: row.authorName, avatarUrl: imageUrl(row.authorAvatarKey) },
  };
}

/** A row of a writer's list: the summary with its status and dates, no body. */
export function toListed(row: SummaryRow): Omit<BlogManagedPost, 'bodyHtml'> {
  return {
    ...toSummary(row),
    status: row.effective,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toManaged(row: PostRow): BlogManagedPost {
  return { ...toListed(row), bodyHtml: row.bodyHtml };
}
