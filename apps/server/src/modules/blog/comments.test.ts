import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { blogComments } from '../../db/schema';
import { call, createWorld, type World } from '../orders/test-world';

/* Comments are held for moderation: readers see approved ones, a commenter also their own pending one. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const page = async (slug: string, cookie?: string) => (await call(w, 'GET', `/api/blog/post?slug=${slug}`, cookie)).json().comments as { body: string; status: string; mine: boolean }[];

type Listed = { id: string; body: string; status: string };
/** A published post of `w.staff` with `n` comments inserted straight into the table (no rate limit), some sharing a time. */
async function postWithComments(title: string, rows: { n: number; status: 'approved' | 'pending'; authorId?: string }[]) {
  const post = (await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { title, bodyHtml: '<p>Words.</p>' })).json().post;
  await call(w, 'POST', `/api/blog/manage/posts/${post.id}/publish`, w.staff.cookie, {});
  let i = 0;
  for (const { n, status, authorId } of rows) {
    const values = Array.from({ length: n }, () => {
      i += 1;
      // Three comments a second, in the past: ties on the time are broken by the id.
      return { postId: post.id, authorId: authorId ?? w.customer.uid, status, body: `c${String(i).padStart(3, '0')}`, createdAt: sql`now() - ${1000 - Math.floor(i / 3)}::int * interval '1 second'` };
    });
    await w.t.database.db.insert(blogComments).values(values);
  }
  return post as { id: string; slug: string };
}
/** The ids of a post's comments with those statuses in the list's order: by time, ties by id. */
async function inOrder(postId: string, statuses: ('approved' | 'pending')[], newestFirst = false) {
  const way = newestFirst ? desc : asc;
  const rows = await w.t.database.db
    .select({ id: blogComments.id })
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), inArray(blogComments.status, statuses)))
    .orderBy(way(blogComments.createdAt), way(blogComments.id));
  return rows.map((r) => r.id);
}
/** Every page of a cursor-paged list, from the first answer on. */
async function allPages(first: { comments: Listed[]; nextCursor: string | null }, next: (cursor: string) => string, cookie?: string) {
  const pages = [first.comments];
  let cursor = first.nextCursor;
  while (cursor) {
    const res = await call(w, 'GET', next(cursor), cookie);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json().comments);
    cursor = res.json().nextCursor;
  }
  return pages;
}


