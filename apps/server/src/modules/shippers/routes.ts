import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@pharmacy/shared/schemas/pharmacy';
import {
  pharmacyShipperListSchema,
  shipperPharmaciesInputSchema,
  shipperSchema,
  shipperUpdateSchema,
} from '@pharmacy/shared/schemas/shipper';
import { errorSchema } from '../../lib/error-schema';
import { requireRole } from '../../plugins/session';
import { requirePharmacyStaff } from '../pharmacies/service';
import { getShipper, listPharmacyShippers, setShipperPharmacies, updateShipper } from './service';
import { shipperAdminRoutes } from './admin-routes';

const denied = { 401: errorSchema, 403: errorSchema };

/**
 * Shippers: a shipper reads and changes its own availability, phone and vehicle; a pharmacy's staff (or an admin)
 * sees the shippers delivering for it; admins link shipper accounts to pharmacies.
 */
export const shipperRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shipperAdminRoutes, {
    onMailError: (error: unknown) => app.log.error({ err: error }, 'e-mail could not be sent'),
  });

  app.get(
    '/api/shippers/me',
    {
      schema: { tags: ['shippers'], summary: 'The signed-in shipper', response: { 200: shipperSchema, ...denied } },
    },
    async (request) => {
      const user = await requireRole(request, ['shipper']);
      return getShipper(app.db, user.uid);
    },
  );

  app.patch(
    '/api/shippers/me',
    {
      schema: {
        tags: ['shippers'],
        summary: 'Change availability, phone or vehicle (the signed-in shipper)',
        body: shipperUpdateSchema,
        response: { 200: shipperSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['shipper']);
      return updateShipper(app.db, user.uid, request.body);
    },
  );

  app.put(
    '/api/shippers/:uid/pharmacies',
    {
      schema: {
        tags: ['shippers'],
        summary: 'Set the pharmacies an active shipper account delivers for, and whether it is their staff (admin)',
        params: z.object({ uid: z.string().min(1).max(64) }),
        body: shipperPharmaciesInputSchema,
        response: { 200: shipperSchema, 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return setShipperPharmacies(app.db, request.params.uid, request.body);
    },
  );

  app.get(
    '/api/pharmacies/:id/shippers',
    {
      schema: {
        tags: ['shippers'],
        summary: 'The shippers delivering for a pharmacy, available first (its staff or an admin)',
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: pageQuerySchema,
        response: { 200: pharmacyShipperListSchema, 400: errorSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => {
      await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      return listPharmacyShippers(app.db, request.params.id, request.query);
    },
  );
};
