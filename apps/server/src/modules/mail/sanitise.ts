import sanitizeHtml from 'sanitize-html';
import { keepDirection } from '../../lib/rich-text';

/** The words of a sanitised mail, for the list's preview and the search. */
export { htmlText as mailText } from '../../lib/rich-text';

/*
 * Mail bodies come from the editor as HTML and are shown as HTML to others: only this allow-list survives (the
 * editor's own marks and blocks), links only to http(s) and mailto, opened in a new tab without the opener. No
 * style, no class, no script, no event handler, no image (a remote picture would tell the sender who read it).
 */
const BLOCKS = ['p', 'li', 'ul', 'ol', 'blockquote', 'h2', 'h3'];

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
