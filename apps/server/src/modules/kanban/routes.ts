import type { FastifyInstance } from 'fastify';
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
} from '@pharmacy/shared/schemas/kanban';
import { errorSchema } from '../../lib/error-schema';
import { boardsOf, openBoard, requireKanbanUser } from './boards';
import { createCard, deleteCard, moveCard, updateCard, type Changed } from './cards';
import { createColumn, deleteColumn, moveColumn, renameColumn } from './columns';
import { boardAudience } from './members';
import { boardSummary, presentBoard } from './present';

const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['kanban'];

/** After the commit, everyone who can open the board re-reads it (a rolled-back change is never announced). */
async function announced<T>(app: FastifyInstance, changed: Changed<T>): Promise<T> {
  app.realtime.publishToUsers(await boardAudience(app.db, changed.board), { type: 'kanban.changed', boardId: changed.board.id });
  return changed.result;
}

/**
 * Kanban boards (issue 17; contract in packages/shared/src/schemas/kanban.ts, ordering in decision 012). Pharmacy
 * staff, couriers and admins only; who may open which board is decided in boards.ts.
 */
export const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const column = await announced(app, await createColumn(app.db, user, request.body.boardId, request.body.name));
      return reply.code(201).send({ column });
    },
  );

  app.post(
    '/api/kanban/columns/update',
    { schema: { tags, summary: 'Rename a column', body: kanbanColumnUpdateSchema, response: { 200: kanbanColumnResultSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return { column: await announced(app, await renameColumn(app.db, user, request.body.columnId, request.body.column.name)) };
    },
  );

  app.post(
    '/api/kanban/columns/delete',
    { schema: { tags, summary: 'Delete a column and its cards', body: kanbanColumnDeleteSchema, response: { 200: kanbanDeletedSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return announced(app, await deleteColumn(app.db, user, request.body.columnId));
    },
  );

  app.post(
    '/api/kanban/columns/move',
    { schema: { tags, summary: 'Put a column after another (first when null)', body: kanbanColumnMoveSchema, response: { 200: kanbanMoveResultSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return announced(app, await moveColumn(app.db, user, request.body.columnId, request.body.afterColumnId));
    },
  );

  app.post(
    '/api/kanban/cards/new',
    { schema: { tags, summary: 'Add a card at the end of a column', body: kanbanCardNewSchema, response: { 201: kanbanCardResultSchema, ...refused } } },
    async (request, reply) => {
      const user = await requireKanbanUser(request);
      const card = await announced(app, await createCard(app.db, user, request.body.columnId, request.body.card));
      return reply.code(201).send({ card });
    },
  );

  app.post(
    '/api/kanban/cards/update',
    { schema: { tags, summary: 'Change a card', body: kanbanCardUpdateSchema, response: { 200: kanbanCardResultSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return { card: await announced(app, await updateCard(app.db, user, request.body.cardId, request.body.card)) };
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
      return announced(app, await moveCard(app.db, user, cardId, columnId, afterCardId));
    },
  );

  app.post(
    '/api/kanban/cards/delete',
    { schema: { tags, summary: 'Delete a card', body: kanbanCardDeleteSchema, response: { 200: kanbanDeletedSchema, ...refused } } },
    async (request) => {
      const user = await requireKanbanUser(request);
      return announced(app, await deleteCard(app.db, user, request.body.cardId));
    },
  );
};
