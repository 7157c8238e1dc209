import { sql, type SQL } from 'drizzle-orm';
import type { ChatConversation, ChatMessage, ChatParticipant } from '@pharmacy/shared/schemas/chat';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { Role } from '@pharmacy/shared/roles';
import { imageUrl } from '../../lib/images';
import { membersOf } from './members';

/** A message as the SQL below reads it (snake case from json_build_object or a row). */
export interface MessageRow {
  id: string;
  body: string;
  content_type: ChatMessage['contentType'];
  attachment_name: string | null;
  attachment_type: ChatMessage['attachments'][number]['mimeType'] | null;
  attachment_size: number | null;
  created_at: string | Date;
  sender_id: string | null;
}

interface ParticipantJson {
  id: string;
  name: string;
  role: Role;
  avatarKey: string | null;
  pharmacyName: string | null;
  seenAt: string | null;
}

export interface ConversationRow {
  id: string;
  kind: 'order' | 'direct';
  last_at: string | null;
  order: { id: string; reference: string; status: OrderStatus; pharmacyName: string } | null;
  participants: ParticipantJson[];
  unread: number | null;
  member: boolean;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The message's columns as one JSON object, for a list's last message. */
export const messageJson = (alias: string) => {
  const m = sql.raw(alias);
  return sql`json_build_object('id', ${m}.id, 'body', ${m}.body, 'content_type', ${m}.content_type,
    'attachment_name', ${m}.attachment_name, 'attachment_type', ${m}.attachment_type, 'attachment_size', ${m}.attachment_size,
    'created_at', ${m}.created_at, 'sender_id', ${m}.sender_id)`;
};

/**
 * What every conversation answer shows of conversation `c` (columns id, kind, order_id, last_message_at) to `me`: its
 * order, its members with their pictures and read receipts, my unread count and whether I am in it at all.
 */
export function conversationColumns(me: string): SQL {
  const members = membersOf(sql`c.id`, sql`c.kind`, sql`c.order_id`);
  return sql`
    c.id, c.kind,
    to_char(c.last_message_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS last_at,
    (SELECT json_build_object('id', o.id, 'reference', o.reference, 'status', o.status, 'pharmacyName', p.name)
       FROM orders o JOIN pharmacies p ON p.id = o.pharmacy_id WHERE o.id = c.order_id) AS "order",
    (SELECT coalesce(json_agg(json_build_object(
         'id', u.uid, 'name', u.display_name, 'role', u.role, 'avatarKey', u.avatar_key, 'seenAt', cp.seen_at,
         'pharmacyName', (SELECT ph.name FROM pharmacy_staff s JOIN pharmacies ph ON ph.id = s.pharmacy_id
                           WHERE u.role = 'pharmacy' AND s.user_id = u.uid
                           ORDER BY (ph.id = (SELECT o2.pharmacy_id FROM orders o2 WHERE o2.id = c.order_id)) DESC NULLS LAST, ph.name
                           LIMIT 1)
       ) ORDER BY u.display_name, u.uid), '[]'::json)
       FROM users u LEFT JOIN chat_participants cp ON cp.conversation_id = c.id AND cp.user_id = u.uid
       WHERE u.uid IN ${members}) AS participants,
    (SELECT cp.unread_count FROM chat_participants cp WHERE cp.conversation_id = c.id AND cp.user_id = ${me}) AS unread,
    (${me} IN ${members}) AS member`;
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    body: row.body,
    contentType: row.content_type,
    attachments:
      row.attachment_type && row.attachment_name !== null
        ? [{ id: row.id, name: row.attachment_name, mimeType: row.attachment_type, size: row.attachment_size ?? 0, url: `/api/chat/attachments/${row.id}` }]
        : [],
    createdAt: iso(row.created_at)!,
    senderId: row.sender_id,
  };
}

export function toParticipant(p: ParticipantJson): ChatParticipant {
  return { id: p.id, name: p.name, role: p.role, avatarUrl: imageUrl(p.avatarKey), pharmacyName: p.pharmacyName, seenAt: iso(p.seenAt) };
}

export function toConversation(row: ConversationRow, messages: MessageRow[]): ChatConversation {
  return {
    id: row.id,
    kind: row.kind,
    order: row.order,
    participants: row.participants.map(toParticipant),
    messages: messages.map(toMessage),
    unreadCount: row.unread ?? 0,
    lastActivity: iso(row.last_at),
  };
}
