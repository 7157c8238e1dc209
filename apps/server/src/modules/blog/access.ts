import { eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { selectPosts, type PostRow } from './present';

/** docs/PRODUCT.md: admins and pharmacists write the blog. */
export const WRITERS = ['admin', 'pharmacy'] as const;

/** A writer changes their own posts; an admin every post. */
export const mayChange = (user: UserProfile, authorId: string | null) => user.role === 'admin' || authorId === user.uid;

/** The post `user` may change, or a 404: another writer's post (a draft above all) is not theirs to know of. */
export async function changeablePost(db: Db, user: UserProfile, id: string): Promise<PostRow> {
  const [post] = (await selectPosts(db).where(eq(blogPosts.id, id)).limit(1)) as PostRow[];
  if (!post || !mayChange(user, post.authorId)) throw notFound('No such post.');
  return post;
}

/** Putting a post forward on the blog's front is the platform's choice. */
export function assertMayFeature(user: UserProfile, featured: boolean | undefined): void {
  if (featured !== undefined && user.role !== 'admin') throw forbidden('Only an admin chooses the featured posts.');
}
