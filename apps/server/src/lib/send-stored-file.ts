import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './content-disposition';
import { notFound } from './errors';
import type { FileStore } from './storage';

export interface StoredFile {
  name: string;
  mimeType: string;
  size: number;
  key: string;
}

/**
 * Streams an uploaded file to the person the caller has already let read it: never cached, a picture shown in
 * place, a PDF downloaded (its CSP-free viewer is the browser's, not our origin's). Bytes lost from the disk are a
 * 404 to the reader and an error in the log (without the file's name or id). `disposition` overrides the rule where
 * the caller decides (the file manager's preview asks for a PDF inline).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStore,
  file: StoredFile,
  what: string,
  disposition: 'inline' | 'attachment' = file.mimeType.startsWith('image/') ? 'inline' : 'attachment',
) {
  if (!(await storage.exists(file.key))) {
    request.log.error(`${what} missing from storage`);
    throw notFound('No such file.');
  }
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name, disposition))
    .header('cache-control', 'private, no-store')
    .send(storage.read(file.key) as never);
}
