import type { FileItemKind } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../orders/repository';
import { findItem, inTrash, type ItemRow } from './items';

/*
 * The file manager's rights (decision 015), as the routes ask them. Someone with no right on an item is told it does
 * not exist (404), as for orders; someone who may see it but not do this gets a 403. What is in the trash is its
 * owner's alone: a share never reaches into the trash.
 */

export const noSuchItem = (kind: FileItemKind) => notFound(kind === 'file' ? 'No such file.' : 'No such folder.');

/** The item if `user` may see it: not in the trash, or (with `trashToo`) in it and theirs. */
export async function visibleItem(db: Db, user: UserProfile, kind: FileItemKind, id: string, trashToo = false): Promise<ItemRow> {
  const row = isUuid(id) ? await findItem(db, user, kind, id) : undefined;
  if (!row?.access) throw noSuchItem(kind);
  if (inTrash(row) && !(trashToo && row.access === 'owner')) throw noSuchItem(kind);
  return row;
}

/** A folder the caller may add to: theirs, or shared with them to edit. */
export async function writableFolder(db: Db, user: UserProfile, id: string): Promise<ItemRow> {
  const row = await visibleItem(db, user, 'folder', id);
  if (row.access === 'read') throw forbidden('This folder was shared with you to read only.', 'FILE_READ_ONLY');
  return row;
}

/** An item only its owner acts on (move, trash, share); a grantee who sees it gets a 403. */
export async function ownedItem(db: Db, user: UserProfile, kind: FileItemKind, id: string, trashToo = false): Promise<ItemRow> {
  const row = await visibleItem(db, user, kind, id, trashToo);
  if (row.access !== 'owner') throw forbidden('Only its owner may do this.', 'FILE_NOT_OWNER');
  return row;
}
