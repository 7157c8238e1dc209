/** The blog's statuses and limits (issue 18), apart from zod so the database schema and the web shell import them for free. */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const BLOG_TITLE_MAX = 200;
export const BLOG_DESCRIPTION_MAX = 500;
/** The editor's HTML, before sanitising: a long article with its markup, well under the 1 MB body limit. */
export const BLOG_BODY_MAX = 200_000;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 40;
export const BLOG_COMMENT_MAX = 2_000;
/** Words read per minute for the reading time shown with a post. */
export const BLOG_WORDS_PER_MINUTE = 200;
