import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSchema } from '@pharmacy/shared/schemas/auth';
import { ownProfileUpdateSchema, personSchema } from '@pharmacy/shared/schemas/accounts';
import { userProfileSchema } from '@pharmacy/shared/schemas/accounts';
import type { Auth } from '../../auth/auth';
import { requireSignedIn } from '../../plugins/session';
import { errorSchema } from '../../lib/error-schema';
import { createAccount, register } from './service';
import { assertStrongPassword } from '../../auth/password-strength';
import { invitationForRegistration } from '../pharmacies/invitations';
import { updatePerson } from '../people/update';
import { findPerson } from '../people/repository';

export interface UserRoutesOptions {
  auth: Auth;
  rateLimitMax: number;
  onMailError: (error: unknown) => void;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { auth, rateLimitMax, onMailError }) => {
  app.post(
    '/api/user',
    {
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Register (SPEC §7 POST /user): account, users profile and user_role in one transaction',
        body: registerSchema,
        response: { 201: z.object({ user: userProfileSchema }), 400: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, password, name, lastname, role, language, invitation } = request.body;
      const account = { email, password, firstName: name, lastName: lastname, role, language };
      assertStrongPassword(password, { email, names: [name, lastname] }, 'password');
      // A colleague's invitation proved the address and vouches for the person: verified, active and linked at once.
      const within = invitation ? await invitationForRegistration(app.db, invitation, account) : undefined;
      const user = within
        ? await createAccount(app.db, { ...account, emailVerified: true, status: 'active', within })
        : await register(app.db, account);
      // The account exists even if the mail fails: the person can ask for the link again.
      if (!within)
        await auth.api
          .sendVerificationEmail({ body: { email: user.email, callbackURL: '/auth/verify' } })
          .catch(onMailError);
      return reply.status(201).send({ user });
    },
  );

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
};
