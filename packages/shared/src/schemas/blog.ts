import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { SLUG_MAX } from '../slug';
import {
  BLOG_BODY_MAX,
  BLOG_COMMENT_MAX,
  BLOG_COMMENT_STATUSES,
  BLOG_DESCRIPTION_MAX,
  BLOG_POST_STATUSES,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
} from '../blog/constants';

export * from '../blog/constants';

/*
 * The blog (issue 18; docs/decisions/014): health articles by admins and pharmacists, public once published. A post
 * is written as a draft (almost empty is fine), published now or at a time (scheduled), and read by anyone at
 * /blog/post/{slug}. Bodies are the editor's HTML; the server keeps an allow-list of it (nothing a writer types runs).
 */

const invalid = { error: 'validation.invalid' };
const BLOG_PAGE_MAX = 50;

const limitSchema = (fallback: number) =>
  z.coerce.number(invalid).int('validation.invalid').min(1, 'validation.invalid').max(BLOG_PAGE_MAX, 'validation.invalid').default(fallback);
const cursorSchema = z.string(invalid).max(500, 'validation.cursor').optional();
const searchSchema = z.string(invalid).trim().max(100, 'validation.tooLong').optional();
/** Query strings carry booleans as words. */
const queryBoolean = z.enum(['true', 'false'], invalid).transform((v) => v === 'true');

export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES, invalid);
export const blogCommentStatusSchema = z.enum(BLOG_COMMENT_STATUSES, invalid);
export const blogLanguageSchema = z.enum(LANGUAGES, { error: 'validation.language' });

/** A tag as readers filter by it: lower case, trimmed, words joined by single spaces. */
export const blogTagSchema = z
  .string(invalid)
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(BLOG_TAG_MAX, 'validation.tooLong')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'validation.tag')
  .transform((tag) => tag.replace(/\s+/g, ' '));

/** What a writer sends (POST creates with any subset; PATCH changes what it names). */
export const blogPostInputSchema = z.object({
  title: z.string(invalid).trim().max(BLOG_TITLE_MAX, 'validation.tooLong').optional(),
  description: z.string(invalid).trim().max(BLOG_DESCRIPTION_MAX, 'validation.tooLong').optional(),
  bodyHtml: z.string(invalid).max(BLOG_BODY_MAX, 'validation.tooLong').optional(),
  tags: z
    .array(blogTagSchema, invalid)
    .max(BLOG_TAGS_MAX, 'validation.tooMany')
    .transform((tags) => [...new Set(tags)])
    .optional(),
  language: blogLanguageSchema.optional(),
  /** Only an admin puts a post forward. */
  featured: z.boolean(invalid).optional(),
});
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** Publish now (no time, or a time past) or at `publishAt` (scheduled: visible once the time has come). */
export const blogPublishSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
});

export const blogIdParamsSchema = z.object({ id: z.uuid('validation.invalid') });
export const blogSlugQuerySchema = z.object({
  slug: z.string(invalid).trim().min(1, 'validation.required').max(SLUG_MAX + 20, 'validation.tooLong'),
});

