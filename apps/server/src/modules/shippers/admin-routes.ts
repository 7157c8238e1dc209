import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shipperAdminUpdateSchema,
  shipperCreateSchema,
  shipperListQuerySchema,
  shipperListSchema,
  shipperProfileSchema,
  shipperRowSchema,
} from '@pharmacy/shared/schemas/shipper';
import { CSV_CONTENT_TYPE, csvFileName } from '../../lib/csv';
import { errorSchema } from '../../lib/error-schema';
import { requireRole, requireUser } from '../../plugins/session';
import { createShipper, exportShippers, findShipperBySlug, getShipperProfile, updateShipperAsAdmin } from './admin';
import { listShippers } from './list';
import { staffViewer } from './rows';

const denied = { 401: errorSchema, 403: errorSchema };
const slugParams = z.object({ slug: z.string().min(1).max(100) });

/**
 * Shippers as admins manage them (every account, create, edit) and as a pharmacy's staff see them (the shippers
 * delivering for their pharmacies, read-only, without e-mail addresses).
 */
export const shipperAdminRoutes: FastifyPluginAsyncZod<{ onMailError: (error: unknown) => void }> = async (
  app,
  { onMailError },
) => {
  app.get(
    '/api/shippers',
    {
      schema: {
        tags: ['shippers'],
        summary:
          'Shippers: every account (admin) or those delivering for one’s pharmacies (its staff); keyset-paginated',
        querystring: shipperListQuerySchema,
        response: { 200: shipperListSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['admin', 'pharmacy']);
      return listShippers(app.db, await staffViewer(app.db, user), request.query);
    },
  );

  app.get(
    '/api/shippers/export.csv',
    {
      schema: {
        tags: ['shippers'],
        summary: 'Shippers as a CSV file, with the same filters and sort (admin)',
        querystring: shipperListQuerySchema.omit({ cursor: true, limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await requireRole(request, ['admin']);
      const csv = await exportShippers(app.db, request.query);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${csvFileName('shippers')}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/shippers/by-slug/:slug',
    {
      schema: {
        tags: ['shippers'],
        summary: 'One shipper by slug, for its edit page (admin)',
        params: slugParams,
        response: { 200: shipperRowSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return findShipperBySlug(app.db, request.params.slug);
    },
  );

  app.get(
    '/api/shippers/by-slug/:slug/profile',
    {
      schema: {
        tags: ['shippers'],
        summary: 'A shipper’s profile: the shipper, an admin, or staff of a pharmacy it serves (else 404)',
        params: slugParams,
        response: { 200: shipperProfileSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getShipperProfile(app.db, request.params.slug, await requireUser(request)),
  );

  app.post(
    '/api/shippers',
    {
      schema: {
        tags: ['shippers'],
        summary:
          'Create an active courier account with its vehicle and pharmacies; it sets a password by e-mail (admin)',
        body: shipperCreateSchema,
        response: { 201: shipperRowSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, ['admin']);
      return reply.status(201).send(await createShipper(app, request.body, admin.uid, onMailError));
    },
  );

  app.patch(
    '/api/shippers/:uid',
    {
      schema: {
        tags: ['shippers'],
        summary: 'Change a shipper’s phone, vehicle, availability or pharmacies (admin)',
        params: z.object({ uid: z.string().min(1).max(64) }),
        body: shipperAdminUpdateSchema,
        response: { 200: shipperRowSchema, 400: errorSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      return updateShipperAsAdmin(app.db, request.params.uid, request.body, admin.uid);
    },
  );
};
