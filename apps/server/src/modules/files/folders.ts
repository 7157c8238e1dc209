import { randomUUID } from 'node:crypto';
import type { FileFolderCreate, FileItem } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { fileFolders } from '../../db/schema';
import { noSuchItem, writableFolder } from './access';
import { callerHome, homeOf, lockHome, type HomeRef } from './homes';
import { findItem, inTrash, toItem } from './items';

type Input = Required<Pick<FileFolderCreate, 'name' | 'home'>> & Pick<FileFolderCreate, 'parentId'>;

/**
 * Where something new goes: into a folder the caller may write in (its home decides, `home` is then ignored), or at
 * the top of their own home or their pharmacy's. A grantee's folder or file lands in the owner's home.
 */
export async function targetOf(db: Db, user: UserProfile, folderId: string | null | undefined, home: 'mine' | 'pharmacy'): Promise<{ home: HomeRef; folderId: string | null }> {
  if (!folderId) return { home: await callerHome(db, user, home), folderId: null };
  return { home: homeOf(await writableFolder(db, user, folderId)), folderId };
}

/** Under the home's lock, the folder is still there and not in the trash (a trash or purge may have come between). */
export async function recheckFolder(tx: Db, user: UserProfile, folderId: string | null): Promise<void> {
  if (!folderId) return;
  const row = await findItem(tx, user, 'folder', folderId);
  if (!row?.access || row.access === 'read' || inTrash(row)) throw noSuchItem('folder');
}

export async function createFolder(db: Db, user: UserProfile, input: Input): Promise<FileItem> {
  const target = await targetOf(db, user, input.parentId, input.home);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockHome(tx, target.home);
    await recheckFolder(tx, user, target.folderId);
    await tx.insert(fileFolders).values({ id, ...target.home, parentId: target.folderId, name: input.name, createdBy: user.uid });
  });
  return toItem((await findItem(db, user, 'folder', id))!);
}
