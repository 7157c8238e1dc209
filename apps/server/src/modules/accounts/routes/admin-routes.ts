import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personSchema,
  userCreateSchema,
  userListQuerySchema,
  userListSchema,
  userUpdateSchema,
} from '@pharmacy/shared/schemas/accounts';
import { requireRole } from '../../../plugins/session';
import { CSV_CONTENT_TYPE, csvFileName } from '../../../lib/csv';
import { errorSchema } from '../../../lib/error-schema';
import { notFound } from '../../../lib/errors';
import { exportPeopleCsv } from '../repository/list-csv';
import { listPeople } from '../repository/list';
import { findPerson, findPersonBySlug } from '../repository/person';
import { updatePerson } from '../commands/update-profile';
import { createPerson } from '../commands/create-person';

export interface AdminRoutesOptions {
  onMailError: (error: unknown) => void;
}

const uidParams = z.object({ uid: z.string().min(1).max(64) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const exportQuerySchema = userListQuerySchema.omit({ cursor: true, limit: true });

/** The people an admin manages (/dashboard/user): list, export, create, read, edit. Status actions: action-routes.ts. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.get(
    '/api/admin/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'People: search (name, e-mail, city), filters, four sorts, keyset cursor',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return listPeople(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/accounts/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The same people as a CSV file (UTF-8 with BOM), every matching row',
        querystring: exportQuerySchema,
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await requireRole(request, ['admin']);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${csvFileName('users')}"`)
        .header('cache-control', 'no-store')
        .send(exportPeopleCsv(app.db, request.query) as never);
    },
  );

  app.post(
    '/api/admin/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an account (any role); the person sets a password from an e-mailed link',
        body: userCreateSchema,
        response: { 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, ['admin']);
      const person = await createPerson(app, admin.uid, request.body, options.onMailError);
      return reply.status(201).send(person);
    },
  );

  app.get(
    '/api/admin/accounts/by-slug/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: 'A person by slug (an old slug still finds them after a rename)',
        params: z.object({ slug: z.string().min(1).max(80) }),
        response: { 200: personSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return findPersonBySlug(app.db, request.params.slug);
    },
  );

  app.patch(
    '/api/admin/accounts/:uid',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a person’s details (a new name gets a new slug; the old one still leads here)',
        params: uidParams,
        body: userUpdateSchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      await updatePerson(app.db, request.params.uid, request.body, admin.uid);
      const person = await findPerson(app.db, request.params.uid);
      if (!person) throw notFound('No such account.');
      return person;
    },
  );
};
