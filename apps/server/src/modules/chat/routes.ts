import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  chatAttachmentQuerySchema,
  chatContactsQuerySchema,
  chatContactsSchema,
  chatConversationAnswerSchema,
  chatConversationIdQuerySchema,
  chatConversationKeyQuerySchema,
  chatConversationListSchema,
  chatConversationQuerySchema,
  chatConversationsQuerySchema,
  chatMessageAnswerSchema,
  chatNewConversationSchema,
  chatParticipantsSchema,
  chatSeenSchema,
  chatSendMessageSchema,
} from '@pharmacy/shared/schemas/chat';
import { errorSchema } from '../../lib/error-schema';
import { forbidden } from '../../lib/errors';
import { perAccountLimit } from '../../lib/account-rate-limits';
import { sendStoredFile } from '../../lib/send-stored-file';
import type { FileStore } from '../../lib/storage';
import { requireSignedIn, requireUser } from '../../plugins/session';
import { openAttachment, sendAttachment } from './attachments';
import { listContacts } from './contacts';
import { listConversations, readConversation, readParticipants } from './read';
import { markSeen, startConversation, writeMessage, type Sent } from './send';

const denied = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** A person sends at most this many messages a minute: a conversation, not a flood. */
const SEND_LIMIT = perAccountLimit(60, '1 minute');

/** Everyone in the conversation learns of the message over their live socket (the client re-reads it). */
function announce(app: FastifyInstance, sent: Sent): void {
  app.realtime.publishToUsers(sent.members, { type: 'chat.message', conversationId: sent.conversationId });
}

/**
 * SPEC §7 names mark-as-seen a GET. It changes state, so it is refused to what a browser sends for another site
 * (a link, an image, a form) and to a page navigation; fetch() from our own pages and API clients pass. Repeating it
 * is harmless.
 */
function checkSameSiteFetch(request: FastifyRequest, appUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === 'cross-site' || site === 'same-site' || request.headers['sec-fetch-mode'] === 'navigate' || (origin !== undefined && origin !== new URL(appUrl).origin)) {
    throw forbidden('This request comes from another site and was refused.', 'CROSS_ORIGIN');
  }
}

/** Chat (issue 16; contract in packages/shared/src/schemas/chat.ts). Every route needs an active account. */
export const chatRoutes: FastifyPluginAsyncZod<{ storage: FileStore; appUrl: string }> = async (app, { storage, appUrl }) => {
  await app.register(multipart, { limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/api/chat/contacts',
    {
      schema: {
        tags: ['chat'],
        summary: 'The people I may start a conversation with (shared order or pharmacy, the platform), by name',
        querystring: chatContactsQuerySchema,
        response: { 200: chatContactsSchema, ...denied },
      },
    },
    // Also for an account that is not active yet (its mailbox's recipients: the admins only).
    async (request) => ({ contacts: await listContacts(app.db, await requireSignedIn(request), request.query.q) }),
  );

  app.get(
    '/api/chat/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'My conversations with messages, latest first, each with its last message and my unread count',
        querystring: chatConversationsQuerySchema,
        response: { 200: chatConversationListSchema, ...denied },
      },
    },
    async (request) => listConversations(app.db, await requireUser(request), request.query.cursor),
  );

  app.get(
    '/api/chat/conversation',
    {
      schema: {
        tags: ['chat'],
        summary: 'A conversation I am in (an order’s has the order’s id), with its latest messages; `before` pages back',
        querystring: chatConversationQuerySchema,
        response: { 200: chatConversationAnswerSchema, ...denied },
      },
    },
    async (request) => ({
      conversation: await readConversation(app.db, await requireUser(request), request.query.conversationKey, request.query.before),
    }),
  );

  app.get(
    '/api/chat/conversation/mark-as-seen',
    {
      schema: {
        tags: ['chat'],
        summary: 'Mark a conversation seen: my unread count becomes 0 (safe to repeat; refused from other sites)',
        querystring: chatConversationIdQuerySchema,
        response: { 200: chatSeenSchema, ...denied },
      },
    },
    async (request) => {
      checkSameSiteFetch(request, appUrl);
      const user = await requireUser(request);
      const { members, changed } = await markSeen(app.db, user, request.query.conversationId);
      if (changed) app.realtime.publishToUsers(members, { type: 'chat.seen', conversationId: request.query.conversationId });
      return { conversationId: request.query.conversationId, unreadCount: 0 as const };
    },
  );

  app.get(
    '/api/chat/participants',
    {
      schema: {
        tags: ['chat'],
        summary: 'The people in a conversation I am in, with when each last saw it',
        querystring: chatConversationKeyQuerySchema,
        response: { 200: chatParticipantsSchema, ...denied },
      },
    },
    async (request) => ({ participants: await readParticipants(app.db, await requireUser(request), request.query.conversationKey) }),
  );

  app.post(
    '/api/chat/conversation/new',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'Start a direct conversation with my contacts (or reuse ours) and write its first message',
        body: chatNewConversationSchema,
        response: { 201: chatConversationAnswerSchema, ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sent = await startConversation(app.db, user, request.body);
      announce(app, sent);
      return reply.status(201).send({ conversation: await readConversation(app.db, user, sent.conversationId) });
    },
  );

  app.post(
    '/api/chat/conversation/message',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'Write a text message in a conversation I am in',
        body: chatSendMessageSchema,
        response: { 201: chatMessageAnswerSchema, ...denied },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sent = await writeMessage(app.db, user, request.body.conversationId, { body: request.body.message.body, contentType: 'text' });
      announce(app, sent);
      return reply.status(201).send({ message: sent.message });
    },
  );

  app.post(
    '/api/chat/conversation/attachment',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'Send an image or a PDF (multipart field `file`, at most 10 MB, checked by content) with an optional caption',
        querystring: chatAttachmentQuerySchema,
        response: { 201: chatMessageAnswerSchema, ...denied, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sent = await sendAttachment(app.db, storage, user, request.query.conversationId, request.query.body, request);
      announce(app, sent);
      return reply.status(201).send({ message: sent.message });
    },
  );

  app.get(
    '/api/chat/attachments/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'An image or PDF sent in a conversation I am in',
        params: z.object({ id: z.uuid({ error: 'validation.invalid' }) }),
        response: denied,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const file = await openAttachment(app.db, user, request.params.id);
      return sendStoredFile(request, reply, storage, file, 'chat attachment');
    },
  );
};
