import { sql } from 'drizzle-orm';
import type { FileSelection } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/storage';
import { homeOf, lockHomes } from './homes';
import { inTrash, selectItems, type ItemRow } from './items';
import { deleteItems, removeBytes } from './purge';

type Selection = { files: string[]; folders: string[] };

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** The selected items, all of them the caller's (own home or their pharmacy's), or a 404 and nothing changes. */
async function ownedSelection(db: Db, user: UserProfile, selection: Selection): Promise<ItemRow[]> {
  const files = [...new Set(selection.files)];
  const folders = [...new Set(selection.folders)];
  const where = sql.join(
    [...(files.length ? [sql`(i.kind = 'file' AND i.id IN (${list(files)}))`] : []), ...(folders.length ? [sql`(i.kind = 'folder' AND i.id IN (${list(folders)}))`] : [])],
    sql` OR `,
  );
  const rows = await selectItems(db, user, sql`(${where})`);
  if (rows.length !== files.length + folders.length || rows.some((r) => r.access !== 'owner')) throw notFound('Some of these items do not exist.');
  return rows;
}

/** Runs `change` in one transaction under the locks of the selection's homes, with the rows read again there. */
async function withSelection<T>(db: Db, user: UserProfile, selection: FileSelection, change: (tx: Db, rows: ItemRow[]) => Promise<T>): Promise<T> {
  const picked = { files: selection.files ?? [], folders: selection.folders ?? [] };
  const before = await ownedSelection(db, user, picked);
  return db.transaction(async (tx) => {
    await lockHomes(tx, before.map(homeOf));
    return change(tx, await ownedSelection(tx, user, picked));
  });
}

const idsOf = (rows: ItemRow[], kind: 'file' | 'folder') => rows.filter((r) => r.kind === kind).map((r) => r.id);

async function setTrashed(tx: Db, rows: ItemRow[], value: 'now' | null): Promise<void> {
  const time = value === 'now' ? sql`coalesce(trashed_at, now())` : sql`NULL`;
  const files = idsOf(rows, 'file');
  const folders = idsOf(rows, 'folder');
  if (files.length) await tx.execute(sql`UPDATE files SET trashed_at = ${time} WHERE id IN (${list(files)})`);
  if (folders.length) await tx.execute(sql`UPDATE file_folders SET trashed_at = ${time} WHERE id IN (${list(folders)})`);
}

/** To the trash: what is inside a folder goes with it, hidden by it. Already there: left with its first date. */
export function trashItems(db: Db, user: UserProfile, selection: FileSelection): Promise<void> {
  return withSelection(db, user, selection, (tx, rows) => setTrashed(tx, rows, 'now'));
}

/** Back from the trash; an item whose folder is still in the trash comes back at the top of its home. */
export function restoreItems(db: Db, user: UserProfile, selection: FileSelection): Promise<void> {
  return withSelection(db, user, selection, async (tx, rows) => {
    await setTrashed(tx, rows, null);
    // Read again after the restore: a folder restored with its parent stays where it was.
    const still = (await ownedSelection(tx, user, { files: idsOf(rows, 'file'), folders: idsOf(rows, 'folder') })).filter((r) => r.trashed_above);
    const files = idsOf(still, 'file');
    const folders = idsOf(still, 'folder');
    if (files.length) await tx.execute(sql`UPDATE files SET folder_id = NULL, updated_at = now() WHERE id IN (${list(files)})`);
    if (folders.length) await tx.execute(sql`UPDATE file_folders SET parent_id = NULL, updated_at = now() WHERE id IN (${list(folders)})`);
  });
}

/** Deleted for good, rows and bytes (everything inside a folder too): only what is already in the trash. */
export async function purgeItems(db: Db, storage: FileStore, user: UserProfile, selection: FileSelection): Promise<void> {
  const keys = await withSelection(db, user, selection, async (tx, rows) => {
    const live = rows.find((r) => !inTrash(r));
    if (live) throw badRequest('Only what is in the trash is deleted for good: move it to the trash first.', { [live.kind === 'file' ? 'files' : 'folders']: 'validation.notTrashed' });
    return deleteItems(tx, idsOf(rows, 'file'), idsOf(rows, 'folder'));
  });
  await removeBytes(storage, keys);
}
