import { eq, ne, and } from 'drizzle-orm';
import { slugCandidate, slugify } from '@pharmacy/shared/slug';
import type { Db } from '../../db/client';
import { blogPostRedirects, blogPosts } from '../../db/schema';
import { isSlugViolation } from '../../lib/slugs';

const MAX_ATTEMPTS = 50;

/** A title of only non-Latin letters (Arabic, Chinese) or none yet (a fresh draft) still needs an address. */
function slugBase(title: string): string {
  const base = slugify(title);
  return base === 'n' && !/^\W*n\W*$/i.test(title) ? 'post' : base;
}

/** Taken by another post, live or as one of its old slugs; a post may take back an old slug of its own. */
async function taken(db: Db, slug: string, ownId?: string): Promise<boolean> {
  const live = ownId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, ownId)) : eq(blogPosts.slug, slug);
  const [other] = await db.select({ id: blogPosts.id }).from(blogPosts).where(live).limit(1);
  if (other) return true;
  const [old] = await db.select({ postId: blogPostRedirects.postId }).from(blogPostRedirects).where(eq(blogPostRedirects.slug, slug)).limit(1);
  return Boolean(old && old.postId !== ownId);
}

/** The first free slug for `title` (`vitamin-d`, then `vitamin-d-2`…). */
export async function freePostSlug(db: Db, title: string, ownId?: string): Promise<string> {
  const base = slugBase(title);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const candidate = slugCandidate(base, attempt);
    if (!(await taken(db, candidate, ownId))) return candidate;
  }
  return slugCandidate(base, 1000 + Math.floor(Math.random() * 9_000_000));
}

/** Runs `write(slug)`, choosing again when a concurrent writer took the slug first (the unique index decides). */
export async function withFreePostSlug<T>(db: Db, title: string, write: (slug: string) => Promise<T>, ownId?: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freePostSlug(db, title, ownId);
    try {
      return await write(slug);
    } catch (error) {
      if (!(isSlugViolation(error) || isRedirectViolation(error)) || attempt >= 20) throw error;
    }
  }
}

function isRedirectViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e?.code ?? e?.cause?.code) === '23505' && /blog_post_redirects/.test(e?.constraint ?? e?.cause?.constraint ?? '');
}

/** Inside a rename of a published post: the old slug keeps answering; the new one is no longer an old one. */
export async function keepOldPostSlug(tx: Db, postId: string, oldSlug: string, newSlug: string): Promise<void> {
  await tx.delete(blogPostRedirects).where(and(eq(blogPostRedirects.slug, newSlug), eq(blogPostRedirects.postId, postId)));
  await tx.insert(blogPostRedirects).values({ slug: oldSlug, postId });
}

/** The post an old slug points at now, or null. */
export async function redirectOf(db: Db, slug: string): Promise<string | null> {
  const [row] = await db.select({ postId: blogPostRedirects.postId }).from(blogPostRedirects).where(eq(blogPostRedirects.slug, slug)).limit(1);
  return row?.postId ?? null;
}
