import { and, eq } from 'drizzle-orm';
import type { FileStar } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { fileStars } from '../../db/schema';
import { visibleItem } from './access';

/** Each person stars for themselves what they may see (their own, or shared with them); starring twice is one star. */
export async function setStar(db: Db, user: UserProfile, input: FileStar): Promise<void> {
  await visibleItem(db, user, input.kind, input.id);
  const column = input.kind === 'file' ? fileStars.fileId : fileStars.folderId;
  if (!input.starred) {
    await db.delete(fileStars).where(and(eq(fileStars.userId, user.uid), eq(column, input.id)));
    return;
  }
  await db
    .insert(fileStars)
    .values({ userId: user.uid, ...(input.kind === 'file' ? { fileId: input.id } : { folderId: input.id }) })
    .onConflictDoNothing();
}
