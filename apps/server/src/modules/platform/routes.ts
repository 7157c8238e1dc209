import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSettingsInputSchema, platformStatusSchema } from '@pharmacy/shared/schemas/platform';
import { errorSchema } from '../../lib/error-schema';
import { requireRole } from '../../plugins/session';
import { presentStatus, savePlatformSettings, type SettingsCache } from './settings';

const denied = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The platform's switches: anyone reads them (the maintenance and coming-soon pages), admins change them. */
export const platformRoutes: FastifyPluginAsyncZod<{ settings: SettingsCache }> = async (app, { settings }) => {
  app.get(
    '/api/platform/status',
    { schema: { tags: ['platform'], summary: 'Whether the platform is in maintenance, until when, and its launch date', response: { 200: platformStatusSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return presentStatus(await settings.get());
    },
  );

  app.put(
    '/api/admin/platform',
    {
      schema: {
        tags: ['platform'],
        summary: 'Switch maintenance on or off (with a message and an expected end) and set the launch date (admins)',
        body: platformSettingsInputSchema,
        response: { 200: platformStatusSchema, ...denied },
      },
    },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      const saved = await savePlatformSettings(app.db, admin.uid, request.body);
      settings.forget();
      return presentStatus(saved);
    },
  );
};
