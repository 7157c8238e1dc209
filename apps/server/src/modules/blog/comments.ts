import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { BlogComment, BlogCommentsQuery, BlogModerationQuery } from '@pharmacy/shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogComments, blogPosts, users } from '../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';
import { notFound } from '../../lib/errors';
import { notify } from '../notifications/service';
import { imageUrl } from '../../lib/images';
import { mayChange } from './access';
import { isPublic } from './visibility';

const commentColumns = {
  id: blogComments.id,
  body: blogComments.body,
  status: blogComments.status,
  createdAt: blogComments.createdAt,
  authorId: blogComments.authorId,
  authorName: users.displayName,
  authorAvatarKey: users.avatarKey,
};
type CommentRow = { id: string; body: string; status: BlogComment['status']; createdAt: Date; authorId: string; authorName: string | null; authorAvatarKey: string | null };

function toComment(row: CommentRow, viewerId: string | undefined): BlogComment {
  return {
    id: row.id,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    author: row.authorName === null ? null : { name: row.authorName, avatarUrl: imageUrl(row.authorAvatarKey) },
    mine: row.authorId === viewerId,
  };
}

/** Oldest first: the time it was written, then the id, so the order is total (keyset paging). */
const READER_KEYS: SortKey[] = [
  { expr: sql`${blogComments.createdAt}`, desc: false, type: 'time' },
  { expr: sql`${blogComments.id}`, desc: false, type: 'uuid' },
];
const READER_MADE_FOR = 'blog:post-comments';

/** The comments a reader sees: the approved ones, and their own still waiting. */
const visibleTo = (viewerId: string | undefined): SQL =>
  viewerId
    ? or(eq(blogComments.status, 'approved'), and(eq(blogComments.status, 'pending'), eq(blogComments.authorId, viewerId)))!
    : eq(blogComments.status, 'approved');

/** What a reader sees under a post, oldest first, a page after `query.cursor` (a 400 on a cursor not made here). */
export async function commentsOf(db: Db, postId: string, viewerId: string | undefined, query: BlogCommentsQuery): Promise<{ comments: BlogComment[]; nextCursor: string | null }> {
  const rows = await db
    .select({ ...commentColumns, cursorTime: utcMicros(blogComments.createdAt) })
    .from(blogComments)
    .leftJoin(users, eq(users.uid, blogComments.authorId))
    .where(and(eq(blogComments.postId, postId), visibleTo(viewerId), ...(query.cursor ? [cursorAfter(query.cursor, READER_MADE_FOR, READER_KEYS)] : [])))
    .orderBy(...orderByKeys(READER_KEYS))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(READER_MADE_FOR, [last.cursorTime, last.id]));
  return { comments: page.map((row) => toComment(row, viewerId)), nextCursor };
}

/** How many comments a reader sees under a post, for the heading above the first page. */
export async function commentCountOf(db: Db, postId: string, viewerId: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogComments).where(and(eq(blogComments.postId, postId), visibleTo(viewerId)));
  return Number(row?.n ?? 0);
}

/** A public post's comments page by its id; a post that is not public (a draft, a scheduled one, none) is a 404. */
export async function publicCommentsOf(db: Db, postId: string, viewerId: string | undefined, query: BlogCommentsQuery) {
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.id, postId), isPublic)).limit(1);
  if (!post) throw notFound('No such post.');
  return commentsOf(db, postId, viewerId, query);
}

/**
 * A signed-in person's comment on a public post, held until the post's author or an admin approves it. The author
 * learns of it in the same transaction (bell and mailbox), unless they wrote it themselves. Returns the comment and
 * who was told, for the live event.
 */
export async function addComment(db: Db, user: UserProfile, postId: string, body: string): Promise<{ comment: BlogComment; notified: string[] }> {
  const [post] = await db
    .select({ id: blogPosts.id, title: blogPosts.title, authorId: blogPosts.authorId, authorStatus: users.status, anonymisedAt: users.anonymisedAt })
    .from(blogPosts)
    .leftJoin(users, eq(users.uid, blogPosts.authorId))
    .where(and(eq(blogPosts.id, postId), isPublic))
    .limit(1);
  if (!post) throw notFound('No such post.');
  // An author who left (anonymised) or may not sign in is not written to; admins moderate their posts.
  const reachable = post.authorId && post.authorId !== user.uid && post.authorStatus === 'active' && !post.anonymisedAt;
  const notified = reachable ? [post.authorId!] : [];
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(blogComments).values({ postId, authorId: user.uid, body }).returning({ id: blogComments.id });
    await notify(tx, { userIds: notified, kind: 'blog.comment_pending', params: { post: post.title }, link: `/dashboard/blog/post/${post.id}` });
    return created!.id;
  });
  return { comment: await commentById(db, id, user.uid), notified };
}

const KEYS: SortKey[] = [
  { expr: sql`${blogComments.createdAt}`, desc: true, type: 'time' },
  { expr: sql`${blogComments.id}`, desc: true, type: 'uuid' },
];
const madeFor = (query: BlogModerationQuery) => `blog:comments:${query.status}`;

/** The comments a moderator decides on: those on their own posts (an admin: on every post), newest first. */
export async function commentsToModerate(db: Db, user: UserProfile, query: BlogModerationQuery) {
  const where: SQL[] = [eq(blogComments.status, query.status)];
  if (user.role !== 'admin') where.push(eq(blogPosts.authorId, user.uid));
  if (query.postId) {
    // One post's comments: its author's or an admin's to see; for anyone else the post does not exist.
    const [post] = await db.select({ authorId: blogPosts.authorId }).from(blogPosts).where(eq(blogPosts.id, query.postId)).limit(1);
    if (!post || !mayChange(user, post.authorId)) throw notFound('No such post.');
    where.push(eq(blogComments.postId, query.postId));
  }
  if (query.cursor) where.push(cursorAfter(query.cursor, madeFor(query), KEYS));
  const rows = await db
    .select({ ...commentColumns, postId: blogPosts.id, postSlug: blogPosts.slug, postTitle: blogPosts.title, cursorTime: utcMicros(blogComments.createdAt) })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .leftJoin(users, eq(users.uid, blogComments.authorId))
    .where(and(...where))
    .orderBy(...orderByKeys(KEYS))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(madeFor(query), [last.cursorTime, last.id]));
  return {
    comments: page.map((row) => ({ ...toComment(row, user.uid), post: { id: row.postId, slug: row.postSlug, title: row.postTitle } })),
    nextCursor,
  };
}

/** Approve or reject a comment on a post the moderator may change; anyone else is told it does not exist. */
export async function moderateComment(db: Db, user: UserProfile, id: string, status: 'approved' | 'rejected'): Promise<BlogComment> {
  const [found] = await db
    .select({ postAuthor: blogPosts.authorId })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.id, id))
    .limit(1);
  if (!found || !mayChange(user, found.postAuthor)) throw notFound('No such comment.');
  await db.update(blogComments).set({ status }).where(eq(blogComments.id, id));
  return commentById(db, id, user.uid);
}

async function commentById(db: Db, id: string, viewerId: string): Promise<BlogComment> {
  const [row] = await db.select(commentColumns).from(blogComments).leftJoin(users, eq(users.uid, blogComments.authorId)).where(eq(blogComments.id, id));
  return toComment(row!, viewerId);
}
