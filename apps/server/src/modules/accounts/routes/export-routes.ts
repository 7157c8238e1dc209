import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { errorSchema } from '../../../lib/error-schema';
import type { FileStore } from '../../../lib/storage';
import { requireRole, requireSignedIn } from '../../../plugins/session';
import { ARCHIVE_FORMAT, collectArchive } from '../commands/export-archive';
import { archiveZip } from '../commands/export-zip';

export interface ExportRoutesOptions {
  storage: FileStore;
}

const zipResponse = {
  description:
    `A ZIP: \`data.json\` (format \`${ARCHIVE_FORMAT}\`: profile, account, roles, sign-in methods without secrets, sessions ` +
    'without tokens, old slugs, notification preferences, pharmacies, courier details, orders with their lines, history ' +
    'and files, notifications, e-mails, invitations, audit entries about the person or by them), `avatar.webp` and the ' +
    'prescription files under `files/<reference>/`.',
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
};

async function sendArchive(db: Db, storage: FileStore, reply: FastifyReply, uid: string, actorId: string) {
  const archive = await collectArchive(db, uid);
  // Written before the first byte leaves: an export that was not recorded is not sent.
  await writeAudit(db, { actorId, action: 'account.exported', entityType: 'user', entityId: uid, detail: { self: actorId === uid } });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="pharmalink-data-${day}.zip"`)
    .header('cache-control', 'no-store')
    .send(archiveZip(archive, storage));
}

/** GDPR art. 15 and 20: a person downloads everything held about them; an admin produces it on request. */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, { storage }) => {
  app.get(
    '/api/me/export',
    {
      schema: {
        tags: ['users'],
        summary: 'Download my data: one ZIP with data.json and my prescription files (audited)',
        response: { 200: zipResponse, 401: errorSchema },
      },
    },
    async (request, reply) => {
      // A pending account too (suspended and refused ones have no session): the data is theirs (GDPR art. 15).
      const user = await requireSignedIn(request);
      return sendArchive(app.db, storage, reply, user.uid, user.uid);
    },
  );

  app.get(
    '/api/users/:id/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'A person’s data archive, produced by an admin on their request (audited)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zipResponse, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, ['admin']);
      return sendArchive(app.db, storage, reply, request.params.id, admin.uid);
    },
  );
};
