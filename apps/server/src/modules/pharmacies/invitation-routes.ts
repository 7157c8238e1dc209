import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationCreateSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  pharmacySchema,
} from '@pharmacy/shared/schemas/pharmacy';
import { errorSchema } from '../../lib/error-schema';
import { requireSignedIn } from '../../plugins/session';
import { enforceInvitationLimits } from './invitation-limits';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations';
import { findPharmacy, requirePharmacyStaff } from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Colleagues invited by e-mail: the pharmacy's staff (or an admin) invite, list and revoke; the invitee accepts. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pharmacies/:id/invitations',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'Invite a colleague by e-mail (its active staff or an admin); a pending invitation to the same address is revoked',
        params: idParams,
        body: invitationCreateSchema,
        response: { 201: invitationSchema, 400: errorSchema, ...denied, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      // The limit is on pharmacy staff; the platform's operators are not counted, nor counted against a pharmacy.
      if (user.role !== 'admin') await enforceInvitationLimits(app.db, request.params.id, user.uid);
      const { invitation, notified } = await createInvitation(app.db, request.params.id, request.body.email, user);
      app.outbox.wake();
      if (notified) app.realtime.publishToUsers([notified], { type: 'notification.created' });
      return reply.status(201).send(invitation);
    },
  );

  app.get(
    '/api/pharmacies/:id/invitations',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'The invitations of a pharmacy, newest first (its staff or an admin)',
        params: idParams,
        response: { 200: invitationListSchema, ...denied },
      },
    },
    async (request) => {
      await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      return listInvitations(app.db, request.params.id);
    },
  );

  app.delete(
    '/api/pharmacies/:id/invitations/:invitationId',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Revoke an invitation (its staff or an admin)',
        params: idParams.extend({ invitationId: z.string().min(1).max(64) }),
        response: { 204: z.null(), ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requirePharmacyStaff(request, app.db, request.params.id, { allowAdmin: true });
      await revokeInvitation(app.db, request.params.id, request.params.invitationId, user.uid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'What an invitation link is for (anyone holding it); 404 with a code when unknown, used, revoked or expired',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, 404: errorSchema },
      },
    },
    async (request) => previewInvitation(app.db, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags: ['pharmacies'],
        summary: 'Join the pharmacy: the signed-in pharmacy account (active or pending) with the invited e-mail',
        params: tokenParams,
        response: { 200: pharmacySchema, ...denied },
      },
    },
    async (request) => {
      // A pending pharmacy account may accept: the colleague's invitation vouches for it.
      const user = await requireSignedIn(request);
      return findPharmacy(app.db, await acceptInvitation(app.db, request.params.token, user));
    },
  );
};
