import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pharmacyProfileSchema } from '@pharmacy/shared/schemas/pharmacy';
import { IMAGE_MAX_BYTES, imageUploadResultSchema } from '@pharmacy/shared/schemas/accounts';
import { errorSchema } from '../../lib/error-schema';
import type { FileStore } from '../../lib/storage';
import { getPharmacyProfile } from './public-profile';
import { removeLogo, uploadLogo } from './logo';
import { requirePharmacyStaff } from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The pharmacy's public face (by its readable slug) and its logo. */
export const pharmacyPeopleRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  // Scoped to this plugin: only the logo upload accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/api/pharmacies/by-slug/:slug/profile',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'A pharmacy’s public profile by slug (an old slug still finds it); staff e-mails for its staff and admins',
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: pharmacyProfileSchema, 404: errorSchema },
      },
    },
    async (request) => getPharmacyProfile(app.db, request.params.slug, await request.currentUser()),
  );

  app.post(
    '/api/pharmacies/:id/logo',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'Upload the logo (multipart field `file`: PNG, JPEG or WebP by content, at most 5 MB; its staff or an admin)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: imageUploadResultSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const user = await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      return uploadLogo(app.db, storage, request.params.id, user.uid, request);
    },
  );

  app.delete(
    '/api/pharmacies/:id/logo',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Remove the logo (its staff or an admin)',
        params: idParams,
        response: { 204: z.null(), ...denied },
      },
    },
    async (request, reply) => {
      const user = await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      await removeLogo(app.db, storage, request.params.id, user.uid);
      return reply.status(204).send(null);
    },
  );
};
