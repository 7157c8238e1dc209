import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  mailAnnouncementSchema,
  mailAnswerSchema,
  mailComposeSchema,
  mailFlagsSchema,
  mailIdQuerySchema,
  mailLabelInputSchema,
  mailLabelSchema,
  mailLabelsSchema,
  mailListQuerySchema,
  mailListSchema,
  mailUploadedSchema,
} from '@pharmacy/shared/schemas/mail';
import { errorSchema } from '../../lib/error-schema';
import { perAccountLimit } from '../../lib/account-rate-limits';
import { sendStoredFile } from '../../lib/send-stored-file';
import type { FileStore } from '../../lib/storage';
import { requireRole, requireSignedIn } from '../../plugins/session';
import { announce } from './announce';
import { openAttachment, uploadAttachment } from './attachments';
import { composeMail, type Composed } from './compose';
import { deleteMail, restoreMail, setFlags, trashMail } from './flags';
import { createLabel, deleteLabel, updateLabel } from './labels';
import { listLabels, listMails, readMail } from './read';

const denied = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
/** Mails a person may send a minute (each may reach 20 people). */
const SEND_LIMIT = perAccountLimit(30, '1 minute');

function delivered(app: FastifyInstance, composed: Composed): void {
  if (composed.recipients.length === 0) return;
  app.realtime.publishToUsers(composed.recipients, { type: 'mail.received' });
  app.outbox.wake();
}

/**
 * The in-app mailbox (issue 16; contract in packages/shared/src/schemas/mail.ts): each person's own, and only theirs.
 * An account waiting for approval or refused has it too, to read the platform's decision and write to the platform
 * (decision 013); its contacts are the admins only (chat/members.ts).
 */
export const mailRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  await app.register(multipart, { limits: { fileSize: MAIL_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const mailOf = async (request: Parameters<typeof requireSignedIn>[0], id: string) => ({ mail: await readMail(app.db, await requireSignedIn(request), id) });

  app.get(
    '/api/mail/labels',
    { schema: { tags: ['mail'], summary: 'My labels (system and my own) with their unread counts', response: { 200: mailLabelsSchema, ...denied } } },
    async (request) => ({ labels: await listLabels(app.db, await requireSignedIn(request)) }),
  );

  app.get(
    '/api/mail/mails',
    {
      schema: {
        tags: ['mail'],
        summary: 'My mails under a label (inbox by default), newest first, with a search; keyset-paginated',
        querystring: mailListQuerySchema,
        response: { 200: mailListSchema, ...denied },
      },
    },
    async (request) => listMails(app.db, await requireSignedIn(request), request.query),
  );

  app.get(
    '/api/mail/mail',
    { schema: { tags: ['mail'], summary: 'One of my mails, whole', querystring: mailIdQuerySchema, response: { 200: mailAnswerSchema, ...denied } } },
    async (request) => mailOf(request, request.query.mailId),
  );

  app.post(
    '/api/mail/mails',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags: ['mail'],
        summary: 'Write a mail (or a reply, or a forward) to people I may write to; `draft: true` keeps it as a draft',
        body: mailComposeSchema,
        response: { 201: mailAnswerSchema, ...denied },
      },
    },
    async (request, reply) => {
      const user = await requireSignedIn(request);
      const composed = await composeMail(app.db, user, request.body);
      delivered(app, composed);
      return reply.status(201).send({ mail: await readMail(app.db, user, composed.entryId) });
    },
  );

  app.put(
    '/api/mail/mails/:id',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags: ['mail'],
        summary: 'Change one of my drafts; `draft: false` sends it',
        params: idParams,
        body: mailComposeSchema,
        response: { 200: mailAnswerSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request);
      const composed = await composeMail(app.db, user, request.body, request.params.id);
      delivered(app, composed);
      return { mail: await readMail(app.db, user, composed.entryId) };
    },
  );

  app.patch(
    '/api/mail/mails/:id',
    {
      schema: {
        tags: ['mail'],
        summary: 'Mark one of my mails read or unread, starred, important, or set its labels',
        params: idParams,
        body: mailFlagsSchema,
        response: { 200: mailAnswerSchema, ...denied },
      },
    },
    async (request) => {
      await setFlags(app.db, await requireSignedIn(request), request.params.id, request.body);
      return mailOf(request, request.params.id);
    },
  );

  app.post(
    '/api/mail/mails/:id/trash',
    { schema: { tags: ['mail'], summary: 'Move one of my mails to the trash', params: idParams, response: { 200: mailAnswerSchema, ...denied } } },
    async (request) => {
      await trashMail(app.db, await requireSignedIn(request), request.params.id);
      return mailOf(request, request.params.id);
    },
  );

  app.post(
    '/api/mail/mails/:id/restore',
    { schema: { tags: ['mail'], summary: 'Take one of my mails out of the trash, back where it was', params: idParams, response: { 200: mailAnswerSchema, ...denied } } },
    async (request) => {
      await restoreMail(app.db, await requireSignedIn(request), request.params.id);
      return mailOf(request, request.params.id);
    },
  );

  app.delete(
    '/api/mail/mails/:id',
    { schema: { tags: ['mail'], summary: 'Delete one of my mails for good (from the trash) or a draft', params: idParams, response: { 204: z.null(), ...denied, 409: errorSchema } } },
    async (request, reply) => {
      const keys = await deleteMail(app.db, await requireSignedIn(request), request.params.id);
      for (const key of keys) await storage.remove(key);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/mail/labels',
    { schema: { tags: ['mail'], summary: 'Make a label of my own', body: mailLabelInputSchema, response: { 201: z.object({ label: mailLabelSchema }), ...denied } } },
    async (request, reply) => reply.status(201).send({ label: await createLabel(app.db, await requireSignedIn(request), request.body) }),
  );

  app.patch(
    '/api/mail/labels/:id',
    { schema: { tags: ['mail'], summary: 'Rename or recolour one of my labels', params: idParams, body: mailLabelInputSchema, response: { 200: z.object({ label: mailLabelSchema }), ...denied } } },
    async (request) => ({ label: await updateLabel(app.db, await requireSignedIn(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/mail/labels/:id',
    { schema: { tags: ['mail'], summary: 'Delete one of my labels (my mails lose it)', params: idParams, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      await deleteLabel(app.db, await requireSignedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/mail/attachments',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: { tags: ['mail'], summary: 'Upload an image or a PDF (multipart field `file`, at most 10 MB) to attach to a mail', response: { 201: mailUploadedSchema, ...denied, 413: errorSchema } },
    },
    async (request, reply) => reply.status(201).send({ attachment: await uploadAttachment(app.db, storage, await requireSignedIn(request), request) }),
  );

  app.get(
    '/api/mail/attachments/:id',
    { schema: { tags: ['mail'], summary: 'A file of a mail I hold (or one I uploaded)', params: idParams, response: denied } },
    async (request, reply) => {
      const file = await openAttachment(app.db, await requireSignedIn(request), request.params.id);
      return sendStoredFile(request, reply, storage, file, 'mail attachment');
    },
  );

  app.post(
    '/api/mail/announcements',
    {
      schema: {
        tags: ['mail'],
        summary: 'Admins: announce something to every active account of the chosen roles',
        body: mailAnnouncementSchema,
        response: { 201: mailAnswerSchema, ...denied },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ['admin']);
      const made = await announce(app.db, user, request.body);
      if (made.recipients.length > 0) app.realtime.publishToUsers(made.recipients, { type: 'mail.received' });
      return reply.status(201).send({ mail: await readMail(app.db, user, made.entryId) });
    },
  );
};
