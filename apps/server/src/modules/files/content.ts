import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../lib/content-disposition';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/storage';
import { visibleItem } from './access';

/*
 * A file's bytes (decision 015) to whoever may see it: its owner (also from the trash, to check it before restoring),
 * the staff for a pharmacy's file, a grantee while the share lasts and the file is not in the trash. Only PDF, JPEG,
 * PNG and WebP exist (checked by content at upload), and each is served so it cannot act as our origin's page:
 * nosniff, a CSP allowing nothing (an image also sandboxed), never cached. Our own pages may frame it (a PDF shows in
 * the browser's viewer inside the file manager's preview), nobody else's.
 */

const CSP_PDF = "default-src 'none'; frame-ancestors 'self'";
const CSP_IMAGE = "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox";

export async function sendFileContent(
  db: Db,
  storage: FileStore,
  user: UserProfile,
  id: string,
  disposition: 'attachment' | 'inline',
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const row = await visibleItem(db, user, 'file', id, true);
  const key = row.storage_key!;
  if (!(await storage.exists(key))) {
    request.log.error('file manager file missing from storage');
    throw notFound('No such file.');
  }
  const type = row.mime_type!;
  return reply
    .header('content-type', type)
    .header('content-length', Number(row.size))
    .header('content-disposition', contentDisposition(row.name, disposition))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', type.startsWith('image/') ? CSP_IMAGE : CSP_PDF)
    .header('x-frame-options', 'SAMEORIGIN')
    .send(storage.read(key) as never);
}
