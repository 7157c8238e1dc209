import { sql, type SQL } from 'drizzle-orm';
import { FILE_LIST_MAX, type FileCrumb, type FileList, type FileListQuery } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { escapeLike } from '../catalogue/search-terms';
import { noSuchItem, visibleItem } from './access';
import { callerHome, homeOf, personHome, staffPharmacy, usageOf, type HomeRef } from './homes';
import { folderTrail, inTrash, isLive, itemColumns, ITEMS, ownedBy, toItem, trashedAbove, type ItemRow } from './items';

/*
 * GET /api/files: one space of the file manager (decision 015). `mine` and `pharmacy` are a home's folders; `shared`
 * starts from what others shared with the caller and opens their folders; `starred`, `recent` and `trash` gather
 * items from the caller's homes (and, for stars, from shares). A search (`q`) covers the whole space.
 */

type Query = Required<Pick<FileListQuery, 'space' | 'sort' | 'order'>> & Pick<FileListQuery, 'folderId' | 'q'>;

const RECENT_MAX = 50;

const sortOf = (query: Query): SQL => {
  const dir = sql.raw(query.order === 'desc' ? 'DESC' : 'ASC');
  const byName = sql`lower(x.name) ${dir}, x.id ${dir}`;
  if (query.sort === 'updated') return sql`x.updated_at ${dir}, ${byName}`;
  if (query.sort === 'size') return sql`coalesce(x.size, 0) ${dir}, ${byName}`;
  return byName;
};

/** Accents and case ignored, LIKE's wildcards taken literally, as in every other search of the product. */
const nameMatches = (q: string) => sql`catalogue_normalize(i.name) LIKE '%' || catalogue_normalize(${escapeLike(q)}) || '%'`;

const homeIs = (home: HomeRef) => (home.ownerId ? sql`i.owner_id = ${home.ownerId}` : sql`i.pharmacy_id = ${home.pharmacyId}`);
const directShare = (user: UserProfile) => sql`EXISTS (SELECT 1 FROM file_shares s WHERE s.grantee_id = ${user.uid}
  AND ((i.kind = 'file' AND s.file_id = i.id) OR (i.kind = 'folder' AND s.folder_id = i.id)))`;
/** The homes that shared anything with the caller: a search of `shared` looks only there. */
const sharingHomes = (user: UserProfile) => sql`(coalesce(i.owner_id, '') IN (
  SELECT coalesce(f.owner_id, d.owner_id, '') FROM file_shares s LEFT JOIN files f ON f.id = s.file_id LEFT JOIN file_folders d ON d.id = s.folder_id
  WHERE s.grantee_id = ${user.uid}))`;

async function run(db: Db, user: UserProfile, where: SQL, order: SQL, limit: number): Promise<ItemRow[]> {
  return queryRows<ItemRow>(
    db,
    sql`SELECT * FROM (SELECT ${itemColumns(user)} FROM ${ITEMS} WHERE ${where}) x WHERE x.access IS NOT NULL
        ORDER BY (x.kind = 'file'), ${order} LIMIT ${limit}`,
  );
}

/** From the top of the home to the folder; in `shared`, from the highest folder shared with the caller. */
async function crumbs(db: Db, user: UserProfile, folderId: string, fromShare: boolean): Promise<FileCrumb[]> {
  const rows = await queryRows<{ id: string; name: string; shared: boolean }>(
    db,
    sql`SELECT t.id, f.name, EXISTS (SELECT 1 FROM file_shares s WHERE s.folder_id = t.id AND s.grantee_id = ${user.uid}) AS shared
        FROM ${folderTrail(sql`${folderId}::uuid`)} t JOIN file_folders f ON f.id = t.id ORDER BY t.depth DESC`,
  );
  const from = fromShare ? Math.max(0, rows.findIndex((r) => r.shared)) : 0;
  return rows.slice(from).map((r) => ({ id: r.id, name: r.name }));
}

