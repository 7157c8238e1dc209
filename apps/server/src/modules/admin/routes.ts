import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountListQuerySchema, accountListSchema, userProfileSchema } from '@pharmacy/shared/schemas/user';
import type { Mailer } from '../../lib/mail';
import { requireRole } from '../../plugins/session';
import { errorSchema } from '../../lib/error-schema';
import { approveAccount, listAccounts } from './service';

export interface AdminRoutesOptions {
  mailer: Mailer;
  appUrl: string;
  onMailError: (error: unknown) => void;
}

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.get(
    '/api/admin/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, filtered by status, oldest first, keyset-paginated',
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return listAccounts(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/accounts/:uid/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending pharmacy or shipper account',
        params: z.object({ uid: z.string().min(1).max(64) }),
        response: { 200: userProfileSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await requireRole(request, ['admin']);
      return approveAccount(app.db, request.params.uid, options);
    },
  );
};
