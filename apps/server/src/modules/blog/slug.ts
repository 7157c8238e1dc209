import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPostRedirects, blogPosts } from '../../db/schema';
import type { SlugSpace } from '../../lib/slugs';

/**
 * Posts' slugs (lib/slugs.ts picks free ones, `vitamin-d` then `vitamin-d-2`…): the live one on the post, the old ones
 * of a renamed public post in `blog_post_redirects` (deleted with the post). A title without Latin letters gives `post`.
 */
export const postSlugs: SlugSpace = {
  async liveOwner(db, slug) {
    const [live] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
    return live?.id;
  },
  async oldOwner(db, slug) {
    const [old] = await db.select({ postId: blogPostRedirects.postId }).from(blogPostRedirects).where(eq(blogPostRedirects.slug, slug)).limit(1);
    return old?.postId;
  },
  fallback: 'post',
};

/** Inside a slug change: the new slug is no longer one of the post's old ones. */
export async function dropOwnOldSlug(tx: Db, postId: string, slug: string): Promise<void> {
  await tx.delete(blogPostRedirects).where(and(eq(blogPostRedirects.slug, slug), eq(blogPostRedirects.postId, postId)));
}

/** Inside a rename of a public post: its old slug keeps answering (again, if it was one of its old slugs before). */
export async function keepOldPostSlug(tx: Db, postId: string, oldSlug: string): Promise<void> {
  await tx
    .insert(blogPostRedirects)
    .values({ slug: oldSlug, postId })
    .onConflictDoUpdate({ target: blogPostRedirects.slug, set: { postId } });
}
