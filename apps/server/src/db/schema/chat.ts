import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_ATTACHMENT_TYPES, CHAT_CONTENT_TYPES } from '@pharmacy/shared/schemas/chat';
import { users } from './users';
import { orders } from './orders';
import { checkIn } from './check-in';
import { clockNow } from './clock';

/**
 * A conversation (modules/chat). An order's conversation has the order's id and exists for every order from its
 * creation (the API answers it before anyone writes); its row is made by the first message. Its members are not
 * stored: they are the order's customer, its pharmacy's active staff and its courier while delivering, as they are
 * now. A direct conversation's members are its `chat_participants` rows, fixed when it starts.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['order', 'direct'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A direct conversation's members, sorted and joined: one conversation per group of people. */
    memberKey: text('member_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_key_idx').on(t.memberKey),
    index('chat_conversations_last_message_idx').on(t.lastMessageAt, t.id),
    checkIn('chat_conversations_kind_check', t.kind, ['order', 'direct']),
  ],
);

/**
 * One person's place in a conversation: a direct conversation's membership, and everyone's unread count and
 * "seen" time. The count is kept, not counted: a send adds one to every other member under the row's lock and
 * mark-as-seen sets it to 0, so concurrent sends never lose or double a message.
 */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_participants_user_idx').on(t.userId)],
);

/** A message: plain text, or one image or PDF (stored with the other uploads) with an optional caption. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.uid, { onDelete: 'set null' }),
    body: text('body').notNull(),
    contentType: text('content_type', { enum: CHAT_CONTENT_TYPES }).notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type', { enum: CHAT_ATTACHMENT_TYPES }),
    attachmentSize: integer('attachment_size'),
    /** lib/storage key (chat/<conversation>/<message>); never sent to a client. */
    attachmentKey: text('attachment_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    checkIn('chat_messages_content_type_check', t.contentType, CHAT_CONTENT_TYPES),
    index('chat_messages_sender_idx')
      .on(t.senderId)
      .where(sql`${t.senderId} IS NOT NULL`),
  ],
);
