import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { imageUrl, storeImage, type ImageFrame } from '../../lib/images';
import type { FileStore } from '../../lib/storage';

/** The size link previews ask for (Open Graph's 1.91:1). */
const COVER: ImageFrame = { width: 1200, height: 630, quality: 80 };

/** Points the post at `key` (or none) under its row lock; returns the cover it had. */
async function swapCover(db: Db, postId: string, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ key: blogPosts.coverKey }).from(blogPosts).where(eq(blogPosts.id, postId)).for('update');
    if (!row) throw notFound('No such post.');
    await tx.update(blogPosts).set({ coverKey: key, updatedAt: new Date() }).where(eq(blogPosts.id, postId));
    return row.key;
  });
}

/**
 * Sets the cover of a post the caller may change (access.ts): stored as avatars and logos are (lib/images.ts), only
 * in a wider frame. The previous file goes after the commit, so no reader meets a row whose file is gone; the new
 * one goes if the row could not take it.
 */
export async function setCover(db: Db, storage: FileStore, postId: string, bytes: Buffer): Promise<string> {
  const key = await storeImage(storage, bytes, 'file', COVER);
  let previous: string | null;
  try {
    previous = await swapCover(db, postId, key);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previous) await storage.remove(previous);
  return imageUrl(key)!;
}

export async function removeCover(db: Db, storage: FileStore, postId: string): Promise<void> {
  const previous = await swapCover(db, postId, null);
  if (previous) await storage.remove(previous);
}
