import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  kanbanBoardQuerySchema,
  kanbanBoardResultSchema,
  kanbanCardDeleteSchema,
  kanbanCardMoveSchema,
  kanbanCardNewSchema,
  kanbanCardResultSchema,
  kanbanCardUpdateSchema,
  kanbanColumnDeleteSchema,
  kanbanColumnMoveSchema,
  kanbanColumnNewSchema,
  kanbanColumnResultSchema,
  kanbanColumnUpdateSchema,
  kanbanDeletedSchema,
  kanbanMoveResultSchema,
  kanbanAttachmentDeleteSchema,
  kanbanAttachmentQuerySchema,
  kanbanAttachmentResultSchema,
  KANBAN_ATTACHMENT_MAX_BYTES,
  KANBAN_ATTACHMENTS_MAX,
} from '@pharmacy/shared/schemas/kanban';
import { errorSchema } from '../../lib/error-schema';
import { sendStoredFile } from '../../lib/send-stored-file';
import type { FileStore } from '../../lib/storage';
import { attachToCard, detachFromCard, openCardAttachment } from './attachments';
import { boardsOf, openBoard, requireKanbanUser } from './boards';
import { createCard, deleteCard, moveCard, updateCard, type Changed } from './cards';
import { createColumn, deleteColumn, moveColumn, renameColumn } from './columns';
import { boardAudience } from './members';
import { boardSummary, presentBoard } from './present';

const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['kanban'];

/**
 * After the commit, the deleted files' bytes go and everyone who can open the board re-reads it (a rolled-back change
 * is never announced).
 */
async function announced<T>(app: FastifyInstance, storage: FileStore, changed: Changed<T>): Promise<T> {
  for (const key of changed.fileKeys ?? []) await storage.remove(key);
  app.realtime.publishToUsers(await boardAudience(app.db, changed.board), { type: 'kanban.changed', boardId: changed.board.id });
  return changed.result;
}

/**
 * Kanban boards (issue 17; contract in packages/shared/src/schemas/kanban.ts, ordering in decision 012). Pharmacy
 * staff, couriers and admins only; who may open which board is decided in boards.ts.
 */
export const kanbanRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  await app.register(multipart, { limits: { fileSize: KANBAN_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const settle = <T>(changed: Changed<T>) => announced(app, storage, changed);
  app.get(
    '/api/kanban/board',
    {
      schema: {
        tags,
        summary: 'A board (by default my team’s, else my own) with its cards, columns and column order, and the boards I may open',
        querystring: kanbanBoardQuerySchema,
        response: { 200: kanbanBoardResultSchema, ...refused },
      },
    },
    async (request) => {
      const user = await requireKanbanUser(request);
      const boards = await boardsOf(app.db, user);
      const { boardId } = request.query;
      const board = boardId === undefined ? boards[0]! : await openBoard(app.db, user, boardId);
      return { board: await presentBoard(app.db, user, board), boards: boards.map(boardSummary) };
    },
  );

  app.post(
    '/api/kanban/columns/new',
    { schema: { tags, summary: 'Add a column at the end of a board', body: kanbanColumnNewSchema, response: { 201: kanbanColumnResultSchema, ...refused } } },
    async (request, reply) => {
      const user = await requireKanbanUser(request);
      const column = await settle(await createColumn(app.db, user, request.body.boardId, request.body.name));
      return reply.code(201).send({ column });
    },
  );

  app.post(
    '/api/kanban/columns/update',
    { schema: { tags, summary: 'Rename a column', body: kanbanColumnUpdateSchema, response: { 200: kanbanColumnResultSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return { column: await settle(await renameColumn(app.db, user, request.body.columnId, request.body.column.name)) };
    },
  );

  app.post(
    '/api/kanban/columns/delete',
    { schema: { tags, summary: 'Delete a column and its cards', body: kanbanColumnDeleteSchema, response: { 200: kanbanDeletedSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return settle(await deleteColumn(app.db, user, request.body.columnId));
    },
  );

  app.post(
    '/api/kanban/columns/move',
    { schema: { tags, summary: 'Put a column after another (first when null)', body: kanbanColumnMoveSchema, response: { 200: kanbanMoveResultSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return settle(await moveColumn(app.db, user, request.body.columnId, request.body.afterColumnId));
    },
  );

  app.post(
    '/api/kanban/cards/new',
    { schema: { tags, summary: 'Add a card at the end of a column', body: kanbanCardNewSchema, response: { 201: kanbanCardResultSchema, ...refused } } },
    async (request, reply) => {
      const user = await requireKanbanUser(request);
      const card = await settle(await createCard(app.db, user, request.body.columnId, request.body.card));
      return reply.code(201).send({ card });
    },
  );

  app.post(
    '/api/kanban/cards/update',
    { schema: { tags, summary: 'Change a card', body: kanbanCardUpdateSchema, response: { 200: kanbanCardResultSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return { card: await settle(await updateCard(app.db, user, request.body.cardId, request.body.card)) };
    },
  );

  app.post(
    '/api/kanban/cards/move',
    {
      schema: {
        tags,
        summary: 'Put a card after another in a column (first when null; last when that card has left the column)',
        body: kanbanCardMoveSchema,
        response: { 200: kanbanMoveResultSchema, ...refused },
      },
    },
    async (request) => {
      const user = await requireKanbanUser(request);
      const { cardId, columnId, afterCardId } = request.body;
      return settle(await moveCard(app.db, user, cardId, columnId, afterCardId));
    },
  );

  app.post(
    '/api/kanban/cards/delete',
    { schema: { tags, summary: 'Delete a card', body: kanbanCardDeleteSchema, response: { 200: kanbanDeletedSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return settle(await deleteCard(app.db, user, request.body.cardId));
    },
  );
  app.post(
    '/api/kanban/cards/attachment',
    {
      schema: {
        tags,
        summary: `Add a PDF or an image (multipart field \`file\`, at most 10 MB, ${KANBAN_ATTACHMENTS_MAX} per card) to a card`,
        querystring: kanbanAttachmentQuerySchema,
        response: { 201: kanbanAttachmentResultSchema, ...refused, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireKanbanUser(request);
      const attachment = await settle(await attachToCard(app.db, storage, user, request.query.cardId, request));
      return reply.status(201).send({ attachment });
    },
  );

  app.get(
    '/api/kanban/attachments/:id',
    { schema: { tags, summary: 'A file of a card on a board I may open', params: z.object({ id: z.string().max(100) }), response: refused } },
    async (request, reply) => {
      const file = await openCardAttachment(app.db, await requireKanbanUser(request), request.params.id);
      return sendStoredFile(request, reply, storage, file, 'kanban attachment');
    },
  );

  app.post(
    '/api/kanban/attachments/delete',
    { schema: { tags, summary: 'Remove a file from a card', body: kanbanAttachmentDeleteSchema, response: { 200: kanbanDeletedSchema, ...refused } } },
    async (request) => settle(await detachFromCard(app.db, await requireKanbanUser(request), request.body.attachmentId)),
  );
};
