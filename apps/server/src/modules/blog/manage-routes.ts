import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import {
  blogCommentResultSchema,
  blogCoverResultSchema,
  blogIdParamsSchema,
  blogManagedPostResultSchema,
  blogManageListSchema,
  blogManageQuerySchema,
  blogModerateSchema,
  blogModerationListSchema,
  blogModerationQuerySchema,
  blogPostInputSchema,
  blogPublishSchema,
  blogTagsSchema,
  blogWriterTagsQuerySchema,
} from '@pharmacy/shared/schemas/blog';
import { errorSchema } from '../../lib/error-schema';
import type { FileStore } from '../../lib/storage';
import { requireRole } from '../../plugins/session';
import { readImageUpload } from '../images/avatar';
import { changeablePost, WRITERS } from './access';
import { commentsToModerate, moderateComment } from './comments';
import { removeCover, setCover } from './cover';
import { listForWriter, writerTags } from './manage-list';
import { toManaged } from './present';
import { createPost, deletePost, publishPost, unpublishPost, updatePost } from './write';

export interface BlogManageRoutesOptions {
  storage: FileStore;
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const params = blogIdParamsSchema;

/**
 * Writing the blog (/dashboard/blog/posts): admins and pharmacists with an active account. A pharmacist sees and
 * changes their own posts, an admin every post; another writer's post is a 404 (access.ts).
 */
export const blogManageRoutes: FastifyPluginAsyncZod<BlogManageRoutesOptions> = async (app, { storage }) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const writer = (request: Parameters<typeof requireRole>[0]) => requireRole(request, WRITERS);

  app.get(
    '/api/blog/manage/posts',
    { schema: { tags: ['blog'], summary: 'My posts (an admin: all) by status tab with the tabs’ counts, search and sort', querystring: blogManageQuerySchema, response: { 200: blogManageListSchema, ...errors } } },
    async (request) => listForWriter(app.db, await writer(request), request.query),
  );

  app.get(
    '/api/blog/manage/tags',
    { schema: { tags: ['blog'], summary: 'Tags to offer in the editor, containing q, with counts, the most used first: published posts’ and my own (an admin: every post’s)', querystring: blogWriterTagsQuerySchema, response: { 200: blogTagsSchema, ...errors } } },
    async (request) => writerTags(app.db, await writer(request), request.query),
  );

  app.post(
    '/api/blog/manage/posts',
    { schema: { tags: ['blog'], summary: 'Start a post (a draft; every field may still be empty)', body: blogPostInputSchema, response: { 201: blogManagedPostResultSchema, ...errors } } },
    async (request, reply) => reply.status(201).send({ post: await createPost(app.db, await writer(request), request.body) }),
  );

  app.get(
    '/api/blog/manage/posts/:id',
    { schema: { tags: ['blog'], summary: 'A post as its writer edits it', params, response: { 200: blogManagedPostResultSchema, ...errors } } },
    async (request) => ({ post: toManaged(await changeablePost(app.db, await writer(request), request.params.id)) }),
  );

  app.patch(
    '/api/blog/manage/posts/:id',
    { schema: { tags: ['blog'], summary: 'Save a post (autosave); a new title of a published post moves it to a new slug, the old one redirecting', params, body: blogPostInputSchema, response: { 200: blogManagedPostResultSchema, ...errors } } },
    async (request) => ({ post: await updatePost(app.db, await writer(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/blog/manage/posts/:id/publish',
    { schema: { tags: ['blog'], summary: 'Publish now, or at publishAt (scheduled: public once the time has come)', params, body: blogPublishSchema.optional(), response: { 200: blogManagedPostResultSchema, ...errors } } },
    async (request) => ({ post: await publishPost(app.db, await writer(request), request.params.id, request.body?.publishAt) }),
  );

  app.post(
    '/api/blog/manage/posts/:id/unpublish',
    { schema: { tags: ['blog'], summary: 'Back to a draft (off the public pages)', params, response: { 200: blogManagedPostResultSchema, ...errors } } },
    async (request) => ({ post: await unpublishPost(app.db, await writer(request), request.params.id) }),
  );

  app.delete(
    '/api/blog/manage/posts/:id',
    { schema: { tags: ['blog'], summary: 'Delete a post with its comments', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const cover = await deletePost(app.db, await writer(request), request.params.id);
      if (cover) await storage.remove(cover);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/blog/manage/posts/:id/cover',
    { schema: { tags: ['blog'], summary: 'Upload the cover (PNG, JPEG or WebP by content; stored 1200×630 WebP)', params, response: { 200: blogCoverResultSchema, ...errors } } },
    async (request) => {
      const post = await changeablePost(app.db, await writer(request), request.params.id);
      return { coverUrl: await setCover(app.db, storage, post.id, await readImageUpload(request)) };
    },
  );

  app.delete(
    '/api/blog/manage/posts/:id/cover',
    { schema: { tags: ['blog'], summary: 'Remove the cover', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const post = await changeablePost(app.db, await writer(request), request.params.id);
      await removeCover(app.db, storage, post.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/blog/manage/comments',
    { schema: { tags: ['blog'], summary: 'Comments to moderate on my posts (an admin: all), by status, newest first', querystring: blogModerationQuerySchema, response: { 200: blogModerationListSchema, ...errors } } },
    async (request) => commentsToModerate(app.db, await writer(request), request.query),
  );

  app.post(
    '/api/blog/manage/comments/:id/moderate',
    { schema: { tags: ['blog'], summary: 'Approve or reject a comment on my post (an admin: any post)', params, body: blogModerateSchema, response: { 200: blogCommentResultSchema, ...errors } } },
    async (request) => ({ comment: await moderateComment(app.db, await writer(request), request.params.id, request.body.status) }),
  );
};
