import { sql } from 'drizzle-orm';
import type { MailFlags } from '@pharmacy/shared/schemas/mail';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { badRequest, conflict } from '../../lib/errors';
import { findEntry, noSuchMail } from './read';

/** Read/unread, starred, important and the custom labels of one of my mails (labels must be mine). */
export async function setFlags(db: Db, user: UserProfile, id: string, flags: MailFlags): Promise<void> {
  if (flags.labelIds && flags.labelIds.length > 0) {
    const labels = [...new Set(flags.labelIds)];
    const mine = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM mail_labels WHERE user_id = ${user.uid} AND id IN (${sql.join(labels.map((l) => sql`${l}`), sql`, `)})`,
    );
    if (mine.length !== labels.length) throw badRequest('No such label.', { labelIds: 'validation.invalid' });
  }
  const sets = [
    ...(flags.isUnread === undefined ? [] : [flags.isUnread ? sql`read_at = NULL` : sql`read_at = coalesce(read_at, clock_timestamp())`]),
    ...(flags.isStarred === undefined ? [] : [sql`starred = ${flags.isStarred}`]),
    ...(flags.isImportant === undefined ? [] : [sql`important = ${flags.isImportant}`]),
    ...(flags.labelIds === undefined ? [] : [sql`label_ids = ARRAY[${sql.join([...new Set(flags.labelIds)].map((l) => sql`${l}`), sql`, `)}]::uuid[]`]),
  ];
  if (sets.length === 0) {
    await findEntry(db, user, id);
    return;
  }
  const [row] = await queryRows<{ id: string }>(db, sql`UPDATE mail_entries SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND user_id = ${user.uid} RETURNING id`);
  if (!row) throw noSuchMail();
}

/** To the trash, remembering where from; restore puts it back. Both are harmless to repeat. */
export async function trashMail(db: Db, user: UserProfile, id: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE mail_entries SET previous_folder = CASE WHEN folder = 'trash' THEN previous_folder ELSE folder END, folder = 'trash'
        WHERE id = ${id} AND user_id = ${user.uid} RETURNING id`,
  );
  if (!row) throw noSuchMail();
}

export async function restoreMail(db: Db, user: UserProfile, id: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE mail_entries SET folder = CASE WHEN folder = 'trash' THEN coalesce(previous_folder, 'inbox') ELSE folder END, previous_folder = NULL
        WHERE id = ${id} AND user_id = ${user.uid} RETURNING id`,
  );
  if (!row) throw noSuchMail();
}

/**
 * Deletes my copy for good: from the trash, or a draft. A message nobody holds any more goes too (with the files
 * only it carried); returns their storage keys to remove after the commit.
 */
export async function deleteMail(db: Db, user: UserProfile, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const entry = await findEntry(tx, user, id, true);
    if (entry.folder !== 'trash' && entry.folder !== 'drafts') throw conflict('MAIL_NOT_IN_TRASH', 'Move the mail to the trash first.');
    await tx.execute(sql`DELETE FROM mail_entries WHERE id = ${id}`);
    if (!entry.message_id) return [];
    const orphan = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM mail_messages WHERE id = ${entry.message_id} AND NOT EXISTS (SELECT 1 FROM mail_entries e WHERE e.message_id = ${entry.message_id}) FOR UPDATE`,
    );
    if (orphan.length === 0) return [];
    const files = await queryRows<{ id: string; storage_key: string }>(
      tx,
      sql`SELECT a.id, a.storage_key FROM mail_message_attachments ma JOIN mail_attachments a ON a.id = ma.attachment_id
          WHERE ma.message_id = ${entry.message_id}
            AND NOT EXISTS (SELECT 1 FROM mail_message_attachments o WHERE o.attachment_id = a.id AND o.message_id <> ${entry.message_id})`,
    );
    await tx.execute(sql`DELETE FROM mail_messages WHERE id = ${entry.message_id}`);
    if (files.length > 0) await tx.execute(sql`DELETE FROM mail_attachments WHERE id IN (${sql.join(files.map((f) => sql`${f.id}`), sql`, `)})`);
    return files.map((f) => f.storage_key);
  });
}
