import { sql } from 'drizzle-orm';
import { MAIL_CUSTOM_LABELS_MAX, type MailLabel, type MailLabelInput } from '@pharmacy/shared/schemas/mail';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { badRequest, notFound } from '../../lib/errors';

const noSuchLabel = () => notFound('No such label.');
const toLabel = (row: { id: string; name: string; color: string }): MailLabel => ({ id: row.id, type: 'custom', name: row.name, color: row.color, unreadCount: 0 });

export async function createLabel(db: Db, user: UserProfile, input: MailLabelInput): Promise<MailLabel> {
  const [row] = await queryRows<{ id: string; name: string; color: string }>(
    db,
    sql`INSERT INTO mail_labels (user_id, name, color)
        SELECT ${user.uid}, ${input.name}, ${input.color} WHERE (SELECT count(*) FROM mail_labels WHERE user_id = ${user.uid}) < ${MAIL_CUSTOM_LABELS_MAX}
        RETURNING id, name, color`,
  );
  if (!row) throw badRequest(`You have ${MAIL_CUSTOM_LABELS_MAX} labels already.`, { name: 'validation.tooMany' });
  return toLabel(row);
}

export async function updateLabel(db: Db, user: UserProfile, id: string, input: MailLabelInput): Promise<MailLabel> {
  const [row] = await queryRows<{ id: string; name: string; color: string }>(
    db,
    sql`UPDATE mail_labels SET name = ${input.name}, color = ${input.color} WHERE id = ${id} AND user_id = ${user.uid} RETURNING id, name, color`,
  );
  if (!row) throw noSuchLabel();
  return toLabel(row);
}

/** Deletes one of my labels and takes it off my mails. */
export async function deleteLabel(db: Db, user: UserProfile, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(tx, sql`DELETE FROM mail_labels WHERE id = ${id} AND user_id = ${user.uid} RETURNING id`);
    if (!row) throw noSuchLabel();
    await tx.execute(sql`UPDATE mail_entries SET label_ids = array_remove(label_ids, ${id}::uuid) WHERE user_id = ${user.uid} AND ${id}::uuid = ANY(label_ids)`);
  });
}
