import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { pharmacies } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { imageUrl, storeImage } from '../../lib/images';
import type { FileStore } from '../../lib/storage';

/** Reads the one part `file`; anything too big or malformed is a 400 on `file` (storeImage checks the content). */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file')
      throw badRequest('Choose an image to upload.', { file: 'validation.required' });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('The image is larger than 5 MB.', { file: 'validation.fileTooLarge' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /^FST_(PARTS|FIELDS|FILES)_LIMIT$/.test(code ?? ''))
      throw badRequest('Send one image, as multipart/form-data, in the field "file".', { file: 'validation.required' });
    throw badRequest('The upload was incomplete or malformed: please send the image again.', {
      file: 'validation.invalid',
    });
  }
}

/** Swaps the logo key under a row lock and audits it; returns the previous key, whose file the caller removes. */
async function swapLogo(db: Db, pharmacyId: string, key: string | null, actorId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logoKey: pharmacies.logoKey })
      .from(pharmacies)
      .where(eq(pharmacies.id, pharmacyId))
      .for('update');
    if (!row) throw notFound('No such pharmacy.');
    await tx
      .update(pharmacies)
      .set({ logoKey: key, updatedAt: sql`now()` })
      .where(eq(pharmacies.id, pharmacyId));
    await writeAudit(tx, {
      actorId,
      action: key ? 'pharmacy.logo_set' : 'pharmacy.logo_removed',
      entityType: 'pharmacy',
      entityId: pharmacyId,
    });
    return row.logoKey;
  });
}

/** POST /api/pharmacies/:id/logo: checked, resized and stored; the previous file goes once the new key is saved. */
export async function uploadLogo(
  db: Db,
  storage: FileStore,
  pharmacyId: string,
  actorId: string,
  request: FastifyRequest,
): Promise<{ url: string }> {
  const key = await storeImage(storage, await readImagePart(request));
  let previous: string | null;
  try {
    previous = await swapLogo(db, pharmacyId, key, actorId);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previous) await storage.remove(previous);
  return { url: imageUrl(key)! };
}

/** DELETE /api/pharmacies/:id/logo (idempotent). */
export async function removeLogo(db: Db, storage: FileStore, pharmacyId: string, actorId: string): Promise<void> {
  const previous = await swapLogo(db, pharmacyId, null, actorId);
  if (previous) await storage.remove(previous);
}
