import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { mailComposeSchema } from '@pharmacy/shared/schemas/mail';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { NotificationPreferences } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { badRequest, conflict } from '../../lib/errors';
import { outboxRow } from '../../lib/outbox';
import { outboxEmails } from '../../db/schema';
import { choicesFrom, wants } from '../accounts/repository/preferences';
import { contactsOf } from '../chat/members';
import { findEntry } from './read';
import { mailText, sanitiseMailHtml } from './sanitise';

type ComposeInput = z.output<typeof mailComposeSchema>;

export interface Composed {
  /** The author's copy (in sent or drafts). */
  entryId: string;
  /** Who got a copy in their inbox (the live event's audience); none for a draft. */
  recipients: string[];
}

/** Where a person reads their mail, for the e-mail's link back. */
const mailboxPath = (role: string) => (role === 'customer' ? '/my/mail' : '/dashboard/mail');

/** The sending rules: somebody to write to, a subject, and only people one may write to (as in chat). */
async function checkSendable(db: Db, user: UserProfile, input: ComposeInput): Promise<string[]> {
  const to = [...new Set(input.to)];
  const fields: Record<string, string> = {};
  if (to.length === 0) fields.to = 'validation.mailRecipients';
  if (input.subject === '') fields.subject = 'validation.required';
  if (Object.keys(fields).length > 0) throw badRequest('Some fields are not valid.', fields);
  const reachable = await queryRows<{ uid: string }>(
    db,
    sql`SELECT u.uid FROM users u WHERE u.uid IN (${sql.join(to.map((id) => sql`${id}`), sql`, `)}) AND ${contactsOf(user)}`,
  );
  if (reachable.length !== to.length) {
    throw badRequest('You can only write to people you share an order or a pharmacy with, or to the platform.', { to: 'validation.chatNotContact' });
  }
  return to;
}

