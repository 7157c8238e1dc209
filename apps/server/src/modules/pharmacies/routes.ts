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
import { CSV_CONTENT_TYPE, csvFileName } from '../../lib/csv';
import { forbidden } from '../../lib/errors';
import type { FileStore } from '../../lib/storage';
import { requireRole } from '../../plugins/session';
import { addStaff, findPharmacy, pharmaciesOfStaff, readsInvoicing, removeStaff, requirePharmacyStaff, withInvoicing } from './service';
import { deleteStock, listStock, setStock } from './stock';
import { listPharmacies } from './directory';
import { exportPharmacies } from './export';
import { createPharmacy, touchesIdentity, updatePharmacy } from './write';
import { pharmacyPeopleRoutes } from './people-routes';
import { invitationRoutes } from './invitation-routes';

const idParams = z.object({ id: z.string().min(1).max(64) });
const staffParams = idParams.extend({ uid: z.string().min(1).max(64) });
const stockParams = idParams.extend({ cip13: z.string().regex(/^\d{13}$/, 'validation.invalid') });
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Pharmacies: anyone may read the directory (hours, on-duty days, home delivery); admins create them and link
 * pharmacy accounts as staff; a pharmacy's own active staff (or an admin) edit its contact details, hours, on-duty
 * dates and delivery policy; its staff set its stock and prices (admins may read the stock, not change it).
 */
export const pharmacyRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  await app.register(pharmacyPeopleRoutes, { storage });
  await app.register(invitationRoutes);

  app.get(
    '/api/pharmacies',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'The pharmacy directory, keyset-paginated; q = name, city or postcode; onDuty = YYYY-MM-DD; city; homeDelivery; sort',
        querystring: pharmacyDirectoryQuerySchema,
        response: { 200: pharmacyListSchema, 400: errorSchema },
      },
    },
    async (request) => listPharmacies(app.db, request.query),
  );

  app.get(
    '/api/pharmacies/export.csv',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'The directory as a CSV file, with the same filters and sort (admin)',
        querystring: pharmacyDirectoryQuerySchema.omit({ cursor: true, limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await requireRole(request, ['admin']);
      const csv = await exportPharmacies(app.db, request.query);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${csvFileName('pharmacies')}"`)
        .send(csv);
    },
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
      return { items: await Promise.all((await pharmaciesOfStaff(app.db, user.uid)).map((p) => withInvoicing(app.db, p))) };
    },
  );

  app.get(
    '/api/pharmacies/:id',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'One pharmacy (with its invoicing details for its staff and admins)',
        params: idParams,
        response: { 200: pharmacySchema, 404: errorSchema },
      },
    },
    async (request) => {
      const pharmacy = await findPharmacy(app.db, request.params.id);
      return (await readsInvoicing(app.db, await request.currentUser(), pharmacy.id)) ? withInvoicing(app.db, pharmacy) : pharmacy;
    },
  );

  app.patch(
    '/api/pharmacies/:id',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'Edit contact details, hours, exceptions and on-duty dates (from today on), home delivery, invoicing details (VAT number, IBAN, BIC, payment term) (its staff or an admin); name, code and address: admin only',
        params: idParams,
        body: pharmacyUpdateSchema,
        response: { 200: pharmacySchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      // The name, official code and licensed address are the pharmacy's identity: an admin vouches for them.
      if (user.role !== 'admin' && touchesIdentity(request.body))
        throw forbidden(
          'Only an administrator changes the name, code or address of a pharmacy.',
          'IDENTITY_ADMIN_ONLY',
        );
      await updatePharmacy(app.db, request.params.id, request.body, user.uid);
      return withInvoicing(app.db, await findPharmacy(app.db, request.params.id));
    },
  );

  app.post(
    '/api/pharmacies',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Create a pharmacy with its hours, exceptions, on-duty dates and delivery policy (admin)',
        body: pharmacyCreateSchema,
        response: { 201: pharmacySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, ['admin']);
      const id = await createPharmacy(app.db, request.body, admin.uid);
      return reply.status(201).send(await findPharmacy(app.db, id));
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
