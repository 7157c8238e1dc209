import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, imageUploadResultSchema } from '@pharmacy/shared/schemas/accounts';
import { errorSchema } from '../../lib/error-schema';
import { notFound } from '../../lib/errors';
import { IMAGE_FOLDER } from '../../lib/images';
import type { FileStore } from '../../lib/storage';
import { requireRole, requireUser } from '../../plugins/session';
import { readImageUpload, removeAvatar, setAvatar } from './avatar';

export interface ImageRoutesOptions {
  storage: FileStore;
}

/** Stored names are server-made: `<uuid>.webp`, nothing else is ever served. */
const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const uidParams = z.object({ uid: z.string().min(1).max(64) });
const uploadErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const imageRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, { storage }) => {
  // Scoped to this plugin: only these routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/api/images/:name',
    { schema: { tags: ['users'], summary: 'An avatar or logo (WebP, immutable: a new image gets a new name)', params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const key = `${IMAGE_FOLDER}/${name}`;
      if (!IMAGE_NAME.test(name) || !(await storage.exists(key))) throw notFound('No such image.');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(storage.read(key) as never);
    },
  );

  app.post(
    '/api/me/avatar',
    { schema: { tags: ['users'], summary: 'Upload one’s avatar (PNG, JPEG or WebP; stored resized as WebP)', response: { 200: imageUploadResultSchema, ...uploadErrors } } },
    async (request) => {
      const user = await requireUser(request);
      const bytes = await readImageUpload(request);
      return { url: await setAvatar(app.db, storage, user.uid, bytes, user.uid) };
    },
  );

  app.delete(
    '/api/me/avatar',
    { schema: { tags: ['users'], summary: 'Remove one’s avatar', response: { 204: z.null(), 401: errorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await removeAvatar(app.db, storage, user.uid, user.uid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/accounts/:uid/avatar',
    { schema: { tags: ['admin'], summary: 'Upload a person’s avatar', params: uidParams, response: { 200: imageUploadResultSchema, ...uploadErrors } } },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      const bytes = await readImageUpload(request);
      return { url: await setAvatar(app.db, storage, request.params.uid, bytes, admin.uid) };
    },
  );

  app.delete(
    '/api/admin/accounts/:uid/avatar',
    { schema: { tags: ['admin'], summary: 'Remove a person’s avatar', params: uidParams, response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema } } },
    async (request, reply) => {
      const admin = await requireRole(request, ['admin']);
      await removeAvatar(app.db, storage, request.params.uid, admin.uid);
      return reply.status(204).send(null);
    },
  );
};
