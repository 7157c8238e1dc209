import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_MAX_BYTES,
  FILE_TRASH_DAYS,
  fileDocumentsQuerySchema,
  fileDocumentsSchema,
  fileFolderCreateSchema,
  fileItemSchema,
  fileListQuerySchema,
  fileListSchema,
  fileSelectionSchema,
  fileShareCreateSchema,
  fileShareSchema,
  fileSharesQuerySchema,
  fileSharesSchema,
  fileStarSchema,
  fileUpdateSchema,
  fileUploadQuerySchema,
} from '@pharmacy/shared/schemas/files';
import { errorSchema } from '../../lib/error-schema';
import type { FileStore } from '../../lib/storage';
import { requireUser } from '../../plugins/session';
import { sendFileContent } from './content';
import { listDocuments } from './documents';
import { createFolder } from './folders';
import { listFiles } from './list';
import { listShares, revokeShare, shareItem } from './shares';
import { setStar } from './stars';
import { purgeItems, restoreItems, trashItems } from './trash';
import { updateItem } from './update';
import { uploadFile } from './upload';

const tags = ['files'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const done = { 204: z.null(), ...refused };
const contentQuery = z.object({ disposition: z.enum(['attachment', 'inline'], { error: 'validation.invalid' }).default('attachment') });

/**
 * The file manager (issue 18, decision 015; contract in packages/shared/src/schemas/files.ts). Every active account
 * has its own files; pharmacy staff also their pharmacy's shared folder; what a share gives is decided in items.ts
 * and access.ts. Pending, refused and suspended accounts are refused by requireUser.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  // Scoped to this plugin: only the upload route reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/api/files',
    {
      schema: {
        tags,
        summary: 'One space of the file manager (mine, pharmacy, shared, starred, recent, trash), a folder of it, or a search of it; folders first',
        querystring: fileListQuerySchema,
        response: { 200: fileListSchema, ...refused },
      },
    },
    async (request) => listFiles(app.db, await requireUser(request), request.query),
  );

  app.post(
    '/api/files/folders',
    { schema: { tags, summary: 'Create a folder in a folder I may write in, or at the top of my files or my pharmacy’s', body: fileFolderCreateSchema, response: { 201: fileItemSchema, ...refused } } },
    async (request, reply) => reply.status(201).send(await createFolder(app.db, await requireUser(request), request.body)),
  );

  app.post(
    '/api/files/upload',
    {
      schema: {
        tags,
        summary: `Upload one file (multipart field \`file\`: PDF, JPEG, PNG or WebP by content, at most ${FILE_MAX_BYTES / 1024 / 1024} MB); 413 FILE_TOO_LARGE, 413 QUOTA_EXCEEDED`,
        consumes: ['multipart/form-data'],
        querystring: fileUploadQuerySchema,
        response: { 201: fileItemSchema, ...refused, 413: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await uploadFile(app.db, storage, await requireUser(request), request.query, request)),
  );

  for (const kind of ['file', 'folder'] as const) {
    app.patch(
      `/api/files/${kind}s/:id`,
      {
        schema: {
          tags,
          summary: `Rename a ${kind} (its owner, or someone it was shared with to edit) or move it within its storage (its owner)`,
          params: idParams,
          body: fileUpdateSchema,
          response: { 200: fileItemSchema, ...refused },
        },
      },
      async (request) => updateItem(app.db, await requireUser(request), kind, request.params.id, request.body),
    );
  }

  app.post(
    '/api/files/trash',
    { schema: { tags, summary: `Move my items to the trash (kept ${FILE_TRASH_DAYS} days); all or none`, body: fileSelectionSchema, response: done } },
    async (request, reply) => {
      await trashItems(app.db, await requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/files/restore',
    { schema: { tags, summary: 'Bring my items back from the trash (to the top when their folder is still in it); all or none', body: fileSelectionSchema, response: done } },
    async (request, reply) => {
      await restoreItems(app.db, await requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/files/purge',
    { schema: { tags, summary: 'Delete items of my trash for good, with everything inside them; all or none', body: fileSelectionSchema, response: done } },
    async (request, reply) => {
      await purgeItems(app.db, storage, await requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/files/stars',
    { schema: { tags, summary: 'Star or unstar an item I may see (stars are each person’s own)', body: fileStarSchema, response: done } },
    async (request, reply) => {
      await setStar(app.db, await requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/files/shares',
    { schema: { tags, summary: 'Who an item of mine is shared with', querystring: fileSharesQuerySchema, response: { 200: fileSharesSchema, ...refused } } },
    async (request) => ({ shares: await listShares(app.db, await requireUser(request), request.query.kind, request.query.id) }),
  );

  app.post(
    '/api/files/shares',
    {
      schema: {
        tags,
        summary: 'Share an item of mine with a person I may contact (read or edit); again changes the permission',
        body: fileShareCreateSchema,
        response: { 201: fileShareSchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await shareItem(app.db, await requireUser(request), request.body)),
  );

  app.delete(
    '/api/files/shares/:id',
    { schema: { tags, summary: 'Revoke a share of an item of mine', params: idParams, response: done } },
    async (request, reply) => {
      await revokeShare(app.db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/files/files/:id/content',
    {
      schema: {
        tags,
        summary: 'A file’s bytes (attachment, or inline for a preview), to its owner and those it is shared with',
        params: idParams,
        querystring: contentQuery,
        response: refused,
      },
    },
    async (request, reply) =>
      sendFileContent(app.db, storage, await requireUser(request), request.params.id, request.query.disposition, request, reply),
  );

  app.get(
    '/api/files/documents',
    {
      schema: {
        tags,
        summary: 'Documents I already have elsewhere (prescriptions, invoices, chat and mail files), newest first, with the route that serves each',
        querystring: fileDocumentsQuerySchema,
        response: { 200: fileDocumentsSchema, ...refused },
      },
    },
    async (request) => listDocuments(app.db, await requireUser(request), request.query.source),
  );
};
