import { sql, type SQL } from 'drizzle-orm';
import {
  CHAT_CONVERSATIONS_PAGE_SIZE,
  CHAT_PAGE_SIZE,
  type ChatConversation,
  type ChatConversationList,
  type ChatParticipant,
} from '@pharmacy/shared/schemas/chat';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, type SortKey } from '../../lib/keyset-cursor';
import { notFound } from '../../lib/errors';
import { ordersOf } from './members';
import { conversationColumns, messageJson, toConversation, type ConversationRow, type MessageRow } from './present';

export const noSuchConversation = () => notFound('No such conversation.');

/**
 * The conversation `key` names, as rows of (id, kind, order_id, last_message_at): a stored one, or an order's that
 * nobody has written in yet (every order has its conversation from the start; its row comes with the first message).
 */
export function conversationSource(key: string): SQL {
  return sql`(
    SELECT sc.id, sc.kind, sc.order_id, sc.last_message_at FROM chat_conversations sc WHERE sc.id = ${key}
    UNION ALL
    SELECT so.id, 'order', so.id, NULL::timestamptz FROM orders so
      WHERE so.id = ${key} AND NOT EXISTS (SELECT 1 FROM chat_conversations sx WHERE sx.id = ${key})
  ) c`;
}

/** The conversation as `user` sees it, without messages; a 404 when it does not exist or they are not in it. */
export async function conversationFor(db: Db, user: UserProfile, key: string): Promise<ConversationRow> {
  const [row] = await queryRows<ConversationRow>(db, sql`SELECT ${conversationColumns(user.uid)} FROM ${conversationSource(key)}`);
  if (!row?.member) throw noSuchConversation();
  return row;
}

const MESSAGE_KEYS: SortKey[] = [
  { expr: sql`m.created_at`, desc: true, type: 'time' },
  { expr: sql`m.id`, desc: true, type: 'uuid' },
];

type PagedMessage = MessageRow & { cursor_at: string };

/** One page of the conversation's messages, the newest first from the server, returned oldest first. */
async function messagePage(db: Db, conversationId: string, before: string | undefined): Promise<{ messages: MessageRow[]; olderCursor: string | null }> {
  const after = before ? sql`AND ${cursorAfter(before, 'chat-messages', MESSAGE_KEYS)}` : sql``;
  const rows = await queryRows<PagedMessage>(
    db,
    sql`SELECT m.id, m.body, m.content_type, m.attachment_name, m.attachment_type, m.attachment_size, m.created_at, m.sender_id,
          to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
        FROM chat_messages m WHERE m.conversation_id = ${conversationId} ${after}
        ORDER BY ${sql.join(orderByKeys(MESSAGE_KEYS), sql`, `)} LIMIT ${CHAT_PAGE_SIZE + 1}`,
  );
  const { page, nextCursor } = pageOf(rows, CHAT_PAGE_SIZE, (last) => encodeCursor('chat-messages', [last.cursor_at, last.id]));
  return { messages: page.reverse(), olderCursor: nextCursor };
}

export async function readConversation(db: Db, user: UserProfile, key: string, before?: string): Promise<ChatConversation> {
  const row = await conversationFor(db, user, key);
  const { messages, olderCursor } = await messagePage(db, row.id, before);
  return { ...toConversation(row, messages), olderCursor };
}

export async function readParticipants(db: Db, user: UserProfile, key: string): Promise<ChatParticipant[]> {
  return toConversation(await conversationFor(db, user, key), []).participants;
}

const LIST_KEYS: SortKey[] = [
  { expr: sql`c.last_message_at`, desc: true, type: 'time' },
  { expr: sql`c.id`, desc: true, type: 'uuid' },
];

/** My conversations that have messages, the latest activity first, each with its last message; and my unread total. */
export async function listConversations(db: Db, user: UserProfile, cursor?: string): Promise<ChatConversationList> {
  const mine = sql`(
    SELECT p.conversation_id FROM chat_participants p JOIN chat_conversations d ON d.id = p.conversation_id AND d.kind = 'direct'
      WHERE p.user_id = ${user.uid}
    UNION ALL
    SELECT mo.id FROM ${ordersOf(user)} mo(id)
  )`;
  const after = cursor ? sql`AND ${cursorAfter(cursor, 'chat-conversations', LIST_KEYS)}` : sql``;
  const rows = await queryRows<ConversationRow & { last_message: MessageRow | null; total: number }>(
    db,
    sql`SELECT ${conversationColumns(user.uid)},
          (SELECT ${messageJson('lm')} FROM chat_messages lm WHERE lm.conversation_id = c.id ORDER BY lm.created_at DESC, lm.id DESC LIMIT 1) AS last_message
        FROM chat_conversations c
        WHERE c.last_message_at IS NOT NULL AND c.id IN ${mine} ${after}
        ORDER BY ${sql.join(orderByKeys(LIST_KEYS), sql`, `)} LIMIT ${CHAT_CONVERSATIONS_PAGE_SIZE + 1}`,
  );
  const { page, nextCursor } = pageOf(rows, CHAT_CONVERSATIONS_PAGE_SIZE, (last) => encodeCursor('chat-conversations', [last.last_at!, last.id]));
  return {
    conversations: page.map((row) => toConversation(row, row.last_message ? [row.last_message] : [])),
    unreadTotal: await unreadTotal(db, user),
    nextCursor,
  };
}

/** Unread messages in the conversations I am still in (a courier's finished orders no longer count). */
export async function unreadTotal(db: Db, user: UserProfile): Promise<number> {
  const [row] = await queryRows<{ n: number | string | null }>(
    db,
    sql`SELECT coalesce(sum(p.unread_count), 0) AS n FROM chat_participants p JOIN chat_conversations c ON c.id = p.conversation_id
        WHERE p.user_id = ${user.uid} AND p.unread_count > 0 AND (c.kind = 'direct' OR c.order_id IN ${ordersOf(user)})`,
  );
  return Number(row?.n ?? 0);
}
