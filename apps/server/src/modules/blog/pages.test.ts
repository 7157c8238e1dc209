import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostRedirects, blogPosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/* What a link preview, a feed reader and a search engine read without running the web app. */

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'pharmalink-dist-'));
const hour = 3_600_000;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>PharmaLink</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({}, { webDist: dist });
  const [post] = await t.database.db
    .insert(blogPosts)
    .values([
      {
        slug: 'hay-fever',
        title: 'Hay fever <script>alert(1)</script> & you',
        description: 'Pollen "season" tips',
        bodyHtml: '<p>Words</p>',
        bodyText: 'Words',
        tags: ['allergy'],
        status: 'published',
        publishAt: new Date(Date.now() - hour),
        coverKey: 'images/0b6f3c2a-1111-4222-8333-444455556666.webp',
      },
      { slug: 'secret-draft', title: 'Secret draft', status: 'draft' },
      { slug: 'not-yet', title: 'Not yet', status: 'scheduled', publishAt: new Date(Date.now() + hour) },
    ])
    .returning({ id: blogPosts.id });
  await t.database.db.insert(blogPostRedirects).values({ slug: 'old-hay-fever', postId: post!.id });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a post’s page', () => {
  it('carries its title, description, Open Graph and canonical link in the served HTML, escaped', async () => {
    const res = await get('/blog/post/hay-fever');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Hay fever &lt;script&gt;alert(1)&lt;/script&gt; &amp; you · PharmaLink</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta name="description" content="Pollen &quot;season&quot; tips">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/post/hay-fever">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/blog/post/hay-fever">');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/api/images/0b6f3c2a-1111-4222-8333-444455556666.webp">');
    expect(html).toContain('<meta property="og:title" content="Hay fever &lt;script&gt;alert(1)&lt;/script&gt; &amp; you">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends an old slug to the current one, and answers a draft, a scheduled or an unknown post with the app and a 404', async () => {
    const moved = await get('/blog/post/old-hay-fever');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/post/hay-fever');
    for (const slug of ['secret-draft', 'not-yet', 'nothing']) {
      const res = await get(`/blog/post/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.body).toContain('<title>PharmaLink</title>');
      expect(res.body).not.toContain('Secret draft');
    }
  });
});

describe('the feed and the sitemap', () => {
  it('lists the published posts in RSS 2.0, escaped, without drafts or scheduled ones', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.body).toContain('<title>Hay fever &lt;script&gt;alert(1)&lt;/script&gt; &amp; you</title>');
    expect(res.body).toContain('<link>http://localhost:3000/blog/post/hay-fever</link>');
    expect(res.body).toContain('<category>allergy</category>');
    expect(res.body).not.toMatch(/Secret draft|Not yet/);
  });

  it('names the public pages and the published posts in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/blog/post/hay-fever</loc>');
    expect(res.body).not.toMatch(/secret-draft|not-yet/);
  });
});
