import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pharmacyPlansInputSchema, pharmacyPlansSchema, platformSettingsInputSchema, platformStatusSchema } from '@pharmacy/shared/schemas/platform';
import { errorSchema } from '../../lib/error-schema';
import { requireRole } from '../../plugins/session';
import { listPlans, savePlans } from './plans';
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

  app.get(
    '/api/platform/plans',
    { schema: { tags: ['platform'], summary: 'What pharmacies pay: the plans an admin set, in order (/pricing)', response: { 200: pharmacyPlansSchema } } },
    async () => ({ plans: await listPlans(app.db) }),
  );

  app.put(
    '/api/admin/platform/plans',
    {
      schema: {
        tags: ['platform'],
        summary: 'Replace the pharmacy plans shown on /pricing (admins): at most 6, prices in cents excluding VAT',
        body: pharmacyPlansInputSchema,
        response: { 200: pharmacyPlansSchema, ...denied },
      },
    },
    async (request) => {
      const admin = await requireRole(request, ['admin']);
      return { plans: await savePlans(app.db, admin.uid, request.body) };
    },
  );
};
