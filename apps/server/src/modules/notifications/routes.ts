import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationUnreadSchema,
} from '@pharmacy/shared/schemas/notification';
import { errorSchema } from '../../lib/error-schema';
import { requireUser } from '../../plugins/session';
import { listNotifications, markAllRead, markRead } from './service';

const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** Every signed-in person reads and clears their own notifications, and only theirs (a pending account too). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, keyset-paginated, with my unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return listNotifications(app.db, user.uid, request.query);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications as read',
        params: idParams,
        response: { 200: notificationUnreadSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return markRead(app.db, user.uid, request.params.id);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications as read',
        response: { 200: notificationUnreadSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return markAllRead(app.db, user.uid);
    },
  );
};