interface Scope {
  where: SQL;
  canWrite: boolean;
  usageHome: HomeRef;
  path: FileCrumb[];
  order?: SQL;
  limit?: number;
}

async function scopeOf(db: Db, user: UserProfile, query: Query): Promise<Scope> {
  const own = personHome(user.uid);
  const search = query.q ? nameMatches(query.q) : undefined;
  const folder = query.folderId ? await visibleItem(db, user, 'folder', query.folderId, query.space === 'trash') : undefined;
  const children = folder ? sql`i.folder_id = ${folder.id}` : sql`i.folder_id IS NULL`;
  switch (query.space) {
    case 'mine':
    case 'pharmacy': {
      const home = folder ? homeOf(folder) : await callerHome(db, user, query.space);
      // A folder of another space (someone else's, or the pharmacy's asked as `mine`) is not in this one.
      // `owner` on a folder means the caller's own, or their pharmacy's as its staff.
      if (folder && (folder.access !== 'owner' || (query.space === 'mine') !== Boolean(folder.owner_id))) {
        throw noSuchItem('folder');
      }
      return {
        where: sql`${homeIs(home)} AND ${search ? sql`${isLive} AND ${search}` : sql`i.trashed_at IS NULL AND ${children}`}`,
        canWrite: true,
        usageHome: home,
        path: folder ? await crumbs(db, user, folder.id, false) : [],
      };
    }
    case 'shared': {
      const where = search
        ? sql`${sharingHomes(user)} AND NOT ${ownedBy(user)} AND ${isLive} AND ${search}`
        : folder
          ? sql`i.trashed_at IS NULL AND ${children}`
          : sql`${directShare(user)} AND NOT ${ownedBy(user)} AND ${isLive}`;
      return { where, canWrite: folder?.access === 'edit', usageHome: own, path: folder ? await crumbs(db, user, folder.id, true) : [] };
    }
    case 'starred':
      return {
        where: sql`EXISTS (SELECT 1 FROM file_stars st WHERE st.user_id = ${user.uid} AND ((i.kind = 'file' AND st.file_id = i.id) OR (i.kind = 'folder' AND st.folder_id = i.id)))
                   AND ${isLive} ${search ? sql`AND ${search}` : sql``}`,
        canWrite: false,
        usageHome: own,
        path: [],
      };
    case 'recent':
      return {
        where: sql`i.kind = 'file' AND ${ownedBy(user)} AND ${isLive} ${search ? sql`AND ${search}` : sql``}`,
        canWrite: false,
        usageHome: own,
        path: [],
        order: sql`x.updated_at DESC, x.id DESC`,
        limit: RECENT_MAX,
      };
    case 'trash': {
      // Opening a trashed folder shows what it holds; at the top, only what was put in the trash itself.
      if (folder && (folder.access !== 'owner' || !inTrash(folder))) throw noSuchItem('folder');
      const top = sql`i.trashed_at IS NOT NULL AND NOT ${trashedAbove}`;
      return {
        where: sql`${ownedBy(user)} AND ${folder ? children : top} ${search ? sql`AND ${search}` : sql``}`,
        canWrite: false,
        usageHome: own,
        path: folder ? await crumbs(db, user, folder.id, false) : [],
      };
    }
  }
}

export async function listFiles(db: Db, user: UserProfile, query: Query): Promise<FileList> {
  const scope = await scopeOf(db, user, query);
  const limit = scope.limit ?? FILE_LIST_MAX;
  const rows = await run(db, user, scope.where, scope.order ?? sortOf(query), limit + 1);
  const [usage, pharmacy] = await Promise.all([usageOf(db, scope.usageHome), staffPharmacy(db, user)]);
  return {
    items: rows.slice(0, limit).map(toItem),
    path: scope.path,
    canWrite: scope.canWrite,
    truncated: scope.limit === undefined && rows.length > limit,
    usage,
    pharmacy,
  };
}
