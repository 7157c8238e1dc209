import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymiseSelfSchema,
  notificationPreferencesFullSchema,
  ownProfileUpdateSchema,
  personSchema,
  userProfileSchema,
} from '@pharmacy/shared/schemas/accounts';
import { SESSION_COOKIE } from '../../../auth/auth';
import { errorSchema } from '../../../lib/error-schema';
import { notFound } from '../../../lib/errors';
import type { FileStore } from '../../../lib/storage';
import { requireSignedIn, requireUser } from '../../../plugins/session';
import { anonymisePerson, checkSelfConfirmation } from '../commands/anonymise';
import { updatePerson } from '../commands/update-profile';
import { findPerson } from '../repository/person';
import { getPreferences, setPreferences } from '../repository/preferences';

export interface MeRoutesOptions {
  storage: FileStore;
}

/** What every signed-in person reads and does for themself (/account and the waiting page of a pending account). */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, { storage }) => {
  app.get(
    '/api/me',
    { schema: { tags: ['users'], summary: 'The session user merged with the profile (SPEC §3)', response: { 200: userProfileSchema, 401: errorSchema } } },
    // A pending account reads itself too: its waiting page needs its role and status.
    async (request) => requireSignedIn(request),
  );

  // The web app asks this on every start: signed out is an ordinary answer (200, user null), not an error.
  app.get(
    '/api/session',
    { schema: { tags: ['users'], summary: 'The session user, or null when signed out', response: { 200: z.object({ user: userProfileSchema.nullable() }) } } },
    async (request) => ({ user: await request.currentUser() }),
  );

  app.patch(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit one’s own profile (a new name gets a new slug; the old one still leads here)',
        body: ownProfileUpdateSchema,
        response: { 200: personSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      // Pending accounts may fix their name and language (the e-mails they are waiting for use it).
      const user = await requireSignedIn(request);
      await updatePerson(app.db, user.uid, request.body);
      return (await findPerson(app.db, user.uid))!;
    },
  );

  app.get(
    '/api/me/person',
    { schema: { tags: ['users'], summary: 'One’s own person record (slug, avatar, address, pharmacies)', response: { 200: personSchema, 401: errorSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const person = await findPerson(app.db, user.uid);
      if (!person) throw notFound('No such account.');
      return person;
    },
  );

  app.post(
    '/api/me/anonymise',
    {
      schema: {
        tags: ['users'],
        summary: 'Forget me: names and contact details go, orders stay; signs the person out',
        body: anonymiseSelfSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      // The right to be forgotten does not wait for an approval.
      const user = await requireSignedIn(request);
      await checkSelfConfirmation(app.db, user.uid, user.email, request.body);
      await anonymisePerson(app.db, storage, user.uid, { uid: user.uid, by: 'self' });
      // The sessions are gone already; the browser drops its dead cookie too.
      const expired = 'Path=/; Max-Age=0; HttpOnly; SameSite=Lax';
      return reply
        .header('set-cookie', [`${SESSION_COOKIE}=; ${expired}`, `__Secure-${SESSION_COOKIE}=; ${expired}; Secure`])
        .status(204)
        .send(null);
    },
  );

  app.get(
    '/api/me/notification-preferences',
    { schema: { tags: ['users'], summary: 'Which order events reach one by e-mail and in the app', response: { 200: notificationPreferencesFullSchema, 401: errorSchema } } },
    async (request) => getPreferences(app.db, (await requireUser(request)).uid),
  );

  app.put(
    '/api/me/notification-preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Replace one’s notification preferences (every event, both channels)',
        body: notificationPreferencesFullSchema,
        response: { 200: notificationPreferencesFullSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => setPreferences(app.db, (await requireUser(request)).uid, request.body),
  );
};
