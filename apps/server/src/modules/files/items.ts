import { sql, type SQL } from 'drizzle-orm';
import type { FileAccess, FileHome, FileItem, FileItemKind, FileType } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';

/*
 * Folders and files read as one list of items (decision 015), with what the caller may do on each worked out in the
 * same statement: `owner` in their own home and, for staff, in their pharmacies'; otherwise the best share on the item
 * or on any folder above it (walked up in one recursive query). Everything that decides a right goes through here.
 */

/** Deeper than any real tree; a bound so a walk up can never run away. */
const MAX_DEPTH = 64;

/** The folders from `start` up to the top of its home (`start` included), as a subquery of ids and trash times. */
export const folderTrail = (start: SQL) => sql`(
  WITH RECURSIVE up(id, parent_id, trashed_at, depth) AS (
    SELECT t.id, t.parent_id, t.trashed_at, 1 FROM file_folders t WHERE t.id = ${start}
    UNION ALL
    SELECT p.id, p.parent_id, p.trashed_at, up.depth + 1 FROM file_folders p JOIN up ON p.id = up.parent_id WHERE up.depth < ${MAX_DEPTH}
  ) SELECT id, trashed_at, depth FROM up)`;

/** The pharmacies whose shared folder `user` works in: active staff only (requireUser checked `active`). */
export const staffHomes = (user: UserProfile): SQL =>
  user.role === 'pharmacy' ? sql`(SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${user.uid})` : sql`(SELECT NULL::text WHERE false)`;

/** Whether the item `i` is in one of `user`'s homes. */
export const ownedBy = (user: UserProfile): SQL =>
  // coalesce: a NULL home column must read as "not mine", never as unknown (NOT of unknown filters the row out).
  sql`(coalesce(i.owner_id = ${user.uid}, false) OR coalesce(i.pharmacy_id IN ${staffHomes(user)}, false))`;

/** The best share `user` holds on `i` or a folder above it: 2 edit, 1 read, null none. */
const shareLevel = (user: UserProfile): SQL => sql`(
  SELECT max(CASE s.permission WHEN 'edit' THEN 2 ELSE 1 END) FROM file_shares s
  WHERE s.grantee_id = ${user.uid} AND (
    (i.kind = 'file' AND s.file_id = i.id) OR (i.kind = 'folder' AND s.folder_id = i.id)
    OR s.folder_id IN (SELECT id FROM ${folderTrail(sql`i.folder_id`)} trail)))`;

/** Whether a folder above `i` is in the trash (what is inside a trashed folder is hidden by it). */
export const trashedAbove = sql`EXISTS (SELECT 1 FROM ${folderTrail(sql`i.folder_id`)} trail WHERE trail.trashed_at IS NOT NULL)`;

/** Neither in the trash nor inside a trashed folder. */
export const isLive = sql`i.trashed_at IS NULL AND NOT ${trashedAbove}`;

/** Folders and files as one relation `i`; `folder_id` is a folder's parent. */
export const ITEMS = sql`(
  SELECT 'folder'::text AS kind, d.id, d.name, NULL::text AS mime_type, NULL::integer AS size, NULL::text AS storage_key, d.parent_id AS folder_id,
         d.owner_id, d.pharmacy_id, d.created_at, d.updated_at, d.trashed_at FROM file_folders d
  UNION ALL
  SELECT 'file'::text, f.id, f.name, f.mime_type, f.size, f.storage_key, f.folder_id, f.owner_id, f.pharmacy_id, f.created_at, f.updated_at, f.trashed_at FROM files f
) i`;

export interface ItemRow {
  kind: FileItemKind;
  id: string;
  name: string;
  mime_type: FileType | null;
  size: number | null;
  storage_key: string | null;
  folder_id: string | null;
  owner_id: string | null;
  pharmacy_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  trashed_at: string | Date | null;
  access: FileAccess | null;
  trashed_above: boolean;
  child_count: number | null;
  starred: boolean;
  shared: boolean;
  owner_name: string;
}

/** The columns every read of items selects: the item, the caller's right on it, and what the list shows. */
export const itemColumns = (user: UserProfile): SQL => sql`
  i.kind, i.id, i.name, i.mime_type, i.size, i.storage_key, i.folder_id, i.owner_id, i.pharmacy_id, i.created_at, i.updated_at, i.trashed_at,
  CASE WHEN ${ownedBy(user)} THEN 'owner'
       ELSE (CASE ${shareLevel(user)} WHEN 2 THEN 'edit' WHEN 1 THEN 'read' END) END AS access,
  ${trashedAbove} AS trashed_above,
  CASE WHEN i.kind = 'folder' THEN
    (SELECT count(*) FROM file_folders c WHERE c.parent_id = i.id AND c.trashed_at IS NULL)::int
    + (SELECT count(*) FROM files c WHERE c.folder_id = i.id AND c.trashed_at IS NULL)::int END AS child_count,
  EXISTS (SELECT 1 FROM file_stars st WHERE st.user_id = ${user.uid}
          AND ((i.kind = 'file' AND st.file_id = i.id) OR (i.kind = 'folder' AND st.folder_id = i.id))) AS starred,
  -- Told to owners only (toItem), who alone may share.
  EXISTS (SELECT 1 FROM file_shares sh
          WHERE (i.kind = 'file' AND sh.file_id = i.id) OR (i.kind = 'folder' AND sh.folder_id = i.id)) AS shared,
  coalesce((SELECT u.display_name FROM users u WHERE u.uid = i.owner_id), (SELECT ph.name FROM pharmacies ph WHERE ph.id = i.pharmacy_id), '') AS owner_name`;

/** Items matching `where` (a condition on `i`), as `user` sees them. */
export function selectItems(db: Db, user: UserProfile, where: SQL): Promise<ItemRow[]> {
  return queryRows<ItemRow>(db, sql`SELECT ${itemColumns(user)} FROM ${ITEMS} WHERE ${where}`);
}

/** One item as `user` sees it, whatever their right (the caller decides), or undefined. */
export async function findItem(db: Db, user: UserProfile, kind: FileItemKind, id: string): Promise<ItemRow | undefined> {
  const [row] = await selectItems(db, user, sql`i.kind = ${kind} AND i.id = ${id}`);
  return row;
}

/** In the trash itself or inside a trashed folder. */
export const inTrash = (row: ItemRow) => row.trashed_at !== null || row.trashed_above;

const iso = (value: string | Date) => new Date(value).toISOString();

export function toItem(row: ItemRow): FileItem {
  const home: FileHome = row.owner_id ? 'mine' : 'pharmacy';
  const isOwner = row.access === 'owner';
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    mimeType: row.kind === 'file' ? row.mime_type : null,
    size: row.kind === 'file' ? Number(row.size) : null,
    childCount: row.kind === 'folder' ? Number(row.child_count ?? 0) : null,
    folderId: row.folder_id,
    home,
    owner: { kind: row.owner_id ? 'person' : 'pharmacy', id: (row.owner_id ?? row.pharmacy_id)!, name: row.owner_name },
    access: row.access ?? 'read',
    starred: Boolean(row.starred),
    shared: isOwner && Boolean(row.shared),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    trashedAt: row.trashed_at ? iso(row.trashed_at) : null,
    url: row.kind === 'file' ? `/api/files/files/${row.id}/content` : null,
  };
}
