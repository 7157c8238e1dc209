import { eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { BlogManagedPost, BlogPostInput } from '@pharmacy/shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { assertMayFeature, changeablePost } from './access';
import { toManaged } from './present';
import { blogText, sanitiseBlogHtml } from './sanitise';
import { withUniqueSlug } from '../../lib/slugs';
import { dropOwnOldSlug, keepOldPostSlug, postSlugs } from './slug';

/** The columns an input sets: the body only ever stored sanitised, with its words beside it. */
function columnsOf(input: BlogPostInput) {
  const body = input.bodyHtml === undefined ? {} : { bodyHtml: sanitiseBlogHtml(input.bodyHtml) };
  return {
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...body,
    ...(body.bodyHtml === undefined ? {} : { bodyText: blogText(body.bodyHtml) }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
    ...(input.language === undefined ? {} : { language: input.language }),
    ...(input.featured === undefined ? {} : { featured: input.featured }),
  };
}

/** A new draft by `user`; any field may still be empty. */
export async function createPost(db: Db, user: UserProfile, input: BlogPostInput): Promise<BlogManagedPost> {
  assertMayFeature(user, input.featured);
  const id = await withUniqueSlug(db, postSlugs, input.title ?? '', async (slug) => {
    const [row] = await db
      .insert(blogPosts)
      .values({ ...columnsOf(input), slug, authorId: user.uid, language: input.language ?? user.language })
      .returning({ id: blogPosts.id });
    return row!.id;
  });
  return toManaged(await changeablePost(db, user, id));
}

/**
 * An autosave or an edit. While a post is a draft its slug follows its title; once public, a new title gives a new
 * slug and the old one answers with a redirect, so shared links keep working.
 */
export async function updatePost(db: Db, user: UserProfile, id: string, input: BlogPostInput): Promise<BlogManagedPost> {
  const before = await changeablePost(db, user, id);
  assertMayFeature(user, input.featured);
  const columns = columnsOf(input);
  const write = (slug: string) =>
    db.transaction(async (tx) => {
      await tx.update(blogPosts).set({ ...columns, slug, updatedAt: new Date() }).where(eq(blogPosts.id, id));
      if (slug === before.slug) return;
      await dropOwnOldSlug(tx, id, slug);
      if (before.effective === 'published') await keepOldPostSlug(tx, id, before.slug);
    });
  if (input.title !== undefined && input.title !== before.title) await withUniqueSlug(db, postSlugs, input.title, write, id);
  else await write(before.slug);
  return toManaged(await changeablePost(db, user, id));
}

/**
 * Public now (no time, or a time already past) or at `publishAt` (scheduled). A post needs a title and some text to
 * be read; a post already public keeps its date when published again.
 */
export async function publishPost(db: Db, user: UserProfile, id: string, publishAt: string | undefined): Promise<BlogManagedPost> {
  const post = await changeablePost(db, user, id);
  const missing: Record<string, string> = {};
  if (!post.title.trim()) missing.title = 'validation.required';
  if (!post.bodyText.trim()) missing.bodyHtml = 'validation.required';
  if (Object.keys(missing).length > 0) throw badRequest('A post needs a title and a text to be published.', missing);
  const now = new Date();
  const at = publishAt ? new Date(publishAt) : now;
  const status = at > now ? 'scheduled' : 'published';
  // Publishing again without a time must not move an article to the top of the list.
  const time = status === 'published' && !publishAt && post.effective === 'published' ? post.publishAt! : at;
  await db.update(blogPosts).set({ status, publishAt: time, updatedAt: now }).where(eq(blogPosts.id, id));
  return toManaged(await changeablePost(db, user, id));
}

/** Back to a draft: off the public pages, its old slugs kept for when it comes back. */
export async function unpublishPost(db: Db, user: UserProfile, id: string): Promise<BlogManagedPost> {
  await changeablePost(db, user, id);
  await db.update(blogPosts).set({ status: 'draft', publishAt: null, updatedAt: new Date() }).where(eq(blogPosts.id, id));
  return toManaged(await changeablePost(db, user, id));
}

/** Deletes the post with its comments and old slugs; returns its cover's storage key for the caller to remove. */
export async function deletePost(db: Db, user: UserProfile, id: string): Promise<string | null> {
  const post = await changeablePost(db, user, id);
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
  return post.coverKey;
}
