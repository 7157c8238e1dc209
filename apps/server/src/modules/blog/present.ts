import { eq, getTableColumns } from 'drizzle-orm';
import type { BlogManagedPost, BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import type { BlogPostStatus } from '@pharmacy/shared/blog/constants';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { imageUrl } from '../../lib/images';
import { readingMinutes } from './sanitise';
import { effectiveStatus } from './visibility';

/** A post row with what every answer shows of its author. */
export const postColumns = {
  ...getTableColumns(blogPosts),
  authorName: users.displayName,
  authorAvatarKey: users.avatarKey,
  effective: effectiveStatus,
};
export type PostRow = typeof blogPosts.$inferSelect & { authorName: string | null; authorAvatarKey: string | null; effective: BlogPostStatus };

/** Posts joined with their authors: add `.where(…)`. */
export const selectPosts = (db: Db) => db.select(postColumns).from(blogPosts).leftJoin(users, eq(users.uid, blogPosts.authorId));

export function toSummary(row: PostRow): BlogPostSummary {
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
    readingMinutes: readingMinutes(row.bodyText),
    author: row.authorName === null ? null : { name: row.authorName, avatarUrl: imageUrl(row.authorAvatarKey) },
  };
}

export function toManaged(row: PostRow): BlogManagedPost {
  return {
    ...toSummary(row),
    status: row.effective,
    bodyHtml: row.bodyHtml,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
