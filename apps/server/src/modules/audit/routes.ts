import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@pharmacy/shared/schemas/audit';
import { errorSchema } from '../../lib/error-schema';
import { requireRole } from '../../plugins/session';
import { listAudit } from './service';

/** Admins search the audit log (docs/PRODUCT.md "Personal and health data"); nobody else reads it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit entries, newest first, by record and/or actor, keyset-paginated',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return listAudit(app.db, request.query);
    },
  );
};
