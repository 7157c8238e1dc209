import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema, registerSchema } from '@pharmacy/shared/schemas/auth';
import { userProfileSchema } from '@pharmacy/shared/schemas/accounts';
import type { Auth } from '../../../auth/auth';
import { assertStrongPassword } from '../../../auth/password-strength';
import { SOCIAL_PROVIDER_IDS, type SocialProviderConfig } from '../../../env';
import { errorSchema } from '../../../lib/error-schema';
import { unauthenticated } from '../../../lib/errors';
import { invitationForRegistration } from '../../pharmacies/invitations';
import { createAccount, register } from '../commands/register';
import { linkUser, readUserByEmail } from '../commands/user-api';
import { bearerToken, tokenOrSessionCaller, verifyBearer } from './bearer';

export interface UserApiRoutesOptions {
  auth: Auth;
  rateLimitMax: number;
  onMailError: (error: unknown) => void;
  socialProviders: readonly SocialProviderConfig[];
  syncUrl?: string;
  /** SPEC "an external FAQ link": FAQ_URL, read by the web at run time; null keeps the in-app FAQ. */
  faqUrl?: string;
}

const authConfigSchema = z.object({
  providers: z.array(z.enum(SOCIAL_PROVIDER_IDS)),
  syncUrl: z.string().nullable(),
  faqUrl: z.string().nullable(),
});

const bearerErrors = { 401: errorSchema, 403: errorSchema };

/** SPEC §7 user calls (registration; those that take a bearer token) and the public sign-in configuration. */
export const userApiRoutes: FastifyPluginAsyncZod<UserApiRoutesOptions> = async (
  app,
  { auth, rateLimitMax, onMailError, socialProviders, syncUrl, faqUrl },
) => {
  const config = { providers: socialProviders.map((p) => p.id), syncUrl: syncUrl ?? null, faqUrl: faqUrl ?? null };

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
    '/api/auth-config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-in providers are configured (ids only), the token sync address and the FAQ address, if any',
        response: { 200: authConfigSchema },
      },
    },
    async () => config,
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'SPEC §7 GET user?email with a bearer access token: one’s own record, or any for an admin',
        querystring: z.object({ email: emailSchema }),
        response: { 200: userProfileSchema, 400: errorSchema, ...bearerErrors, 404: errorSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      const caller = await verifyBearer(auth, app.db, token);
      return readUserByEmail(app.db, caller, request.query.email);
    },
  );

  app.put(
    '/api/user/link',
    {
      schema: {
        tags: ['users'],
        summary: 'SPEC §7 PUT /user/link: ties the signed-in identity to its profile and role link (idempotent)',
        body: z.object({ firebaseid: z.string().min(1, 'validation.required'), email: emailSchema }),
        response: { 200: userProfileSchema, 400: errorSchema, ...bearerErrors },
      },
    },
    async (request) => {
      const caller = await tokenOrSessionCaller(auth, app.db, request);
      return linkUser(app.db, caller, request.body);
    },
  );
};