describe('moderating comments', () => {
  it('holds a comment, shows it to its writer only, and publishes it once the post’s author approves', async () => {
    const post = (await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { title: 'Hand washing', bodyHtml: '<p>Soap.</p>' })).json().post;
    // A draft takes no comments.
    expect((await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.customer.cookie, { body: 'Early' })).statusCode).toBe(404);
    await call(w, 'POST', `/api/blog/manage/posts/${post.id}/publish`, w.staff.cookie, {});

    const sent = await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.customer.cookie, { body: '  Very clear, thank you.  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().comment).toMatchObject({ body: 'Very clear, thank you.', status: 'pending', mine: true });
    const spam = (await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.otherCustomer.cookie, { body: 'Buy pills here' })).json().comment;

    expect(await page(post.slug)).toEqual([]);
    expect(await page(post.slug, w.customer.cookie)).toMatchObject([{ body: 'Very clear, thank you.', status: 'pending', mine: true }]);
    expect(await page(post.slug, w.otherStaff.cookie)).toEqual([]);

    const queue = (await call(w, 'GET', `/api/blog/manage/comments?postId=${post.id}`, w.staff.cookie)).json().comments;
    expect(queue.map((c: { body: string }) => c.body)).toEqual(['Buy pills here', 'Very clear, thank you.']);
    expect((await call(w, 'GET', '/api/blog/manage/comments', w.otherStaff.cookie)).json().comments).toEqual([]);

    await call(w, 'POST', `/api/blog/manage/comments/${sent.json().comment.id}/moderate`, w.staff.cookie, { status: 'approved' });
    await call(w, 'POST', `/api/blog/manage/comments/${spam.id}/moderate`, w.admin.cookie, { status: 'rejected' });
    expect(await page(post.slug)).toMatchObject([{ body: 'Very clear, thank you.', status: 'approved', mine: false }]);
    expect(await page(post.slug, w.otherCustomer.cookie)).toHaveLength(1);
    const rejected = (await call(w, 'GET', '/api/blog/manage/comments?status=rejected', w.admin.cookie)).json().comments;
    expect(rejected).toMatchObject([{ body: 'Buy pills here', post: { id: post.id } }]);
  });

  it('refuses an empty or overlong comment with field messages', async () => {
    const post = (await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { title: 'Sleep', bodyHtml: '<p>Zz.</p>' })).json().post;
    await call(w, 'POST', `/api/blog/manage/posts/${post.id}/publish`, w.staff.cookie, {});
    expect((await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.customer.cookie, { body: '   ' })).json().fields).toEqual({ body: 'validation.required' });
    expect((await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.customer.cookie, { body: 'x'.repeat(2001) })).json().fields).toEqual({ body: 'validation.tooLong' });
    expect((await call(w, 'POST', `/api/blog/manage/comments/${post.id}/moderate`, w.staff.cookie, { status: 'maybe' })).json().fields).toEqual({ status: 'validation.invalid' });
  });

  it('tells the post’s author, in the bell and the mailbox, of a comment waiting; not of their own', async () => {
    const post = (await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { title: 'Ticks in summer', bodyHtml: '<p>Check.</p>' })).json().post;
    await call(w, 'POST', `/api/blog/manage/posts/${post.id}/publish`, w.staff.cookie, {});
    const bell = async () => (await call(w, 'GET', '/api/notifications', w.staff.cookie)).json().items as { kind: string; params: object; link: string }[];
    const before = (await bell()).filter((n) => n.kind === 'blog.comment_pending').length;

    await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.staff.cookie, { body: 'Also check pets.' });
    expect((await bell()).filter((n) => n.kind === 'blog.comment_pending')).toHaveLength(before);

    await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.customer.cookie, { body: 'Which spray works?' });
    const notices = (await bell()).filter((n) => n.kind === 'blog.comment_pending');
    expect(notices).toHaveLength(before + 1);
    // The post's title only: the comment's words stay on the moderation page.
    expect(notices[0]).toMatchObject({ params: { post: 'Ticks in summer' }, link: `/dashboard/blog/post/${post.id}` });
    const inbox = (await call(w, 'GET', '/api/mail/mails', w.staff.cookie)).json().mails as { notice: { kind: string } | null }[];
    expect(inbox.some((m) => m.notice?.kind === 'blog.comment_pending')).toBe(true);
    expect((await call(w, 'GET', '/api/notifications', w.otherStaff.cookie)).json().items.some((n: { kind: string }) => n.kind === 'blog.comment_pending')).toBe(false);
  });
});

