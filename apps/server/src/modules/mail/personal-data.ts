import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { mailAttachments, mailEntries, mailLabels, mailMessages } from '../../db/schema';

/** The person's mailbox for their archive: every mail they hold (written or received, with its folder), labels, uploads. */
export async function mailArchive(db: Db, uid: string) {
  const [messages, labels, uploads] = await Promise.all([
    queryRows<{ folder: string; subject: string; body: string; senderId: string | null; sentAt: string | null; attachments: string[] }>(
      db,
      sql`SELECT e.folder, m.subject, m.body_text AS body, m.sender_id AS "senderId", m.sent_at AS "sentAt",
            coalesce((SELECT array_agg(a.name ORDER BY a.name) FROM mail_message_attachments ma JOIN mail_attachments a ON a.id = ma.attachment_id WHERE ma.message_id = m.id), '{}') AS attachments
          FROM mail_entries e JOIN mail_messages m ON m.id = e.message_id WHERE e.user_id = ${uid} ORDER BY e.created_at, e.id`,
    ),
    db.select({ name: mailLabels.name, color: mailLabels.color, createdAt: mailLabels.createdAt }).from(mailLabels).where(eq(mailLabels.userId, uid)).orderBy(asc(mailLabels.createdAt)),
    db.select({ name: mailAttachments.name, mimeType: mailAttachments.mimeType, size: mailAttachments.size, createdAt: mailAttachments.createdAt }).from(mailAttachments).where(eq(mailAttachments.ownerId, uid)).orderBy(asc(mailAttachments.createdAt)),
  ]);
  return { messages, labels, uploads };
}

/**
 * Anonymisation: the person's mailbox and labels go; the mails they wrote lose their subject and words in everyone's
 * copies; the files they uploaded are deleted. Returns the storage keys to remove once committed.
 */
export async function eraseMail(tx: Db, uid: string): Promise<string[]> {
  await tx.delete(mailEntries).where(eq(mailEntries.userId, uid));
  await tx.delete(mailLabels).where(eq(mailLabels.userId, uid));
  await tx.update(mailMessages).set({ subject: '', bodyHtml: '', bodyText: '' }).where(eq(mailMessages.senderId, uid));
  const files = await tx.delete(mailAttachments).where(eq(mailAttachments.ownerId, uid)).returning({ key: mailAttachments.storageKey });
  return files.map((f) => f.key);
}
