import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { cellsOf, personIn } from '../orders/test-people';

/*
 * docs/PRODUCT.md "Blog": anyone reads published posts; admins and pharmacists write (a pharmacist their own posts,
 * an admin every post; another writer's post is a 404); signed-in, active people comment; the post's author or an
 * admin moderates. Each writer's cell gets a fresh target so the next cell still has one.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const WHO = ['anonymous', 'customer', 'pharmacy staff', 'staff of another pharmacy', 'shipper', 'admin', 'pending account'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;
const cells = (expected: Expected) => cellsOf(WHO, expected);
const send = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => call(w, method, url, personIn(w, who)?.cookie, payload);

const EVERYONE: Expected = { anonymous: 200, customer: 200, 'pharmacy staff': 200, 'staff of another pharmacy': 200, shipper: 200, admin: 200, 'pending account': 200 };
const WRITERS: Expected = { anonymous: 401, customer: 403, 'pharmacy staff': 200, 'staff of another pharmacy': 200, shipper: 403, admin: 200, 'pending account': 403 };
/** The author's own post: the author and an admin; another writer is told it does not exist. */
const AUTHOR: Expected = { ...WRITERS, 'staff of another pharmacy': 404 };
const ACTIVE: Expected = { anonymous: 401, customer: 201, 'pharmacy staff': 201, 'staff of another pharmacy': 201, shipper: 201, admin: 201, 'pending account': 403 };

async function aPost(by: Person, publish: boolean): Promise<{ id: string; slug: string }> {
  const res = await call(w, 'POST', '/api/blog/manage/posts', by.cookie, { title: 'Matrix post', bodyHtml: '<p>Text.</p>' });
  if (res.statusCode !== 201) throw new Error(`making a post: ${res.body}`);
  const post = res.json().post;
  if (publish) await call(w, 'POST', `/api/blog/manage/posts/${post.id}/publish`, by.cookie, {});
  return post;
}
async function aComment(): Promise<string> {
  const post = await aPost(w.staff, true);
  return (await call(w, 'POST', `/api/blog/posts/${post.id}/comments`, w.customer.cookie, { body: 'Thanks!' })).json().comment.id;
}

describe('reading', () => {
  it.each(cells(EVERYONE))('GET /api/blog/posts: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/blog/posts')).statusCode).toBe(status);
  });
  it.each(cells(EVERYONE))('GET /api/blog/tags: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/blog/tags')).statusCode).toBe(status);
  });
  it.each(cells(EVERYONE))('GET /api/blog/post (published): %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/blog/post?slug=${(await aPost(w.staff, true)).slug}`)).statusCode).toBe(status);
  });
  it.each(cells({ ...EVERYONE, ...Object.fromEntries(WHO.map((who) => [who, 404])) } as Expected))('GET /api/blog/post (a draft, even its author’s): %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/blog/post?slug=${(await aPost(w.staff, false)).slug}`)).statusCode).toBe(status);
  });
  it.each(cells(EVERYONE))('GET /api/blog/posts/:id/comments (published): %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/blog/posts/${(await aPost(w.staff, true)).id}/comments`)).statusCode).toBe(status);
  });
  it.each(cells(Object.fromEntries(WHO.map((who) => [who, 404])) as Expected))('GET /api/blog/posts/:id/comments (a draft, even its author’s): %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/blog/posts/${(await aPost(w.staff, false)).id}/comments`)).statusCode).toBe(status);
  });
  it('a draft appears in no public list', async () => {
    const draft = await aPost(w.staff, false);
    expect((await send('anonymous', 'GET', '/api/blog/posts?limit=50')).body).not.toContain(draft.id);
  });
});

describe('writing', () => {
  it.each(cells(WRITERS))('GET /api/blog/manage/posts: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/blog/manage/posts')).statusCode).toBe(status);
  });
  it.each(cells(WRITERS))('GET /api/blog/manage/tags: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/blog/manage/tags?q=a')).statusCode).toBe(status);
  });
  it.each(cells({ ...WRITERS, 'pharmacy staff': 201, 'staff of another pharmacy': 201, admin: 201 }))('POST /api/blog/manage/posts: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/blog/manage/posts', { title: 'New' })).statusCode).toBe(status);
  });
  it.each(cells(AUTHOR))('GET /api/blog/manage/posts/:id: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/blog/manage/posts/${(await aPost(w.staff, false)).id}`)).statusCode).toBe(status);
  });
  it.each(cells(AUTHOR))('PATCH /api/blog/manage/posts/:id: %s → %i', async (who, status) => {
    expect((await send(who, 'PATCH', `/api/blog/manage/posts/${(await aPost(w.staff, false)).id}`, { title: 'Changed' })).statusCode).toBe(status);
  });
  it.each(cells(AUTHOR))('POST /api/blog/manage/posts/:id/publish: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', `/api/blog/manage/posts/${(await aPost(w.staff, false)).id}/publish`, {})).statusCode).toBe(status);
  });
  it.each(cells(AUTHOR))('POST /api/blog/manage/posts/:id/unpublish: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', `/api/blog/manage/posts/${(await aPost(w.staff, true)).id}/unpublish`)).statusCode).toBe(status);
  });
  it.each(cells({ ...AUTHOR, 'pharmacy staff': 204, admin: 204 }))('DELETE /api/blog/manage/posts/:id: %s → %i', async (who, status) => {
    expect((await send(who, 'DELETE', `/api/blog/manage/posts/${(await aPost(w.staff, true)).id}`)).statusCode).toBe(status);
  });
  it.each(cells({ ...AUTHOR, 'pharmacy staff': 204, admin: 204 }))('DELETE /api/blog/manage/posts/:id/cover: %s → %i', async (who, status) => {
    expect((await send(who, 'DELETE', `/api/blog/manage/posts/${(await aPost(w.staff, false)).id}/cover`)).statusCode).toBe(status);
  });
});

describe('comments', () => {
  it.each(cells(ACTIVE))('POST /api/blog/posts/:id/comments: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', `/api/blog/posts/${(await aPost(w.staff, true)).id}/comments`, { body: 'Useful, thanks.' })).statusCode).toBe(status);
  });
  it.each(cells(WRITERS))('GET /api/blog/manage/comments: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/blog/manage/comments')).statusCode).toBe(status);
  });
  it.each(cells(AUTHOR))('POST /api/blog/manage/comments/:id/moderate: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', `/api/blog/manage/comments/${await aComment()}/moderate`, { status: 'approved' })).statusCode).toBe(status);
  });
});
