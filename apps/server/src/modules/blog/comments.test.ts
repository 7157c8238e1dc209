import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createWorld, type World } from '../orders/test-world';

/* Comments are held for moderation: readers see approved ones, a commenter also their own pending one. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const page = async (slug: string, cookie?: string) => (await call(w, 'GET', `/api/blog/post?slug=${slug}`, cookie)).json().comments as { body: string; status: string; mine: boolean }[];

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
