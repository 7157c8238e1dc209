import { eq, sql } from 'drizzle-orm';
import type { FileItem, FileItemKind, FileUpdate } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { fileFolders, files } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { cleanFileName } from '../../lib/file-type';
import { visibleItem } from './access';
import { homeOf, lockHome, sameHome } from './homes';
import { findItem, folderTrail, inTrash, toItem, type ItemRow } from './items';

const folderError = (message: string, key: string) => badRequest(message, { folderId: key });

/** The folder an item moves into: one of the same home, live, and (for a folder) not itself or inside itself. */
async function checkDestination(tx: Db, user: UserProfile, item: ItemRow, folderId: string): Promise<void> {
  const target = await findItem(tx, user, 'folder', folderId);
  if (!target?.access || inTrash(target)) throw folderError('This folder does not exist.', 'validation.invalid');
  if (target.access !== 'owner' || !sameHome(homeOf(target), homeOf(item))) {
    throw folderError('An item moves only within its own storage: download it and upload it there instead.', 'validation.otherHome');
  }
  if (item.kind === 'folder') {
    const [cycle] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM ${folderTrail(sql`${folderId}::uuid`)} t WHERE t.id = ${item.id}`);
    if (cycle) throw folderError('A folder cannot go into itself or into one of its folders.', 'validation.folderCycle');
  }
}

/**
 * Rename (the owner, or a grantee with `edit`) or move within the same home (the owner only). Moves run under the
 * home's lock: two crossing moves (A into B, B into A) wait for each other and the second finds the cycle.
 */
export async function updateItem(db: Db, user: UserProfile, kind: FileItemKind, id: string, input: FileUpdate): Promise<FileItem> {
  const item = await visibleItem(db, user, kind, id);
  if (item.access === 'read') throw forbidden('This was shared with you to read only.', 'FILE_READ_ONLY');
  if (input.folderId !== undefined && item.access !== 'owner') throw forbidden('Only its owner moves it.', 'FILE_NOT_OWNER');
  await db.transaction(async (tx) => {
    await lockHome(tx, homeOf(item));
    // Under the lock: still there and still not in the trash.
    await visibleItem(tx, user, kind, id);
    if (input.folderId) await checkDestination(tx, user, item, input.folderId);
    // A file's name keeps the extension of its type (as at upload): downloaded, it opens as what it is.
    const name = input.name === undefined ? undefined : kind === 'file' ? cleanFileName(input.name, item.mime_type!) : input.name;
    const changes = { ...(name !== undefined ? { name } : {}), updatedAt: new Date() };
    if (kind === 'file') {
      await tx.update(files).set({ ...changes, ...(input.folderId !== undefined ? { folderId: input.folderId } : {}) }).where(eq(files.id, id));
    } else {
      await tx.update(fileFolders).set({ ...changes, ...(input.folderId !== undefined ? { parentId: input.folderId } : {}) }).where(eq(fileFolders.id, id));
    }
  });
  return toItem((await findItem(db, user, kind, id))!);
}
