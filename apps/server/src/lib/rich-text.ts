import sanitizeHtml from 'sanitize-html';

/*
 * What the mail and the blog share about the editor's HTML, once sanitised by each one's own allow-list
 * (modules/mail/sanitise.ts, modules/blog/sanitise.ts).
 */

/** A block keeps `dir` when it is a direction (an Arabic line in a French text), and nothing else. */
export const keepDirection = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs: ['ltr', 'rtl', 'auto'].includes(attribs.dir ?? '') ? { dir: attribs.dir! } : {},
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of a sanitised body, for previews, the search and the reading time: blocks become line breaks. */
export function htmlText(safeHtml: string): string {
  const withBreaks = safeHtml.replace(/<(br|\/p|\/li|\/h[234]|\/blockquote|\/pre|hr)[^>]*>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
