import { sql } from 'drizzle-orm';
import type { FileItemKind, FileShare, FileShareCreate } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Role } from '@pharmacy/shared/roles';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { writeAudit } from '../../lib/audit';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { imageUrl } from '../../lib/images';
import { contactsOf } from '../chat/members';
import { isUuid } from '../orders/repository';
import { ownedItem } from './access';

/*
 * Sharing (decision 015): the owner of an item in their own home gives one person they may contact (chat's
 * `contactsOf`: who shares an order or a pharmacy with them, and the admins) `read` or `edit` on it. A pharmacy's
 * shared folder is its staff's and is not shared further. Revoking deletes the row: the grantee's next request is a 404.
 */

interface ShareRow {
  id: string;
  permission: 'read' | 'edit';
  created_at: string | Date;
  uid: string;
  name: string;
  role: Role;
  avatar_key: string | null;
  pharmacy_name: string | null;
}

const shareColumns = sql`s.id, s.permission, s.created_at, u.uid, u.display_name AS name, u.role, u.avatar_key,
  (SELECT ph.name FROM pharmacy_staff ps JOIN pharmacies ph ON ph.id = ps.pharmacy_id
     WHERE u.role = 'pharmacy' AND ps.user_id = u.uid ORDER BY ph.name LIMIT 1) AS pharmacy_name`;

const toShare = (r: ShareRow): FileShare => ({
  id: r.id,
  person: { id: r.uid, name: r.name, role: r.role, avatarUrl: imageUrl(r.avatar_key), pharmacyName: r.pharmacy_name },
  permission: r.permission,
  createdAt: new Date(r.created_at).toISOString(),
});

const itemColumn = (kind: FileItemKind) => sql.raw(kind === 'file' ? 'file_id' : 'folder_id');

export async function listShares(db: Db, user: UserProfile, kind: FileItemKind, id: string): Promise<FileShare[]> {
  await ownedItem(db, user, kind, id);
  const rows = await queryRows<ShareRow>(
    db,
    sql`SELECT ${shareColumns} FROM file_shares s JOIN users u ON u.uid = s.grantee_id WHERE s.${itemColumn(kind)} = ${id} ORDER BY s.created_at, s.id`,
  );
  return rows.map(toShare);
}

/** Shares the item with a contact, or changes the permission of an existing share. */
export async function shareItem(db: Db, user: UserProfile, input: Required<FileShareCreate>): Promise<FileShare> {
  const item = await ownedItem(db, user, input.kind, input.id);
  if (!item.owner_id) throw badRequest('The pharmacy’s shared folder is for its staff only and is not shared further.', { id: 'validation.pharmacyNotShared' });
  if (input.personId === user.uid) throw badRequest('This is already yours.', { personId: 'validation.self' });
  const [contact] = await queryRows<{ uid: string }>(db, sql`SELECT u.uid FROM users u WHERE u.uid = ${input.personId} AND ${contactsOf(user)}`);
  if (!contact) throw badRequest('You can share only with people you may write to.', { personId: 'validation.notContact' });
  const column = itemColumn(input.kind);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO file_shares (${column}, grantee_id, permission, created_by) VALUES (${input.id}, ${contact.uid}, ${input.permission}, ${user.uid})
          ON CONFLICT (${column}, grantee_id) DO UPDATE SET permission = EXCLUDED.permission RETURNING id`,
    );
    await writeAudit(tx, {
      actorId: user.uid,
      action: 'file.shared',
      entityType: input.kind,
      entityId: input.id,
      detail: { shareId: row!.id, granteeId: contact.uid, permission: input.permission },
    });
    const [share] = await queryRows<ShareRow>(tx, sql`SELECT ${shareColumns} FROM file_shares s JOIN users u ON u.uid = s.grantee_id WHERE s.id = ${row!.id}`);
    return toShare(share!);
  });
}

/** Revokes a share of one of the caller's items (anyone else: 404, the grantee included). */
export async function revokeShare(db: Db, user: UserProfile, shareId: string): Promise<void> {
  const [share] = isUuid(shareId)
    ? await queryRows<{ file_id: string | null; folder_id: string | null }>(db, sql`SELECT file_id, folder_id FROM file_shares WHERE id = ${shareId}`)
    : [];
  if (!share) throw notFound('No such share.');
  const kind: FileItemKind = share.file_id ? 'file' : 'folder';
  const itemId = (share.file_id ?? share.folder_id)!;
  try {
    await ownedItem(db, user, kind, itemId, true);
  } catch (error) {
    // Not the owner's (a grantee who sees the item included): the share does not exist for them.
    if (error instanceof HttpError) throw notFound('No such share.');
    throw error;
  }
  await db.transaction(async (tx) => {
    const gone = await queryRows<{ grantee_id: string }>(tx, sql`DELETE FROM file_shares WHERE id = ${shareId} RETURNING grantee_id`);
    if (gone.length === 0) return;
    await writeAudit(tx, { actorId: user.uid, action: 'file.share_revoked', entityType: kind, entityId: itemId, detail: { shareId, granteeId: gone[0]!.grantee_id } });
  });
}
