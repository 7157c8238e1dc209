import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_COMMENTS_PAGE,
  blogCommentInputSchema,
  blogCommentListSchema,
  blogCommentsQuerySchema,
  blogCommentResultSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  blogListSchema,
  blogPostPageSchema,
  blogSlugQuerySchema,
  blogTagsSchema,
  blogLanguageSchema,
} from '@pharmacy/shared/schemas/blog';
import { perAccountLimit } from '../../lib/account-rate-limits';
import { errorSchema } from '../../lib/error-schema';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../plugins/session';
import { addComment, commentCountOf, commentsOf, publicCommentsOf } from './comments';
import { toSummary } from './present';
import { listPublished, publicPostBySlug, publicTags, relatedPosts } from './public-read';

/**
 * The public blog (docs/PRODUCT.md: anyone reads it): published posts whose time has come, their tags, one post by
 * its slug with related posts and the first page of its approved comments (the next ones by cursor); signed-in
 * people comment (held for moderation).
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first (search accents and case ignored; by tag, language, featured; keyset cursor)',
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema, 400: errorSchema },
      },
    },
    async (request) => listPublished(app.db, request.query),
  );

  app.get(
    '/api/blog/post',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post by its slug, with related posts and comments; an old slug answers { redirectTo } with the current one',
        querystring: blogSlugQuerySchema,
        response: { 200: blogPostPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const found = await publicPostBySlug(app.db, request.query.slug);
      if (!found) throw notFound('No such post.');
      if ('redirectTo' in found) return found;
      const viewer = await request.currentUser();
      const [related, comments, commentCount] = await Promise.all([
        relatedPosts(app.db, found.post),
        commentsOf(app.db, found.post.id, viewer?.uid, { limit: BLOG_COMMENTS_PAGE }),
        commentCountOf(app.db, found.post.id, viewer?.uid),
      ]);
      return { post: { ...toSummary(found.post), bodyHtml: found.post.bodyHtml }, related, comments: comments.comments, commentsNextCursor: comments.nextCursor, commentCount };
    },
  );

  app.get(
    '/api/blog/tags',
    {
      schema: {
        tags: ['blog'],
        summary: 'The tags of published posts with their counts, the most used first',
        querystring: z.object({ language: blogLanguageSchema.optional() }),
        response: { 200: blogTagsSchema, 400: errorSchema },
      },
    },
    async (request) => ({ tags: await publicTags(app.db, request.query.language) }),
  );

  app.get(
    '/api/blog/posts/:id/comments',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post’s comments after a cursor (the first page comes with the post), oldest first: approved ones, and the reader’s own pending ones',
        params: blogIdParamsSchema,
        querystring: blogCommentsQuerySchema,
        response: { 200: blogCommentListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => publicCommentsOf(app.db, request.params.id, (await request.currentUser())?.uid, request.query),
  );

  app.post(
    '/api/blog/posts/:id/comments',
    {
      schema: {
        tags: ['blog'],
        summary: 'Comment on a published post (signed in, active); held until its author or an admin approves it',
        params: blogIdParamsSchema,
        body: blogCommentInputSchema,
        response: { 201: blogCommentResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      config: { rateLimit: perAccountLimit(30, '1 hour') },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { comment, notified } = await addComment(app.db, user, request.params.id, request.body.body);
      if (notified.length > 0) app.realtime.publishToUsers(notified, { type: 'notification.created' });
      return reply.status(201).send({ comment });
    },
  );
};
