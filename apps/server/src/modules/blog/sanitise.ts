import { BLOG_WORDS_PER_MINUTE } from '@pharmacy/shared/blog/constants';
import sanitizeHtml from 'sanitize-html';
import { keepDirection } from '../../lib/rich-text';

/** The words of a sanitised article, for the search and the reading time. */
export { htmlText as blogText } from '../../lib/rich-text';

/*
 * An article's body comes from the editor (TipTap) as HTML and is shown as HTML to anyone: only this allow-list
 * survives. Links go to http(s) or mailto (or a path of this site) and open without the opener; images come from
 * http(s) or this app's own image store. No style, no script, no event handler, no iframe, no form.
 */
const BLOCKS = ['p', 'li', 'ul', 'ol', 'blockquote', 'h2', 'h3', 'h4', 'pre'];
const OWN_IMAGE = /^\/api\/images\/[0-9a-f-]{36}\.webp$/;
const REMOTE = /^https?:\/\/[^\s/]+/i;


const imageAllowed = (src: string | undefined) => Boolean(src && (OWN_IMAGE.test(src) || REMOTE.test(src)));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'code', 'pre', 'hr', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['dir']])),
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, keepDirection])),
    // The page's own title is the h1: a heading in the body starts one level below it.
    h1: (_tagName, attribs) => keepDirection('h2', attribs),
    a: (tagName, attribs) => ({ tagName, attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An image from anywhere else (a path of the API, a data: URL) is dropped whole rather than left without a source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src),
};

export function sanitiseBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Minutes to read this many words, at least one. */
export function minutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}

/** Minutes to read `text`, at least one (the database counts the same words for lists: present.ts). */
export function readingMinutes(text: string): number {
  return minutesFor(text.split(/\s+/).filter(Boolean).length);
}
