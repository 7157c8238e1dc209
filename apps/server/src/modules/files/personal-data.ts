import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { fileFolders, fileShares, fileStars, files } from '../../db/schema';

/*
 * A person's file manager data for their archive and their erasure (decision 015). Their own home is theirs alone;
 * a pharmacy's shared folder is the pharmacy's working record, and a file they put in someone else's shared folder
 * is that person's: of those they keep, and lose, only the mention of who added them.
 */

/** Their folders and files (with where each file's bytes go in the ZIP), the shares they gave and got, their stars. */
export async function filesArchive(db: Db, uid: string) {
  const folders = await queryRows<{ id: string; name: string; parentId: string | null; createdAt: string; updatedAt: string; trashedAt: string | null }>(
    db,
    sql`SELECT id, name, parent_id AS "parentId", created_at AS "createdAt", updated_at AS "updatedAt", trashed_at AS "trashedAt"
        FROM file_folders WHERE owner_id = ${uid} ORDER BY created_at, id`,
  );
  const rows = await queryRows<{ id: string; name: string; folderId: string | null; mimeType: string; size: number; createdAt: string; updatedAt: string; trashedAt: string | null; key: string }>(
    db,
    sql`SELECT id, name, folder_id AS "folderId", mime_type AS "mimeType", size, created_at AS "createdAt", updated_at AS "updatedAt", trashed_at AS "trashedAt", storage_key AS key
        FROM files WHERE owner_id = ${uid} ORDER BY created_at, id`,
  );
  const shares = await queryRows<{ direction: 'given' | 'received'; kind: 'file' | 'folder'; itemId: string; personId: string; permission: string; createdAt: string }>(
    db,
    sql`SELECT CASE WHEN s.grantee_id = ${uid} THEN 'received' ELSE 'given' END AS direction,
          CASE WHEN s.file_id IS NULL THEN 'folder' ELSE 'file' END AS kind, coalesce(s.file_id, s.folder_id) AS "itemId",
          CASE WHEN s.grantee_id = ${uid} THEN coalesce(f.owner_id, d.owner_id) ELSE s.grantee_id END AS "personId", s.permission, s.created_at AS "createdAt"
        FROM file_shares s LEFT JOIN files f ON f.id = s.file_id LEFT JOIN file_folders d ON d.id = s.folder_id
        WHERE s.grantee_id = ${uid} OR f.owner_id = ${uid} OR d.owner_id = ${uid} ORDER BY s.created_at, s.id`,
  );
  const stars = await queryRows<{ kind: 'file' | 'folder'; itemId: string; createdAt: string }>(
    db,
    sql`SELECT CASE WHEN file_id IS NULL THEN 'folder' ELSE 'file' END AS kind, coalesce(file_id, folder_id) AS "itemId", created_at AS "createdAt"
        FROM file_stars WHERE user_id = ${uid} ORDER BY created_at, id`,
  );
  const withPaths = rows.map(({ key, ...file }) => ({ ...file, size: Number(file.size), path: `my-files/${file.id}-${file.name}`, key }));
  return {
    data: { folders, files: withPaths.map(({ key: _k, ...file }) => file), shares, stars },
    blobs: withPaths.map((f) => ({ path: f.path, key: f.key })),
  };
}

/**
 * Erasure: their own folders and files go (rows here, bytes by the caller after the commit), with the shares on
 * them; the shares they received and their stars go; elsewhere they are no longer named as who added something.
 * Returns the storage keys to remove.
 */
export async function eraseFiles(tx: Db, uid: string): Promise<string[]> {
  const gone = await tx.delete(files).where(eq(files.ownerId, uid)).returning({ key: files.storageKey });
  await tx.delete(fileFolders).where(eq(fileFolders.ownerId, uid));
  await tx.delete(fileShares).where(eq(fileShares.granteeId, uid));
  await tx.delete(fileStars).where(eq(fileStars.userId, uid));
  await tx.update(files).set({ uploadedBy: null }).where(eq(files.uploadedBy, uid));
  await tx.update(fileFolders).set({ createdBy: null }).where(eq(fileFolders.createdBy, uid));
  await tx.update(fileShares).set({ createdBy: null }).where(eq(fileShares.createdBy, uid));
  return gone.map((f) => f.key);
}
