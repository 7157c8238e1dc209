import { sql, type SQL } from 'drizzle-orm';
import { FILE_TRASH_DAYS } from '@pharmacy/shared/schemas/files';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import type { Job } from '../../lib/jobs';
import type { FileStore } from '../../lib/storage';

const uuids = (ids: string[]): SQL => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}]`;

/**
 * Deletes the rows of these files and folders (everything inside the folders goes by cascade) and returns the
 * storage keys of every file that went, for the caller to remove once the transaction has committed: a failed
 * removal leaves an unreferenced file, never a row pointing at nothing.
 */
export async function deleteItems(tx: Db, fileIds: string[], folderIds: string[]): Promise<string[]> {
  const keys: string[] = [];
  if (folderIds.length > 0) {
    const inside = await queryRows<{ key: string }>(
      tx,
      sql`WITH RECURSIVE down(id) AS (
            SELECT unnest(${uuids(folderIds)}) UNION SELECT c.id FROM file_folders c JOIN down ON c.parent_id = down.id)
          DELETE FROM files f WHERE f.folder_id IN (SELECT id FROM down) RETURNING f.storage_key AS key`,
    );
    keys.push(...inside.map((r) => r.key));
  }
  if (fileIds.length > 0) {
    const gone = await queryRows<{ key: string }>(tx, sql`DELETE FROM files WHERE id = ANY(${uuids(fileIds)}) RETURNING storage_key AS key`);
    keys.push(...gone.map((r) => r.key));
  }
  if (folderIds.length > 0) await tx.execute(sql`DELETE FROM file_folders WHERE id = ANY(${uuids(folderIds)})`);
  return keys;
}

export async function removeBytes(storage: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove(key);
}

/** Empties what has been in the trash longer than FILE_TRASH_DAYS, rows and bytes; returns how many items went. */
export async function purgeOldTrash(db: Db, storage: FileStore): Promise<number> {
  const old = sql`trashed_at < now() - make_interval(days => ${FILE_TRASH_DAYS})`;
  const { keys, count } = await db.transaction(async (tx) => {
    const fileRows = await queryRows<{ id: string }>(tx, sql`SELECT id FROM files WHERE ${old} FOR UPDATE SKIP LOCKED`);
    const folderRows = await queryRows<{ id: string }>(tx, sql`SELECT id FROM file_folders WHERE ${old} FOR UPDATE SKIP LOCKED`);
    const keys = await deleteItems(tx, fileRows.map((r) => r.id), folderRows.map((r) => r.id));
    return { keys, count: fileRows.length + folderRows.length };
  });
  await removeBytes(storage, keys);
  return count;
}

export const fileTrashJob = (db: Db, storage: FileStore): Job => ({
  name: 'file trash purge',
  everyMs: 60 * 60 * 1000,
  run: () => purgeOldTrash(db, storage),
});
