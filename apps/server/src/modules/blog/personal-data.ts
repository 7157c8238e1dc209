import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogComments, blogPosts } from '../../db/schema';

/** For the person's archive (GDPR art. 15/20): the articles they wrote and the comments they left. */
export async function blogArchive(db: Db, uid: string) {
  const posts = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, status: blogPosts.status, publishAt: blogPosts.publishAt, createdAt: blogPosts.createdAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.authorId, uid))
    .orderBy(asc(blogPosts.createdAt), asc(blogPosts.id));
  const comments = await db
    .select({ body: blogComments.body, status: blogComments.status, createdAt: blogComments.createdAt, postTitle: blogPosts.title })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.authorId, uid))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  return { posts, comments };
}

/**
 * Anonymisation: their comments are their own words and go. The articles they wrote stay the platform's publication
 * (decision 014): the rows keep only the author id, whose profile now reads "Former user".
 */
export async function eraseBlog(tx: Db, uid: string): Promise<void> {
  await tx.delete(blogComments).where(eq(blogComments.authorId, uid));
}