describe('paging comments', () => {
  it('gives a reader every comment of a long thread once, oldest first, the first page with the post and the rest by cursor', async () => {
    const post = await postWithComments('Long thread', [
      { n: 118, status: 'approved' },
      { n: 3, status: 'pending' },
      { n: 2, status: 'pending', authorId: w.otherCustomer.uid },
    ]);
    const first = (await call(w, 'GET', `/api/blog/post?slug=${post.slug}`)).json();
    expect(first.comments).toHaveLength(50);
    expect(first.commentCount).toBe(118);
    expect(first.commentsNextCursor).toEqual(expect.any(String));
    const pages = await allPages({ comments: first.comments, nextCursor: first.commentsNextCursor }, (cursor) => `/api/blog/posts/${post.id}/comments?cursor=${cursor}`);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 18]);
    expect(pages.flat().map((c) => c.id)).toEqual(await inOrder(post.id, ['approved']));
    expect(pages.flat().every((c) => c.status === 'approved')).toBe(true);

    // The commenter also sees their own pending ones, in their place; smaller pages give the same thread.
    const mine = (await call(w, 'GET', `/api/blog/post?slug=${post.slug}`, w.customer.cookie)).json();
    expect(mine.commentCount).toBe(121);
    const small = await allPages(
      (await call(w, 'GET', `/api/blog/posts/${post.id}/comments?limit=7`, w.customer.cookie)).json(),
      (cursor) => `/api/blog/posts/${post.id}/comments?limit=7&cursor=${cursor}`,
      w.customer.cookie,
    );
    const ids = small.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(121);
    const everyVisible = await inOrder(post.id, ['approved', 'pending']);
    expect(ids).toEqual(everyVisible.filter((id) => ids.includes(id)));
    expect(small.flat().filter((c) => c.status === 'pending').map((c) => c.body).sort()).toEqual(['c119', 'c120', 'c121']);
  });

  it('refuses a bad cursor or limit with field messages, and a post that is not public', async () => {
    const post = await postWithComments('Short thread', [{ n: 2, status: 'approved' }]);
    const ask = (query: string) => call(w, 'GET', `/api/blog/posts/${post.id}/comments${query}`);
    const both = (await ask('')).json();
    expect(both.nextCursor).toBeNull();
    expect(both.comments.map((c: Listed) => c.body).sort()).toEqual(['c001', 'c002']);
    for (const query of ['?cursor=nonsense', `?cursor=${Buffer.from(JSON.stringify(['blog:comments:pending', '2026-01-01T00:00:00.000000Z', post.id])).toString('base64url')}`]) {
      const res = await ask(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ cursor: 'validation.cursor' });
    }
    expect((await ask('?limit=0')).json().fields).toEqual({ limit: 'validation.invalid' });
    // A moderation cursor is not a reader's, and the other way round.
    const readers = Buffer.from(JSON.stringify(['blog:post-comments', '2026-01-01T00:00:00.000000Z', post.id])).toString('base64url');
    expect((await call(w, 'GET', `/api/blog/manage/comments?cursor=${readers}`, w.staff.cookie)).json().fields).toEqual({ cursor: 'validation.cursor' });
    await call(w, 'POST', `/api/blog/manage/posts/${post.id}/unpublish`, w.staff.cookie);
    expect((await ask('')).statusCode).toBe(404);
    expect((await call(w, 'GET', '/api/blog/posts/00000000-0000-4000-8000-000000000000/comments')).statusCode).toBe(404);
  });

  it('gives a moderator every pending comment once, newest first, across pages; a cursor of one status is refused for another', async () => {
    const post = await postWithComments('Busy moderation', [{ n: 47, status: 'pending' }, { n: 5, status: 'approved' }]);
    const url = (extra: string) => `/api/blog/manage/comments?postId=${post.id}&limit=20${extra}`;
    const first = (await call(w, 'GET', url(''), w.staff.cookie)).json();
    const pages = await allPages(first, (cursor) => url(`&cursor=${cursor}`), w.staff.cookie);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 7]);
    expect(pages.flat().map((c) => c.id)).toEqual(await inOrder(post.id, ['pending'], true));
    expect(pages.flat().every((c) => c.status === 'pending')).toBe(true);
    // An admin pages the same queue; another writer is told the post does not exist.
    const admin = await allPages((await call(w, 'GET', url(''), w.admin.cookie)).json(), (cursor) => url(`&cursor=${cursor}`), w.admin.cookie);
    expect(admin.flat().map((c) => c.id)).toEqual(pages.flat().map((c) => c.id));
    expect((await call(w, 'GET', url(''), w.otherStaff.cookie)).statusCode).toBe(404);
    const wrong = await call(w, 'GET', `/api/blog/manage/comments?status=approved&cursor=${first.nextCursor}`, w.staff.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ cursor: 'validation.cursor' });
  });
});
