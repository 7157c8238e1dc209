import { sql } from 'drizzle-orm';
import { FILE_TYPES, type FileType } from '@pharmacy/shared/files/constants';
import { PHARMACY_TIME_ZONE } from '@pharmacy/shared/pharmacy-hours';
import { daysOf, type DashboardFile, type DateRange } from '@pharmacy/shared/schemas/dashboards';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { personHome, quotaOf } from '../files/homes';
import { isLive, ownedBy } from '../files/items';
import { num, within, type Num } from './figures';

/*
 * GET /api/dashboards/file (issue 19): the file manager's figures for the caller's own homes only (decision 015):
 * their own files and, for pharmacy staff, the shared folder of each pharmacy they work in. An admin sees their own
 * files like anyone else: nobody's figures but one's own. Each query names the caller's homes itself (items.ts
 * `ownedBy` on the alias `i`), so no figure can reach another person's or pharmacy's rows.
 */

const RECENT_MAX = 5;

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
  files: Num;
  bytes: Num;
  trash_files: Num;
  trash_bytes: Num;
}

/** Files and bytes per home and type, with the part in the trash. */
function byHomeAndKind(db: Db, user: UserProfile): Promise<KindRow[]> {
  return queryRows<KindRow>(
    db,
    sql`SELECT coalesce(i.pharmacy_id, '') AS home, i.mime_type, count(*) AS files, coalesce(sum(i.size), 0) AS bytes,
          count(*) FILTER (WHERE i.in_trash) AS trash_files, coalesce(sum(i.size) FILTER (WHERE i.in_trash), 0) AS trash_bytes
        FROM (SELECT i.pharmacy_id, i.mime_type, i.size, NOT (${isLive}) AS in_trash FROM files i WHERE ${ownedBy(user)}) i
        GROUP BY 1, 2`,
  );
}

/** Files added per Brussels day of the range (days without any are filled in by the caller). */
function uploadsPerDay(db: Db, user: UserProfile, range: DateRange) {
  return queryRows<{ day: string; files: Num; bytes: Num }>(
    db,
    sql`SELECT to_char(i.created_at AT TIME ZONE ${PHARMACY_TIME_ZONE}, 'YYYY-MM-DD') AS day, count(*) AS files, coalesce(sum(i.size), 0) AS bytes
        FROM files i WHERE ${ownedBy(user)} AND ${within(sql`i.created_at`, range)}
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
        WHERE ${ownedBy(user)} AND ${isLive} ORDER BY i.updated_at DESC, i.id DESC LIMIT ${RECENT_MAX}`,
  );
}

/** The shared item (file or folder) of share `s` as `i`, with what the trash test needs. */
const sharedItem = sql`JOIN LATERAL (
  SELECT f.owner_id, f.folder_id, f.trashed_at FROM files f WHERE f.id = s.file_id
  UNION ALL SELECT d.owner_id, d.parent_id, d.trashed_at FROM file_folders d WHERE d.id = s.folder_id) i ON true`;

/** Shares of the caller's live items (given, and to how many people) and shares of live items given to them, in one read. */
async function sharing(db: Db, user: UserProfile): Promise<DashboardFile['sharing']> {
  const [row] = await queryRows<{ given: Num; people: Num; received: Num }>(
    db,
    sql`SELECT count(*) FILTER (WHERE i.owner_id = ${user.uid}) AS given,
          count(DISTINCT s.grantee_id) FILTER (WHERE i.owner_id = ${user.uid}) AS people,
          count(*) FILTER (WHERE s.grantee_id = ${user.uid}) AS received
        FROM file_shares s ${sharedItem}
        WHERE (i.owner_id = ${user.uid} OR s.grantee_id = ${user.uid}) AND ${isLive}`,
  );
  return { given: num(row?.given), people: num(row?.people), received: num(row?.received) };
}

const sum = (rows: KindRow[], key: 'files' | 'bytes' | 'trash_files' | 'trash_bytes') => rows.reduce((total, r) => total + num(r[key]), 0);

/** The two tables the CSV export holds: uploads per day of the range and storage by type. */
export async function fileDashboardTables(db: Db, user: UserProfile, range: DateRange, kindRows?: KindRow[]) {
  const [kinds, days] = await Promise.all([kindRows ?? byHomeAndKind(db, user), uploadsPerDay(db, user, range)]);
  const perDay = new Map(days.map((r) => [r.day, r]));
  return {
    byKind: FILE_TYPES.map((kind) => {
      const rows = kinds.filter((k) => k.mime_type === kind);
      return { kind, files: sum(rows, 'files'), bytes: sum(rows, 'bytes') };
    }),
    uploads: daysOf(range).map((date) => ({ date, files: num(perDay.get(date)?.files), bytes: num(perDay.get(date)?.bytes) })),
  };
}

export async function fileDashboard(db: Db, user: UserProfile, range: DateRange): Promise<DashboardFile> {
  // Independent reads: one round trip's time, not five.
  const [homes, kinds, recent, shares] = await Promise.all([homesOf(db, user), byHomeAndKind(db, user), recentFiles(db, user), sharing(db, user)]);
  const tables = await fileDashboardTables(db, user, range, kinds);
  return {
    range,
    homes: homes.map((home) => {
      const rows = kinds.filter((k) => k.home === (home.pharmacy_id ?? ''));
      return {
        home: home.pharmacy_id ? 'pharmacy' : 'mine',
        name: home.name,
        // The quota's own count (homes.ts usedBytes): every byte of the home, trash included.
        used: sum(rows, 'bytes'),
        quota: quotaOf(home.pharmacy_id ? { ownerId: null, pharmacyId: home.pharmacy_id } : personHome(user.uid)),
        files: sum(rows, 'files') - sum(rows, 'trash_files'),
        trashFiles: sum(rows, 'trash_files'),
        trashBytes: sum(rows, 'trash_bytes'),
      };
    }),
    ...tables,
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
