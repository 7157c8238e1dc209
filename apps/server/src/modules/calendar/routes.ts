import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@pharmacy/shared/roles';
import {
  calendarDeletedSchema,
  calendarEventDeleteSchema,
  calendarEventInputSchema,
  calendarEventListSchema,
  calendarEventResultSchema,
  calendarEventUpdateSchema,
  calendarFeedQuerySchema,
  calendarFeedSchema,
  calendarRangeQuerySchema,
} from '@pharmacy/shared/schemas/calendar';
import { perAccountLimit } from '../../lib/account-rate-limits';
import { errorSchema } from '../../lib/error-schema';
import { notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { isStaff } from '../pharmacies/service';
import { readersOf } from './audience';
import { feedCalendar, feedLanguage, feedScope, feedUrl, renewFeed } from './feed';
import { listEvents, windowOf } from './list';
import { scopeOf } from './scope';
import { createEvent, deleteEvent, updateEvent, type Changed } from './write';

export interface CalendarRoutesOptions {
  /** Signs the subscription links (lib/secret). */
  secret: string;
  appUrl: string;
}

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** A phone polls its subscription every hour or so; a loop over guessed tokens is bounded all the same. */
const FEED_LIMIT = { max: 120, timeWindow: '1 hour' };

/**
 * SPEC §7's calendar calls to the letter (GET /api/calendar/events with a `start`/`end` window, POST …/new, …/update
 * `{ eventId, event }`, …/delete `{ eventId }`), every active account for its own calendar (scope.ts decides what it
 * holds), and a private iCalendar subscription per person.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, options) => {
  const announce = async (changed: Changed) => {
    app.realtime.publishToUsers(await readersOf(app.db, changed.owner), { type: 'calendar.changed' });
  };

  app.get(
    '/api/calendar/events',
    {
      schema: {
        tags: ['calendar'],
        summary: 'The events I may see in [start, end) (default: a month back, two ahead; at most 400 days); a repeating one once per occurrence',
        querystring: calendarRangeQuerySchema,
        response: { 200: calendarEventListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const window = windowOf(request.query);
      return { events: await listEvents(app.db, await scopeOf(app.db, user), window) };
    },
  );

  app.post(
    '/api/calendar/events/new',
    {
      schema: { tags: ['calendar'], summary: 'Add an event (on-duty days and opening exceptions are the pharmacy’s own rows)', body: calendarEventInputSchema, response: { 200: calendarEventResultSchema, ...writeErrors } },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const changed = await createEvent(app.db, await scopeOf(app.db, user), request.body);
      await announce(changed);
      return { event: changed.event! };
    },
  );

  app.post(
    '/api/calendar/events/update',
    {
      schema: { tags: ['calendar'], summary: 'Change an event I may write (a move, a resize, an edit)', body: calendarEventUpdateSchema, response: { 200: calendarEventResultSchema, ...writeErrors } },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const changed = await updateEvent(app.db, await scopeOf(app.db, user), request.body.eventId, request.body.event);
      await announce(changed);
      return { event: changed.event! };
    },
  );

  app.post(
    '/api/calendar/events/delete',
    {
      schema: { tags: ['calendar'], summary: 'Delete an event I may write (past on-duty days stay as history)', body: calendarEventDeleteSchema, response: { 200: calendarDeletedSchema, ...writeErrors } },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const changed = await deleteEvent(app.db, await scopeOf(app.db, user), request.body.eventId);
      await announce(changed);
      return { eventId: request.body.eventId };
    },
  );

  /** The reader's own feed, or their pharmacy's (its staff only; anyone else is told it does not exist). */
  const feedOwnerOf = async (request: FastifyRequest<{ Querystring: { pharmacyId?: string } }>) => {
    const user = await requireRole(request, ROLES);
    const { pharmacyId } = request.query;
    if (pharmacyId === undefined) return { user, owner: { userId: user.uid } };
    if (user.role !== 'pharmacy' || !(await isStaff(app.db, pharmacyId, user.uid))) throw notFound('No such pharmacy.');
    return { user, owner: { pharmacyId } };
  };

  app.get(
    '/api/calendar/feed',
    {
      schema: {
        tags: ['calendar'],
        summary: 'My private iCalendar subscription link, or my pharmacy’s (`pharmacyId`, its staff)',
        querystring: calendarFeedQuerySchema,
        response: { 200: calendarFeedSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { user, owner } = await feedOwnerOf(request);
      return { url: await feedUrl(app.db, options.secret, options.appUrl, owner, user.language) };
    },
  );

  app.post(
    '/api/calendar/feed/renew',
    {
      config: { rateLimit: perAccountLimit(20, '1 hour') },
      schema: {
        tags: ['calendar'],
        summary: 'A new subscription link (mine, or my pharmacy’s with `pharmacyId`); the old one stops working',
        querystring: calendarFeedQuerySchema,
        response: { 200: calendarFeedSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { user, owner } = await feedOwnerOf(request);
      return { url: await renewFeed(app.db, options.secret, options.appUrl, owner, user.language) };
    },
  );

  app.get(
    '/api/calendar/feed/:token',
    {
      config: { rateLimit: FEED_LIMIT },
      schema: {
        tags: ['calendar'],
        summary: 'The subscription itself (text/calendar), for whoever holds the secret link',
        params: z.object({ token: z.string().max(100) }),
        querystring: z.object({ lang: z.string().max(10).optional() }),
        produces: ['text/calendar'],
        response: { 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const found = await feedScope(app.db, request.params.token.replace(/\.ics$/, ''));
      if (!found) throw notFound('This calendar link does not exist or was renewed.');
      const body = await feedCalendar(app.db, found.scope, found.language ?? feedLanguage(request.query.lang));
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body as never);
    },
  );
};
