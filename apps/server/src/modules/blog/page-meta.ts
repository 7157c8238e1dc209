import { imageUrl } from '../../lib/images';
import { escapeHtml } from '../../lib/markup';
import type { SummaryRow } from './present';

export const postPath = (slug: string) => `/blog/post/${encodeURIComponent(slug)}`;

/** What a link preview and a search engine read without running the app: title, description, Open Graph, canonical. */
export function postHead(post: SummaryRow, appUrl: string, siteName: string): string {
  const url = `${appUrl}${postPath(post.slug)}`;
  const title = post.title || siteName;
  const tags = [
    `<title>${escapeHtml(`${title} · ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(post.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(post.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${escapeHtml(post.language)}">`,
    ...(post.coverKey ? [`<meta property="og:image" content="${escapeHtml(`${appUrl}${imageUrl(post.coverKey)}`)}">`] : []),
    ...(post.publishAt ? [`<meta property="article:published_time" content="${post.publishAt.toISOString()}">`] : []),
    `<meta name="twitter:card" content="${post.coverKey ? 'summary_large_image' : 'summary'}">`,
  ];
  return tags.join('\n    ');
}

/** index.html with `head` in place of its own <title> (or before </head>). */
export function withHead(indexHtml: string, head: string): string {
  if (/<title>[\s\S]*?<\/title>/i.test(indexHtml)) return indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => head);
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, () => `${head}\n  </head>`);
  return `${head}\n${indexHtml}`;
}
