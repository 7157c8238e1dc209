import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPublicProfileSchema } from '@pharmacy/shared/schemas/accounts';
import { errorSchema } from '../../../lib/error-schema';
import { requireUser } from '../../../plugins/session';
import { publicProfile } from '../repository/public-profile';

/** The profile page of a person (/dashboard/user/profile): the person themself, or an admin. */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
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
