import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { imageUrl, storeImage } from '../../lib/images';
import type { FileStore } from '../../lib/storage';

const fileError = (message: string, key: string) => badRequest(message, { file: key });

/** The one part `file`, whole; one byte over the limit is enough to refuse it without reading the rest. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const part: MultipartFile | undefined = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file') throw fileError('Choose an image to upload.', 'validation.required');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('The image is larger than 5 MB.', 'validation.fileTooLarge');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw fileError('Send one image, as multipart/form-data, in the field "file".', 'validation.required');
    }
    throw fileError('The upload was incomplete or malformed: please send the image again.', 'validation.invalid');
  }
}

/**
 * Stores the new avatar, points the person at it, then removes the previous file (after the commit: a reader never
 * meets a row whose file is gone). `actorId` differs from `uid` for an admin's change, which is audited.
 */
export async function setAvatar(db: Db, storage: FileStore, uid: string, bytes: Buffer, actorId: string): Promise<string> {
  const [person] = await db.select({ anonymisedAt: users.anonymisedAt }).from(users).where(eq(users.uid, uid));
  if (!person) throw notFound('No such account.');
  if (person.anonymisedAt) throw conflict('ANONYMISED', 'This account was anonymised.');
  const key = await storeImage(storage, bytes);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.uid, uid)).for('update');
      if (!row) throw notFound('No such account.');
      await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.uid, uid));
      if (actorId !== uid) await writeAudit(tx, { actorId, action: 'account.avatar_changed', entityType: 'user', entityId: uid });
      return row.key;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previous) await storage.remove(previous);
  return imageUrl(key)!;
}

export async function removeAvatar(db: Db, storage: FileStore, uid: string, actorId: string): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.uid, uid)).for('update');
    if (!row) throw notFound('No such account.');
    await tx.update(users).set({ avatarKey: null, updatedAt: new Date() }).where(eq(users.uid, uid));
    if (actorId !== uid) await writeAudit(tx, { actorId, action: 'account.avatar_removed', entityType: 'user', entityId: uid });
    return row.key;
  });
  if (previous) await storage.remove(previous);
}