/** GET /api/blog/posts: published posts, newest first. */
export const blogListQuerySchema = z.object({
  q: searchSchema,
  tag: blogTagSchema.optional(),
  language: blogLanguageSchema.optional(),
  featured: queryBoolean.optional(),
  cursor: cursorSchema,
  limit: limitSchema(12),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const BLOG_MANAGE_SORTS = ['updated', 'newest', 'oldest', 'title'] as const;
/** GET /api/blog/manage/posts: a writer's own posts (an admin's: everyone's), by status tab. */
export const blogManageQuerySchema = z.object({
  status: blogPostStatusSchema.optional(),
  q: searchSchema,
  sort: z.enum(BLOG_MANAGE_SORTS, invalid).default('updated'),
  cursor: cursorSchema,
  limit: limitSchema(20),
});
export type BlogManageQuery = z.output<typeof blogManageQuerySchema>;

export const blogAuthorSchema = z.object({ name: z.string(), avatarUrl: z.string().nullable() });

/** A post in a public list. */
export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  language: blogLanguageSchema,
  featured: z.boolean(),
  /** When it became (or becomes) public; null for a draft. */
  publishAt: z.string().nullable(),
  readingMinutes: z.number().int(),
  author: blogAuthorSchema.nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogListSchema = z.object({ posts: z.array(blogPostSummarySchema), nextCursor: z.string().nullable() });

export const blogCommentSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  status: blogCommentStatusSchema,
  createdAt: z.string(),
  author: blogAuthorSchema.nullable(),
  /** The reader's own comment (their pending one is shown to them only). */
  mine: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** The comments a reader sees under a post, oldest first, a page at a time (the first page comes with the post). */
export const BLOG_COMMENTS_PAGE = 50;

/** GET /api/blog/post: the post, or the slug it lives at now (the page replaces its address and asks again). */
export const blogPostPageSchema = z.union([
  z.object({
    post: blogPostSummarySchema.extend({ bodyHtml: z.string() }),
    related: z.array(blogPostSummarySchema),
    /** The first page of the comments the reader sees (approved, and their own pending ones). */
    comments: z.array(blogCommentSchema),
    /** The cursor of the next page (GET /api/blog/posts/:id/comments), null when there is none. */
    commentsNextCursor: z.string().nullable(),
    /** How many comments the reader sees in all. */
    commentCount: z.number().int(),
  }),
  z.object({ redirectTo: z.string() }),
]);

/** GET /api/blog/posts/:id/comments: the next pages of a post's comments, oldest first. */
export const blogCommentsQuerySchema = z.object({
  cursor: cursorSchema,
  limit: limitSchema(BLOG_COMMENTS_PAGE),
});
export type BlogCommentsQuery = z.output<typeof blogCommentsQuerySchema>;
export const blogCommentListSchema = z.object({ comments: z.array(blogCommentSchema), nextCursor: z.string().nullable() });

export const blogTagsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) });

/**
 * GET /api/blog/manage/tags: the tags a writer is offered in the editor, those containing what they type. A
 * pharmacist's are the published posts' and their own posts' (drafts and scheduled too), an admin's every post's.
 */
export const blogWriterTagsQuerySchema = z.object({
  q: z.string(invalid).trim().toLowerCase().max(BLOG_TAG_MAX, 'validation.tooLong').optional(),
  limit: limitSchema(20),
});
export type BlogWriterTagsQuery = z.output<typeof blogWriterTagsQuerySchema>;

/** A post as its writer edits it. */
export const blogManagedPostSchema = blogPostSummarySchema.extend({
  status: blogPostStatusSchema,
  bodyHtml: z.string(),
  authorId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogManagedPost = z.infer<typeof blogManagedPostSchema>;
export const blogManagedPostResultSchema = z.object({ post: blogManagedPostSchema });

export const blogManageListSchema = z.object({
  posts: z.array(blogManagedPostSchema.omit({ bodyHtml: true })),
  /** Per status tab, within the search (first page only). */
  counts: z.record(blogPostStatusSchema, z.number().int()).optional(),
  nextCursor: z.string().nullable(),
});

export const blogCoverResultSchema = z.object({ coverUrl: z.string() });

export const blogCommentInputSchema = z.object({
  body: z.string(invalid).trim().min(1, 'validation.required').max(BLOG_COMMENT_MAX, 'validation.tooLong'),
});
export const blogCommentResultSchema = z.object({ comment: blogCommentSchema });

export const blogModerationQuerySchema = z.object({
  status: blogCommentStatusSchema.default('pending'),
  postId: z.uuid('validation.invalid').optional(),
  cursor: cursorSchema,
  limit: limitSchema(20),
});
export type BlogModerationQuery = z.output<typeof blogModerationQuerySchema>;
export const blogModerationListSchema = z.object({
  comments: z.array(blogCommentSchema.extend({ post: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }) })),
  nextCursor: z.string().nullable(),
});
export const blogModerateSchema = z.object({ status: z.enum(['approved', 'rejected'], invalid) });
