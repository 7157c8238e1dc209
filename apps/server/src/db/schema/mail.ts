import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_FOLDERS } from '@pharmacy/shared/schemas/mail';
import { CHAT_ATTACHMENT_TYPES } from '@pharmacy/shared/schemas/chat';
import { users } from './users';
import { notifications } from './notifications';
import { checkIn } from './check-in';
import { clockNow } from './clock';

/**
 * A mail a person wrote (or an admin's announcement): its words once, however many mailboxes hold it. A draft has
 * no `sent_at`. Bodies are HTML kept to the server's allow-list (modules/mail/sanitise.ts) and their plain text.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['personal', 'announcement'] }).notNull(),
    senderId: text('sender_id').references(() => users.uid, { onDelete: 'set null' }),
    recipientIds: text('recipient_ids').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    replyToMessageId: uuid('reply_to_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [checkIn('mail_messages_kind_check', t.kind, ['personal', 'announcement'])],
);

/**
 * One person's copy of a mail, with their folder and flags: of a message, or of a notification (order and account
 * notices land here too; a database trigger files each new notification, whichever code wrote it).
 */
export const mailEntries = pgTable(
  'mail_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => mailMessages.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    folder: text('folder', { enum: MAIL_FOLDERS }).notNull(),
    /** Where a trashed mail goes back to. */
    previousFolder: text('previous_folder', { enum: MAIL_FOLDERS }),
    readAt: timestamp('read_at', { withTimezone: true }),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    labelIds: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    index('mail_entries_user_folder_idx').on(t.userId, t.folder, t.createdAt, t.id),
    index('mail_entries_message_idx').on(t.messageId),
    index('mail_entries_notification_idx').on(t.notificationId),
    checkIn('mail_entries_folder_check', t.folder, MAIL_FOLDERS),
  ],
);

/** A person's own labels. */
export const mailLabels = pgTable(
  'mail_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [index('mail_labels_user_idx').on(t.userId)],
);

/** An uploaded file, attached to one or more mails (a forward carries the same file). */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.uid, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mimeType: text('mime_type', { enum: CHAT_ATTACHMENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [index('mail_attachments_owner_idx').on(t.ownerId)],
);

export const mailMessageAttachments = pgTable(
  'mail_message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => mailAttachments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.attachmentId] }), index('mail_message_attachments_attachment_idx').on(t.attachmentId)],
);
