import { sql } from 'drizzle-orm';
import type { MailAnnouncement } from '@pharmacy/shared/schemas/mail';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { writeAudit } from '../../lib/audit';
import { mailText, sanitiseMailHtml } from './sanitise';

/**
 * An admin's announcement: one message, a copy in the inbox of every active account of the chosen roles (one
 * INSERT … SELECT, however many), the admin's in sent. Returns the author's copy and who received it.
 */
export async function announce(db: Db, user: UserProfile, input: MailAnnouncement): Promise<{ entryId: string; recipients: string[] }> {
  const html = sanitiseMailHtml(input.message);
  const roles = sql.join([...new Set(input.roles)].map((r) => sql`${r}`), sql`, `);
  return db.transaction(async (tx) => {
    const [made] = await queryRows<{ message_id: string; entry_id: string }>(
      tx,
      sql`WITH m AS (
            INSERT INTO mail_messages (kind, sender_id, subject, body_html, body_text, sent_at)
            VALUES ('announcement', ${user.uid}, ${input.subject}, ${html}, ${mailText(html)}, clock_timestamp()) RETURNING id
          )
          INSERT INTO mail_entries (user_id, message_id, folder, read_at) SELECT ${user.uid}, m.id, 'sent', clock_timestamp() FROM m
          RETURNING message_id, id AS entry_id`,
    );
    const recipients = await queryRows<{ user_id: string }>(
      tx,
      sql`INSERT INTO mail_entries (user_id, message_id, folder)
          SELECT u.uid, ${made.message_id}, 'inbox' FROM users u
          WHERE u.status = 'active' AND u.anonymised_at IS NULL AND u.role IN (${roles}) AND u.uid <> ${user.uid}
          RETURNING user_id`,
    );
    await writeAudit(tx, { actorId: user.uid, action: 'mail.announced', entityType: 'user', entityId: user.uid, detail: { roles: input.roles, recipients: recipients.length } });
    return { entryId: made.entry_id, recipients: recipients.map((r) => r.user_id) };
  });
}
