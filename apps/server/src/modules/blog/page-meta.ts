import { imageUrl } from '../../lib/images';
import type { SummaryRow } from './present';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML and XML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const postPath = (slug: string) => `/blog/post/${encodeURIComponent(slug)}`;

/** What a link preview and a search engine read without running the app: title, description, Open Graph, canonical. */
export function postHead(post: SummaryRow, appUrl: string, siteName: string): string {
  const url = `${appUrl}${postPath(post.slug)}`;
  const title = post.title || siteName;
  const tags = [
    `<title>${escapeMarkup(`${title} · ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeMarkup(post.description)}">`,
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="${escapeMarkup(siteName)}">`,
    `<meta property="og:title" content="${escapeMarkup(title)}">`,
    `<meta property="og:description" content="${escapeMarkup(post.description)}">`,
    `<meta property="og:url" content="${escapeMarkup(url)}">`,
    `<meta property="og:locale" content="${escapeMarkup(post.language)}">`,
    ...(post.coverKey ? [`<meta property="og:image" content="${escapeMarkup(`${appUrl}${imageUrl(post.coverKey)}`)}">`] : []),
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
