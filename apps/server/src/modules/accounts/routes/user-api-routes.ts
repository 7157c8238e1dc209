import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema } from '@pharmacy/shared/schemas/auth';
import { userProfileSchema } from '@pharmacy/shared/schemas/accounts';
import type { Auth } from '../../auth/auth';
import { SOCIAL_PROVIDER_IDS, type SocialProviderConfig } from '../../env';
import { errorSchema } from '../../lib/error-schema';
import { unauthenticated } from '../../lib/errors';
import { bearerToken, tokenOrSessionCaller, verifyBearer } from './bearer';
import { linkUser, readUserByEmail } from './service';

export interface UserApiRoutesOptions {
  auth: Auth;
  socialProviders: readonly SocialProviderConfig[];
  syncUrl?: string;
}

const authConfigSchema = z.object({
  providers: z.array(z.enum(SOCIAL_PROVIDER_IDS)),
  syncUrl: z.string().nullable(),
});

const bearerErrors = { 401: errorSchema, 403: errorSchema };

/** SPEC §7 user calls that take a bearer token, and the public sign-in configuration the web app reads. */
export const userApiRoutes: FastifyPluginAsyncZod<UserApiRoutesOptions> = async (
  app,
  { auth, socialProviders, syncUrl },
) => {
  const config = { providers: socialProviders.map((p) => p.id), syncUrl: syncUrl ?? null };

  app.get(
    '/api/auth-config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-in providers are configured (ids only) and the token sync address, if any',
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
