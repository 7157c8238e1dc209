import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/markup';
import { postPath } from './page-meta';
import { latestPublic, publicAddresses } from './public-read';

const FEED_SIZE = 20;
const SITEMAP_POSTS = 5_000;
/** The public pages of the web app (apps/web/src/config/paths.ts) a search engine should know. */
const PUBLIC_PAGES = ['/', '/blog', '/shop', '/about-us', '/contact-us', '/pricing'];

/** RSS 2.0 of the latest public posts; every text escaped, the description as plain words. */
export async function rssFeed(db: Db, appUrl: string, siteName: string): Promise<string> {
  const posts = await latestPublic(db, FEED_SIZE);
  const items = posts.map((post) => {
    const link = `${appUrl}${postPath(post.slug)}`;
    const summary = post.description || post.bodyText.slice(0, 300);
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="false">${post.id}</guid>`,
      `      <pubDate>${post.publishAt!.toUTCString()}</pubDate>`,
      `      <description>${escapeHtml(summary)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      ...(post.authorName ? [`      <dc:creator>${escapeHtml(post.authorName)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(`${siteName} blog`)}</title>`,
    `    <link>${escapeHtml(`${appUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeHtml(`${appUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Health articles by Belgian pharmacists</description>',
    ...(posts[0] ? [`    <lastBuildDate>${posts[0].publishAt!.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The sitemap protocol's urlset: the public pages, then every public post with its last change. */
export async function sitemap(db: Db, appUrl: string): Promise<string> {
  const posts = await publicAddresses(db, SITEMAP_POSTS);
  const urls = [
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(`${appUrl}${path}`)}</loc></url>`),
    ...posts.map((post) => `  <url><loc>${escapeHtml(`${appUrl}${postPath(post.slug)}`)}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`),
  ];
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
