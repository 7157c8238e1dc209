import { sql, type SQL } from 'drizzle-orm';
import { FILE_TYPES, PERSON_QUOTA_BYTES, PHARMACY_QUOTA_BYTES, type FileType } from '@pharmacy/shared/files/constants';
import { addDays, zonedInstant } from '@pharmacy/shared/pharmacy-hours';
import { daysOf, type DashboardFile, type DateRange } from '@pharmacy/shared/schemas/dashboards';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { ownedBy, trashedAbove } from '../files/items';

/*
 * GET /api/dashboards/file (issue 19): the file manager's figures for the caller's own homes only (decision 015):
 * their own files and, for pharmacy staff, the shared folder of each pharmacy they work in. An admin sees their own
 * files like anyone else: nobody's figures but one's own. Each query names the caller's homes itself (items.ts
 * `ownedBy` on the alias `i`), so no figure can reach another person's or pharmacy's rows.
 */

const RECENT_MAX = 5;
const inTrash = sql`(i.trashed_at IS NOT NULL OR ${trashedAbove})`;
const num = (v: string | number | null | undefined) => Number(v ?? 0);

interface HomeRow {
  pharmacy_id: string | null;
  name: string | null;
}

/** The caller's own home first, then their pharmacies' by name (as the file manager orders them). */
async function homesOf(db: Db, user: UserProfile): Promise<HomeRow[]> {
  if (user.role !== 'pharmacy') return [{ pharmacy_id: null, name: null }];
  const pharmacies = await queryRows<HomeRow>(
    db,
    sql`SELECT ph.id AS pharmacy_id, ph.name FROM pharmacy_staff s JOIN pharmacies ph ON ph.id = s.pharmacy_id
        WHERE s.user_id = ${user.uid} ORDER BY ph.name COLLATE "C", ph.id`,
  );
  return [{ pharmacy_id: null, name: null }, ...pharmacies];
}

interface KindRow {
  home: string;
  mime_type: FileType;
  files: string | number;
  bytes: string | number;
  trash_files: string | number;
  trash_bytes: string | number;
}

/** Files and bytes per home and type, with the part in the trash. */
function byHomeAndKind(db: Db, user: UserProfile): Promise<KindRow[]> {
  return queryRows<KindRow>(
    db,
    sql`SELECT coalesce(i.pharmacy_id, '') AS home, i.mime_type, count(*) AS files, coalesce(sum(i.size), 0) AS bytes,
          count(*) FILTER (WHERE i.in_trash) AS trash_files, coalesce(sum(i.size) FILTER (WHERE i.in_trash), 0) AS trash_bytes
        FROM (SELECT i.pharmacy_id, i.mime_type, i.size, ${inTrash} AS in_trash FROM files i WHERE ${ownedBy(user)}) i
        GROUP BY 1, 2`,
  );
}

/** Files added per Brussels day of the range (days without any are filled in by the caller). */
function uploadsPerDay(db: Db, user: UserProfile, range: DateRange) {
  const start = zonedInstant(range.from, 0);
  const end = zonedInstant(addDays(range.to, 1), 0);
  return queryRows<{ day: string; files: string | number; bytes: string | number }>(
    db,
    sql`SELECT to_char(i.created_at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM-DD') AS day, count(*) AS files, coalesce(sum(i.size), 0) AS bytes
        FROM files i WHERE ${ownedBy(user)} AND i.created_at >= ${start.toISOString()} AND i.created_at < ${end.toISOString()}
        GROUP BY 1`,
  );
}

interface RecentRow {
  id: string;
  name: string;
  mime_type: FileType;
  size: number;
  owner_id: string | null;
  folder_id: string | null;
  updated_at: string | Date;
}

function recentFiles(db: Db, user: UserProfile): Promise<RecentRow[]> {
  return queryRows<RecentRow>(
    db,
    sql`SELECT i.id, i.name, i.mime_type, i.size, i.owner_id, i.folder_id, i.updated_at FROM files i
        WHERE ${ownedBy(user)} AND NOT ${inTrash} ORDER BY i.updated_at DESC, i.id DESC LIMIT ${RECENT_MAX}`,
  );
}

/** The shared item (file or folder) of share `s` as `i`, with what the trash test needs. */
const sharedItem = sql`JOIN LATERAL (
  SELECT f.owner_id, f.folder_id, f.trashed_at FROM files f WHERE f.id = s.file_id
  UNION ALL SELECT d.owner_id, d.parent_id, d.trashed_at FROM file_folders d WHERE d.id = s.folder_id) i ON true`;

async function sharing(db: Db, user: UserProfile): Promise<DashboardFile['sharing']> {
  const live: SQL = sql`NOT ${inTrash}`;
  const [given] = await queryRows<{ shares: string | number; people: string | number }>(
    db,
    sql`SELECT count(*) AS shares, count(DISTINCT s.grantee_id) AS people FROM file_shares s ${sharedItem}
        WHERE i.owner_id = ${user.uid} AND ${live}`,
  );
  const [received] = await queryRows<{ shares: string | number }>(
    db,
    sql`SELECT count(*) AS shares FROM file_shares s ${sharedItem} WHERE s.grantee_id = ${user.uid} AND ${live}`,
  );
  return { given: num(given?.shares), people: num(given?.people), received: num(received?.shares) };
}

export async function fileDashboard(db: Db, user: UserProfile, range: DateRange): Promise<DashboardFile> {
  const homes = await homesOf(db, user);
  const kinds = await byHomeAndKind(db, user);
  const perDay = new Map((await uploadsPerDay(db, user, range)).map((r) => [r.day, r]));
  const recent = await recentFiles(db, user);
  const shares = await sharing(db, user);
  const of = (home: HomeRow) => kinds.filter((k) => k.home === (home.pharmacy_id ?? ''));
  const sum = (rows: KindRow[], key: 'files' | 'bytes' | 'trash_files' | 'trash_bytes') => rows.reduce((total, r) => total + num(r[key]), 0);
  return {
    range,
    homes: homes.map((home) => {
      const rows = of(home);
      return {
        home: home.pharmacy_id ? 'pharmacy' : 'mine',
        name: home.name,
        used: sum(rows, 'bytes'),
        quota: home.pharmacy_id ? PHARMACY_QUOTA_BYTES : PERSON_QUOTA_BYTES,
        files: sum(rows, 'files') - sum(rows, 'trash_files'),
        trashFiles: sum(rows, 'trash_files'),
        trashBytes: sum(rows, 'trash_bytes'),
      };
    }),
    byKind: FILE_TYPES.map((kind) => {
      const rows = kinds.filter((k) => k.mime_type === kind);
      return { kind, files: sum(rows, 'files'), bytes: sum(rows, 'bytes') };
    }),
    uploads: daysOf(range).map((date) => ({ date, files: num(perDay.get(date)?.files), bytes: num(perDay.get(date)?.bytes) })),
    recent: recent.map((r) => ({
      id: r.id,
      name: r.name,
      mimeType: r.mime_type,
      size: Number(r.size),
      home: r.owner_id ? 'mine' : 'pharmacy',
      folderId: r.folder_id,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
    sharing: shares,
  };
}