/** The attachments one may put in a mail: one's own uploads, those of the mail forwarded, those already in the draft. */
async function checkAttachments(db: Db, user: UserProfile, ids: string[], from: (string | null)[]): Promise<void> {
  if (ids.length === 0) return;
  const messages = from.filter((m): m is string => m !== null);
  const shared = messages.length > 0 ? sql`OR EXISTS (SELECT 1 FROM mail_message_attachments ma WHERE ma.attachment_id = a.id AND ma.message_id IN (${sql.join(messages.map((m) => sql`${m}`), sql`, `)}))` : sql``;
  const found = await queryRows<{ id: string }>(
    db,
    sql`SELECT a.id FROM mail_attachments a WHERE a.id IN (${sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `)}) AND (a.owner_id = ${user.uid} ${shared})`,
  );
  if (found.length !== new Set(ids).size) throw badRequest('An attachment is unknown or not yours.', { attachmentIds: 'validation.invalid' });
}

/**
 * Compose, reply, forward, save or send a draft. The body is sanitised here, whatever the browser sent. Sending
 * files a copy in each recipient's inbox and in the author's sent folder, and queues an e-mail copy for those whose
 * preferences ask for it ('mail.received'), all in one transaction.
 */
export async function composeMail(db: Db, user: UserProfile, input: ComposeInput, draftId?: string): Promise<Composed> {
  const html = sanitiseMailHtml(input.message);
  const text = mailText(html);
  const replyTo = input.replyToId ? await findEntry(db, user, input.replyToId) : null;
  if (replyTo && !replyTo.message_id) throw badRequest('A notice from the platform cannot be answered.', { replyToId: 'validation.invalid' });
  const forwarded = input.forwardOfId ? await findEntry(db, user, input.forwardOfId) : null;
  const draft = draftId ? await findEntry(db, user, draftId) : null;
  if (draft && draft.folder !== 'drafts') throw conflict('MAIL_NOT_DRAFT', 'Only a draft can be changed.');
  await checkAttachments(db, user, input.attachmentIds, [forwarded?.message_id ?? null, draft?.message_id ?? null]);
  const to = input.draft ? [...new Set(input.to)] : await checkSendable(db, user, input);
  const sending = !input.draft;

  return db.transaction(async (tx) => {
    const fields = sql`subject = ${input.subject}, body_html = ${html}, body_text = ${text},
      recipient_ids = ARRAY[${sql.join(to.map((id) => sql`${id}`), sql`, `)}]::text[], reply_to_message_id = ${replyTo?.message_id ?? draft?.reply_to_message_id ?? null}`;
    let messageId: string;
    let entryId: string;
    if (draft) {
      // Locked, and still a draft: two tabs sending the same draft send it once.
      const locked = await findEntry(tx, user, draft.id, true);
      if (locked.folder !== 'drafts') throw conflict('MAIL_NOT_DRAFT', 'Only a draft can be changed.');
      messageId = locked.message_id!;
      entryId = locked.id;
      await tx.execute(sql`UPDATE mail_messages SET ${fields}, sent_at = ${sending ? sql`clock_timestamp()` : sql`NULL`} WHERE id = ${messageId}`);
      await tx.execute(sql`UPDATE mail_entries SET folder = ${sending ? 'sent' : 'drafts'}, created_at = clock_timestamp() WHERE id = ${entryId}`);
      await tx.execute(sql`DELETE FROM mail_message_attachments WHERE message_id = ${messageId}`);
    } else {
      const [made] = await queryRows<{ message_id: string; entry_id: string }>(
        tx,
        sql`WITH m AS (
              INSERT INTO mail_messages (kind, sender_id, subject, body_html, body_text, recipient_ids, reply_to_message_id, sent_at)
              VALUES ('personal', ${user.uid}, ${input.subject}, ${html}, ${text}, ARRAY[${sql.join(to.map((id) => sql`${id}`), sql`, `)}]::text[],
                      ${replyTo?.message_id ?? null}, ${sending ? sql`clock_timestamp()` : sql`NULL`})
              RETURNING id
            )
            INSERT INTO mail_entries (user_id, message_id, folder, read_at) SELECT ${user.uid}, m.id, ${sending ? 'sent' : 'drafts'}, clock_timestamp() FROM m
            RETURNING message_id, id AS entry_id`,
      );
      messageId = made.message_id;
      entryId = made.entry_id;
    }
    if (input.attachmentIds.length > 0) {
      await tx.execute(sql`INSERT INTO mail_message_attachments (message_id, attachment_id)
        SELECT ${messageId}, a FROM unnest(ARRAY[${sql.join([...new Set(input.attachmentIds)].map((id) => sql`${id}`), sql`, `)}]::uuid[]) a`);
    }
    if (!sending) return { entryId, recipients: [] };
    const people = await queryRows<{ uid: string; role: string; prefs: NotificationPreferences | null; email: string | null; language: string }>(
      tx,
      sql`WITH filed AS (
            INSERT INTO mail_entries (user_id, message_id, folder)
            SELECT r, ${messageId}, 'inbox' FROM unnest(ARRAY[${sql.join(to.map((id) => sql`${id}`), sql`, `)}]::text[]) r
            RETURNING user_id
          )
          SELECT u.uid, u.role, u.notification_prefs AS prefs, u.language, CASE WHEN a.email_verified THEN a.email END AS email
          FROM filed JOIN users u ON u.uid = filed.user_id JOIN auth_user a ON a.id = u.uid`,
    );
    const choices = choicesFrom(people, 'mail.received');
    const copies = people
      .filter((p) => p.email && wants(choices, p.uid, 'email'))
      .map((p) => outboxRow({ to: p.email!, language: p.language, template: 'mail-received', params: { sender: user.displayName, path: mailboxPath(p.role) } }));
    if (copies.length > 0) await tx.insert(outboxEmails).values(copies);
    return { entryId, recipients: people.map((p) => p.uid) };
  });
}
