import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { sendStoredFile } from '../../lib/send-stored-file';
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
  const type = row.mime_type!;
  // nosniff comes with every /api/ answer (plugins/security-headers.ts); these two are the file's own.
  reply.header('content-security-policy', type.startsWith('image/') ? CSP_IMAGE : CSP_PDF).header('x-frame-options', 'SAMEORIGIN');
  const file = { name: row.name, mimeType: type, size: Number(row.size), key: row.storage_key! };
  return sendStoredFile(request, reply, storage, file, 'file manager file', disposition);
}
