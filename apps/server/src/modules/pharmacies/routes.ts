import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageQuerySchema,
  pharmacyCreateSchema,
  pharmacyDirectoryQuerySchema,
  pharmacyListSchema,
  pharmacySchema,
  pharmacyUpdateSchema,
  stockItemSchema,
  stockListSchema,
  stockUpdateSchema,
} from '@pharmacy/shared/schemas/pharmacy';
import { errorSchema } from '../../lib/error-schema';
import { requireRole } from '../../plugins/session';
import {
  addStaff,
  createPharmacy,
  findPharmacy,
  listPharmacies,
  pharmaciesOfStaff,
  removeStaff,
  requirePharmacyStaff,
  updatePharmacy,
} from './service';
import { deleteStock, listStock, setStock } from './stock';

const idParams = z.object({ id: z.string().min(1).max(64) });
const staffParams = idParams.extend({ uid: z.string().min(1).max(64) });
const stockParams = idParams.extend({ cip13: z.string().regex(/^\d{13}$/, 'validation.invalid') });
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Pharmacies: anyone may read the directory (hours, on-duty days, home delivery); admins create them and link
 * pharmacy accounts as staff; a pharmacy's own active staff (or an admin) edit its contact details, hours, on-duty
 * dates and delivery policy; its staff set its stock and prices (admins may read the stock, not change it).
 */
export const pharmacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pharmacies',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'The pharmacy directory by name, keyset-paginated; q = name, city or postcode; onDuty = YYYY-MM-DD',
        querystring: pharmacyDirectoryQuerySchema,
        response: { 200: pharmacyListSchema, 400: errorSchema },
      },
    },
    async (request) => listPharmacies(app.db, request.query),
  );

  app.get(
    '/api/pharmacies/mine',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'The pharmacies the signed-in pharmacy account works for',
        response: { 200: z.object({ items: z.array(pharmacySchema) }), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['pharmacy']);
      return { items: await pharmaciesOfStaff(app.db, user.uid) };
    },
  );

  app.get(
    '/api/pharmacies/:id',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'One pharmacy',
        params: idParams,
        response: { 200: pharmacySchema, 404: errorSchema },
      },
    },
    async (request) => findPharmacy(app.db, request.params.id),
  );

  app.patch(
    '/api/pharmacies/:id',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'Edit phone, e-mail, opening hours, on-duty dates (from today on) and home delivery (its staff or an admin)',
        params: idParams,
        body: pharmacyUpdateSchema,
        response: { 200: pharmacySchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      return updatePharmacy(app.db, request.params.id, request.body);
    },
  );

  app.post(
    '/api/pharmacies',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Create a pharmacy (admin)',
        body: pharmacyCreateSchema,
        response: { 201: pharmacySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await requireRole(request, ['admin']);
      return reply.status(201).send(await createPharmacy(app.db, request.body));
    },
  );

  app.put(
    '/api/pharmacies/:id/staff/:uid',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Link a pharmacy account to this pharmacy (admin)',
        params: staffParams,
        response: { 204: z.null(), ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await requireRole(request, ['admin']);
      await addStaff(app.db, request.params.id, request.params.uid);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/pharmacies/:id/staff/:uid',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Unlink a staff account (admin)',
        params: staffParams,
        response: { 204: z.null(), ...denied },
      },
    },
    async (request, reply) => {
      await requireRole(request, ['admin']);
      await removeStaff(app.db, request.params.id, request.params.uid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/pharmacies/:id/stock',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'The stock lines of a pharmacy (its staff, or an admin)',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: stockListSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      return listStock(app.db, request.params.id, request.query);
    },
  );

  app.put(
    '/api/pharmacies/:id/stock/:cip13',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Set the quantity and price (cents; null = official price) of one presentation (its staff)',
        params: stockParams,
        body: stockUpdateSchema,
        response: { 200: stockItemSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const user = await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: false });
      return setStock(app.db, request.params.id, request.params.cip13, request.body, user.uid);
    },
  );

  app.delete(
    '/api/pharmacies/:id/stock/:cip13',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Remove a stock line (its staff)',
        params: stockParams,
        response: { 204: z.null(), ...denied },
      },
    },
    async (request, reply) => {
      await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: false });
      await deleteStock(app.db, request.params.id, request.params.cip13);
      return reply.status(204).send(null);
    },
  );
};
