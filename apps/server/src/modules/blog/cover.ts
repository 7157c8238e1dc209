import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { detectFileType } from '../../lib/file-type';
import { IMAGE_FOLDER, imageUrl } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { changeablePost } from './access';

/** The size link previews ask for (Open Graph's 1.91:1). */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/**
 * A cover as avatars and logos are stored (lib/images.ts): PNG, JPEG or WebP by its content, re-encoded to WebP
 * pixels without metadata, under the image folder /api/images/:name serves; only the frame differs.
 */
async function storeCover(storage: FileStorage, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest('The file is empty.', { file: 'validation.fileEmpty' });
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest('The image is larger than 5 MB.', { file: 'validation.fileTooLarge' });
  const type = detectFileType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') throw badRequest('Choose a PNG, JPEG or WebP image.', { file: 'validation.imageType' });
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw badRequest('This image cannot be read.', { file: 'validation.imageBroken' });
  }
  const key = `${IMAGE_FOLDER}/${randomUUID()}.webp`;
  await storage.put(key, encoded);
  return key;
}

/** Sets a post's cover; the previous file goes after the commit, so no reader meets a row whose file is gone. */
export async function setCover(db: Db, storage: FileStorage, user: UserProfile, id: string, bytes: Buffer): Promise<string> {
  const post = await changeablePost(db, user, id);
  const key = await storeCover(storage, bytes);
  await db.update(blogPosts).set({ coverKey: key, updatedAt: new Date() }).where(eq(blogPosts.id, id));
  if (post.coverKey) await storage.remove(post.coverKey);
  return imageUrl(key)!;
}

export async function removeCover(db: Db, storage: FileStorage, user: UserProfile, id: string): Promise<void> {
  const post = await changeablePost(db, user, id);
  await db.update(blogPosts).set({ coverKey: null, updatedAt: new Date() }).where(eq(blogPosts.id, id));
  if (post.coverKey) await storage.remove(post.coverKey);
}
