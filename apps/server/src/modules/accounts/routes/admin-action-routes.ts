import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessageSchema,
  approveAccountSchema,
  bulkAccountsSchema,
  bulkResultSchema,
  personSchema,
  refuseAccountSchema,
  roleChangeSchema,
} from '@pharmacy/shared/schemas/accounts';
import { requireRole } from '../../../plugins/session';
import { errorSchema } from '../../../lib/error-schema';
import type { FileStore } from '../../../lib/storage';
import { afterAccountMessages } from '../commands/account-messages';
import { anonymisePerson } from '../commands/anonymise';
import { findPerson } from '../repository/person';
import { changeRole } from '../commands/change-role';
import { bulkChangeStatus, changeStatus, type StatusAction } from '../commands/change-status';

export interface AdminActionRoutesOptions {
  storage: FileStore;
}

const uidParams = z.object({ uid: z.string().min(1).max(64) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** What an admin decides about an account: each writes an audit entry; most tell the person in the app and by e-mail. */
export const adminActionRoutes: FastifyPluginAsyncZod<AdminActionRoutesOptions> = async (app, { storage }) => {
  const statusRoute = (action: StatusAction, summary: string, body: typeof accountMessageSchema | typeof approveAccountSchema | typeof refuseAccountSchema) =>
    app.post(
      `/api/admin/accounts/:uid/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: uidParams,
          // Only refuse needs a body (the reason); older clients post approve with none at all.
          body: action === 'refuse' ? body : body.nullish(),
          response: { 200: personSchema, ...errors },
        },
      },
      async (request) => {
        const admin = await requireRole(request, ['admin']);
        const input = (request.body ?? {}) as { message?: string; pharmacyId?: string };
        await changeStatus(app.db, { action, uid: request.params.uid, actorId: admin.uid, message: input.message, pharmacyId: input.pharmacyId });
        afterAccountMessages(app, [request.params.uid]);
        return (await findPerson(app.db, request.params.uid))!;
      },
    );

  statusRoute('approve', 'Approve a pending account (a pharmacy account may be linked to its pharmacy at once)', approveAccountSchema);
  statusRoute('refuse', 'Refuse a pending account, with the reason', refuseAccountSchema);
  statusRoute('suspend', 'Suspend an account (signed out everywhere at once)', accountMessageSchema);
  statusRoute('reactivate', 'Reactivate a suspended or refused account', accountMessageSchema);

  app.put(
    '/api/admin/accounts/:uid/role',
    { schema: { tags: ['admin'], summary: 'Change a person’s role (not one’s own)', params: uidParams, body: roleChangeSchema, response: { 200: personSchema, ...errors } } },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      if (await changeRole(app.db, request.params.uid, request.body.role, admin.uid)) afterAccountMessages(app, [request.params.uid]);
      return (await findPerson(app.db, request.params.uid))!;
    },
  );

  app.post(
    '/api/admin/accounts/bulk',
    { schema: { tags: ['admin'], summary: 'Approve, suspend or reactivate many accounts; each answers on its own', body: bulkAccountsSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      const { results, changed } = await bulkChangeStatus(app.db, request.body, admin.uid);
      afterAccountMessages(app, changed);
      return { results };
    },
  );

  app.post(
    '/api/admin/accounts/:uid/anonymise',
    { schema: { tags: ['admin'], summary: 'Forget a person: names and contact details go, orders stay', params: uidParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const admin = await requireRole(request, ['admin']);
      await anonymisePerson(app.db, storage, request.params.uid, { uid: admin.uid, by: 'admin' });
      return reply.status(204).send(null);
    },
  );
};
