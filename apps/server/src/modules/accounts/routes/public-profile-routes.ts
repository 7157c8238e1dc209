import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymiseSelfSchema,
  notificationPreferencesFullSchema,
  personSchema,
  userPublicProfileSchema,
} from '@pharmacy/shared/schemas/accounts';
import { SESSION_COOKIE } from '../../auth/auth';
import { errorSchema } from '../../lib/error-schema';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { requireSignedIn, requireUser } from '../../plugins/session';
import { anonymisePerson, checkSelfConfirmation } from './anonymise';
import { getPreferences, setPreferences } from './preferences';
import { publicProfile } from './public-profile';
import { findPerson } from './repository';

export interface PeopleRoutesOptions {
  storage: FileStorage;
}

/** What every signed-in person does for themself on /account, and the profile page of a person. */
export const peopleRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, { storage }) => {
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
      await anonymisePerson(app.db, storage, user.uid, user.uid);
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

  app.get(
    '/api/people/:slug/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'A person’s profile page (the person or an admin; an old slug still works)',
        params: z.object({ slug: z.string().min(1).max(80) }),
        response: { 200: userPublicProfileSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => publicProfile(app.db, await requireUser(request), request.params.slug),
  );
};
