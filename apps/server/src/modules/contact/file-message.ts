import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@pharmacy/shared/languages';
import type { ContactForm } from '@pharmacy/shared/schemas/contact';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { enqueueEmail } from '../../lib/outbox';
import { mailText, sanitiseMailHtml } from '../mail/sanitise';
import { contactMailHtml } from './mail-body';

export interface ContactMessage {
  form: ContactForm;
  /** The signed-in sender's account, or null for a visitor. */
  senderId: string | null;
  /** The platform's own address (CONTACT_EMAIL). */
  contactEmail: string;
}

/**
 * Files a contact message in one transaction: a mail in every active admin's inbox (one statement, however many
 * admins; from the sender's account when signed in, else from the platform) and an e-mail to the platform's
 * address through the outbox. Returns the admins who got it, for the live event.
 */
export async function fileContactMessage(db: Db, { form, senderId, contactEmail }: ContactMessage): Promise<string[]> {
  const html = sanitiseMailHtml(contactMailHtml(form, senderId));
  const subject = `[Contact] ${form.subject}`;
  return db.transaction(async (tx) => {
    const admins = await queryRows<{ user_id: string }>(
      tx,
      sql`WITH admins AS (
            SELECT u.uid FROM users u WHERE u.role = 'admin' AND u.status = 'active' AND u.anonymised_at IS NULL
          ), m AS (
            INSERT INTO mail_messages (kind, sender_id, recipient_ids, subject, body_html, body_text, sent_at)
            VALUES ('personal', ${senderId}, coalesce((SELECT array_agg(uid) FROM admins), '{}'::text[]), ${subject}, ${html}, ${mailText(html)}, clock_timestamp())
            RETURNING id
          )
          INSERT INTO mail_entries (user_id, message_id, folder) SELECT a.uid, m.id, 'inbox' FROM admins a, m
          RETURNING user_id`,
    );
    await enqueueEmail(tx, {
      to: contactEmail,
      language: DEFAULT_LANGUAGE,
      template: 'contact-message',
      params: {
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        account: senderId ?? '',
      },
    });
    return admins.map((a) => a.user_id);
  });
}
