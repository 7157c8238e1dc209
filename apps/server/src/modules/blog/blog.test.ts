import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema';
import { call, createWorld, multipart, samplePhoto, type Person, type World } from '../orders/test-world';

/* The blog's rules through its API: drafts, publishing and scheduling, slugs and redirects, search, sanitising, input. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

type Post = { id: string; slug: string; status: string; bodyHtml: string; publishAt: string | null; coverUrl: string | null };
async function write(by: Person, body: object): Promise<Post> {
  const res = await call(w, 'POST', '/api/blog/manage/posts', by.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post;
}
async function publish(by: Person, id: string, body: object = {}): Promise<Post> {
  const res = await call(w, 'POST', `/api/blog/manage/posts/${id}/publish`, by.cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().post;
}
const published = async (by: Person, body: object) => publish(by, (await write(by, { bodyHtml: '<p>Some words.</p>', ...body })).id);
const read = (slug: string, cookie?: string) => call(w, 'GET', `/api/blog/post?slug=${encodeURIComponent(slug)}`, cookie);
const list = async (query = '') => (await call(w, 'GET', `/api/blog/posts${query}`)).json().posts as { slug: string }[];

describe('drafts and publishing', () => {
  it('starts an almost empty draft, autosaves it, and shows it nowhere public until published', async () => {
    const draft = await write(w.staff, {});
    expect(draft).toMatchObject({ status: 'draft', slug: expect.stringMatching(/^post(-\d+)?$/), publishAt: null });
    const saved = await call(w, 'PATCH', `/api/blog/manage/posts/${draft.id}`, w.staff.cookie, { title: 'Allergies au pollen', bodyHtml: '<p>Les pollens arrivent.</p>', tags: ['Allergy', 'allergy', ' Spring '] });
    expect(saved.json().post).toMatchObject({ slug: 'allergies-au-pollen', tags: ['allergy', 'spring'], readingMinutes: 1 });
    expect((await read('allergies-au-pollen')).statusCode).toBe(404);
    expect(await list()).not.toContainEqual(expect.objectContaining({ slug: 'allergies-au-pollen' }));

    const post = await publish(w.staff, draft.id);
    expect(post.status).toBe('published');
    const page = await read('allergies-au-pollen');
    expect(page.statusCode).toBe(200);
    expect(page.json().post).toMatchObject({ title: 'Allergies au pollen', bodyHtml: '<p>Les pollens arrivent.</p>', author: { name: expect.any(String) } });
  });

  it('refuses to publish a post without a title or text, with field messages', async () => {
    const empty = await write(w.staff, {});
    const res = await call(w, 'POST', `/api/blog/manage/posts/${empty.id}/publish`, w.staff.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: 'validation.required', bodyHtml: 'validation.required' });
  });

  it('schedules a post for later: hidden until its time comes, then public without any job', async () => {
    const draft = await write(w.staff, { title: 'Flu shots open', bodyHtml: '<p>Soon.</p>' });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish(w.staff, draft.id, { publishAt: later });
    expect(scheduled.status).toBe('scheduled');
    expect((await read(scheduled.slug)).statusCode).toBe(404);
    const tabs = (await call(w, 'GET', '/api/blog/manage/posts?status=scheduled', w.staff.cookie)).json();
    expect(tabs.posts.map((p: Post) => p.id)).toContain(draft.id);
    // The time passes (moved back rather than waited for).
    await w.t.database.db.update(blogPosts).set({ publishAt: sql`now() - interval '1 minute'` }).where(eq(blogPosts.id, draft.id));
    expect((await read(scheduled.slug)).statusCode).toBe(200);
    const mine = (await call(w, 'GET', `/api/blog/manage/posts/${draft.id}`, w.staff.cookie)).json().post;
    expect(mine.status).toBe('published');
  });

  it('unpublishes back to a draft and deletes', async () => {
    const post = await published(w.staff, { title: 'Short-lived' });
    const back = await call(w, 'POST', `/api/blog/manage/posts/${post.id}/unpublish`, w.staff.cookie);
    expect(back.json().post.status).toBe('draft');
    expect((await read(post.slug)).statusCode).toBe(404);
    expect((await call(w, 'DELETE', `/api/blog/manage/posts/${post.id}`, w.staff.cookie)).statusCode).toBe(204);
    expect((await call(w, 'GET', `/api/blog/manage/posts/${post.id}`, w.staff.cookie)).statusCode).toBe(404);
  });

  it('lists a writer’s own posts with tab counts, an admin’s view of all, searched and sorted by title', async () => {
    await write(w.otherStaff, { title: 'Zinc and colds' });
    const mine = (await call(w, 'GET', '/api/blog/manage/posts?sort=title', w.otherStaff.cookie)).json();
    expect(mine.posts.map((p: { title: string }) => p.title)).toEqual(['Zinc and colds']);
    expect(mine.counts).toEqual({ draft: 1, scheduled: 0, published: 0 });
    const all = (await call(w, 'GET', '/api/blog/manage/posts?q=zinc', w.admin.cookie)).json();
    expect(all.posts).toHaveLength(1);
    expect(all.posts[0]).not.toHaveProperty('bodyHtml');
  });
});

describe('slugs', () => {
  it('adds a suffix on a taken slug, and a renamed published post keeps its old slug as a redirect', async () => {
    const first = await published(w.staff, { title: 'Sun cream guide' });
    const second = await published(w.otherStaff, { title: 'Sun cream guide' });
    expect([first.slug, second.slug]).toEqual(['sun-cream-guide', 'sun-cream-guide-2']);

    const renamed = await call(w, 'PATCH', `/api/blog/manage/posts/${first.id}`, w.staff.cookie, { title: 'Choosing a sun cream' });
    expect(renamed.json().post.slug).toBe('choosing-a-sun-cream');
    expect((await read('sun-cream-guide')).json()).toEqual({ redirectTo: 'choosing-a-sun-cream' });
    // The old slug stays its: a new namesake gets a suffix, and the post may take its old name back.
    expect((await published(w.otherStaff, { title: 'Sun cream guide' })).slug).toBe('sun-cream-guide-3');
    const back = await call(w, 'PATCH', `/api/blog/manage/posts/${first.id}`, w.staff.cookie, { title: 'Sun cream guide' });
    expect(back.json().post.slug).toBe('sun-cream-guide');
    expect((await read('choosing-a-sun-cream')).json()).toEqual({ redirectTo: 'sun-cream-guide' });
    expect((await read('no-such-post')).statusCode).toBe(404);
  });

  it('renames a post that took an old slug back while a draft, without colliding with that old slug', async () => {
    const post = await published(w.staff, { title: 'Hay fever' });
    const rename = async (title: string) => {
      const res = await call(w, 'PATCH', `/api/blog/manage/posts/${post.id}`, w.staff.cookie, { title });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().post.slug as string;
    };
    expect(await rename('Pollen season')).toBe('pollen-season');
    await call(w, 'POST', `/api/blog/manage/posts/${post.id}/unpublish`, w.staff.cookie, {});
    expect(await rename('Hay fever')).toBe('hay-fever');
    await publish(w.staff, post.id);
    expect(await rename('Hay fever in spring')).toBe('hay-fever-in-spring');
    expect((await read('hay-fever')).json()).toEqual({ redirectTo: 'hay-fever-in-spring' });
  });

  it('gives a title without Latin letters a readable address', async () => {
    expect((await write(w.staff, { title: 'فيتامين د' })).slug).toMatch(/^post(-\d+)?$/);
  });
});

describe('reading', () => {
  it('searches title, description and text with accents and case ignored, by tag, language and featured', async () => {
    const febrile = await published(w.staff, { title: 'La fièvre chez l’enfant', tags: ['children'], language: 'fr' });
    const featured = await published(w.admin, { title: 'Heat waves', featured: true, tags: ['summer', 'children'], bodyHtml: '<p>Drink WATER often.</p>' });
    expect((await list('?q=FIEVRE')).map((p) => p.slug)).toEqual([febrile.slug]);
    expect((await list('?q=water')).map((p) => p.slug)).toEqual([featured.slug]);
    expect((await list('?q=100%25')).length).toBe(0);
    expect((await list('?tag=children')).map((p) => p.slug)).toEqual([featured.slug, febrile.slug]);
    expect((await list('?language=fr')).map((p) => p.slug)).toContain(febrile.slug);
    expect((await list('?featured=true')).map((p) => p.slug)).toEqual([featured.slug]);
    const tags = (await call(w, 'GET', '/api/blog/tags')).json().tags;
    expect(tags).toContainEqual({ tag: 'children', count: 2 });
    const page = (await read(febrile.slug)).json();
    expect(page.related.map((p: Post) => p.slug)).toEqual([featured.slug]);
  });

  it('pages newest first with a cursor', async () => {
    const first = await call(w, 'GET', '/api/blog/posts?limit=2');
    const { posts, nextCursor } = first.json();
    expect(posts).toHaveLength(2);
    const next = (await call(w, 'GET', `/api/blog/posts?limit=2&cursor=${nextCursor}`)).json();
    expect(next.posts[0].slug).not.toBe(posts[1].slug);
    expect((await call(w, 'GET', '/api/blog/posts?cursor=nonsense')).json().fields).toEqual({ cursor: 'validation.cursor' });
  });

  it('only an admin features a post', async () => {
    const res = await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { featured: true });
    expect(res.statusCode).toBe(403);
  });
});

describe('tags', () => {
  type Tag = { tag: string; count: number };
  const publicTags = async () => (await call(w, 'GET', '/api/blog/tags')).json().tags as Tag[];
  const writerTags = async (by: Person, q: string) => {
    const res = await call(w, 'GET', `/api/blog/manage/tags?q=${encodeURIComponent(q)}`, by.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().tags as Tag[];
  };

  it('offers a writer the published tags and their own unpublished ones, an admin every post’s; readers’ filters stay published-only', async () => {
    await published(w.staff, { title: 'Tagged published', tags: ['qx-shared', 'qx-popular'] });
    await published(w.otherStaff, { title: 'Tagged published too', tags: ['qx-popular'] });
    await write(w.staff, { title: 'Tagged draft', tags: ['qx-draft', 'qx-shared', 'qx-popular'] });
    const scheduled = await write(w.staff, { title: 'Tagged scheduled', bodyHtml: '<p>Later.</p>', tags: ['qx-scheduled'] });
    await publish(w.staff, scheduled.id, { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    await write(w.otherStaff, { title: 'Another writer’s draft', tags: ['qx-secret'] });

    const readers = (await publicTags()).filter((t) => t.tag.startsWith('qx-'));
    expect(readers).toEqual([
      { tag: 'qx-popular', count: 2 },
      { tag: 'qx-shared', count: 1 },
    ]);
    expect(await writerTags(w.staff, 'QX-')).toEqual([
      { tag: 'qx-popular', count: 3 },
      { tag: 'qx-shared', count: 2 },
      { tag: 'qx-draft', count: 1 },
      { tag: 'qx-scheduled', count: 1 },
    ]);
    expect(await writerTags(w.otherStaff, 'qx-')).toEqual([
      { tag: 'qx-popular', count: 2 },
      { tag: 'qx-secret', count: 1 },
      { tag: 'qx-shared', count: 1 },
    ]);
    expect(await writerTags(w.admin, 'qx-')).toEqual([
      { tag: 'qx-popular', count: 3 },
      { tag: 'qx-shared', count: 2 },
      { tag: 'qx-draft', count: 1 },
      { tag: 'qx-scheduled', count: 1 },
      { tag: 'qx-secret', count: 1 },
    ]);
    // What is typed matches anywhere in the tag; without it the most used come first, up to the limit.
    expect((await writerTags(w.staff, 'raf')).map((t) => t.tag)).toEqual(['qx-draft']);
    expect(await writerTags(w.staff, 'qx-nothing')).toEqual([]);
    const few = (await call(w, 'GET', '/api/blog/manage/tags?limit=2', w.admin.cookie)).json().tags as Tag[];
    expect(few).toHaveLength(2);
    expect(few[0]!.count).toBeGreaterThanOrEqual(few[1]!.count);
  });

  it('refuses a too long search or a bad limit with field messages', async () => {
    const res = await call(w, 'GET', `/api/blog/manage/tags?q=${'a'.repeat(41)}&limit=99`, w.staff.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ q: 'validation.tooLong', limit: 'validation.invalid' });
  });
});

describe('sanitising', () => {
  it('neutralises a stored <img onerror> and a javascript: link before anyone reads them', async () => {
    const post = await published(w.staff, { title: 'Tricky', bodyHtml: '<p>Hi <img src="x" onerror="alert(1)"><a href="javascript:alert(2)">me</a><script>alert(3)</script></p>' });
    expect(post.bodyHtml).not.toMatch(/onerror|javascript:|script|alert/);
    const [row] = await w.t.database.db.select({ html: blogPosts.bodyHtml }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.html).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer">me</a></p>');
    expect((await read(post.slug)).json().post.bodyHtml).toBe(row!.html);
  });
});

describe('bad input', () => {
  it('answers 400 with field messages', async () => {
    const res = await call(w, 'POST', '/api/blog/manage/posts', w.staff.cookie, { title: 'x'.repeat(201), tags: ['<b>'], language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ title: 'validation.tooLong', 'tags.0': 'validation.tag', language: 'validation.language' });
    const publishAt = await call(w, 'POST', `/api/blog/manage/posts/${(await write(w.staff, {})).id}/publish`, w.staff.cookie, { publishAt: 'tomorrow' });
    expect(publishAt.json().fields).toEqual({ publishAt: 'validation.date' });
    expect((await call(w, 'GET', '/api/blog/post')).json().fields).toEqual({ slug: expect.stringMatching(/^validation\./) });
    expect((await call(w, 'GET', '/api/blog/manage/posts/not-a-uuid', w.staff.cookie)).statusCode).toBe(400);
  });
});

describe('the cover', () => {
  it('stores an image checked by its content, served from the image store, and refuses anything else', async () => {
    const post = await write(w.staff, { title: 'With a cover' });
    const photo = multipart('file', 'cover.png', await samplePhoto(400, 300).png().toBuffer());
    const res = await w.t.app.inject({ method: 'POST', url: `/api/blog/manage/posts/${post.id}/cover`, headers: { ...photo.headers, cookie: w.staff.cookie }, payload: photo.payload });
    expect(res.statusCode, res.body).toBe(200);
    const image = await w.t.app.inject({ method: 'GET', url: res.json().coverUrl });
    expect(image.headers['content-type']).toBe('image/webp');
    const fake = multipart('file', 'cover.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    const refused = await w.t.app.inject({ method: 'POST', url: `/api/blog/manage/posts/${post.id}/cover`, headers: { ...fake.headers, cookie: w.staff.cookie }, payload: fake.payload });
    expect(refused.json().fields).toEqual({ file: 'validation.imageType' });
    expect((await call(w, 'DELETE', `/api/blog/manage/posts/${post.id}/cover`, w.staff.cookie)).statusCode).toBe(204);
  });
});
