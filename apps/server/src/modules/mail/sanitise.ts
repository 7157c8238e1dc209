import sanitizeHtml from 'sanitize-html';

/*
 * Mail bodies come from the editor as HTML and are shown as HTML to others: only this allow-list survives (the
 * editor's own marks and blocks), links only to http(s) and mailto, opened in a new tab without the opener. No
 * style, no class, no script, no event handler, no image (a remote picture would tell the sender who read it).
 */
const BLOCKS = ['p', 'li', 'ul', 'ol', 'blockquote', 'h2', 'h3'];
/** A block keeps `dir` when it is a direction, and nothing else. */
const keepDirection = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
  tagName,
  attribs: ['ltr', 'rtl', 'auto'].includes(attribs.dir ?? '') ? { dir: attribs.dir! } : {},
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'code', 'pre', 'hr'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Each block keeps the direction its writer's text has (an Arabic line above a French quote).
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['dir']])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, keepDirection])),
    a: (tagName, attribs) => ({ tagName, attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};

export function sanitiseMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of a sanitised body, for the list's preview and the search: blocks become line breaks. */
export function mailText(safeHtml: string): string {
  const withBreaks = safeHtml.replace(/<(br|\/p|\/li|\/h[23]|\/blockquote|\/pre|hr)[^>]*>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
