import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChatContentType, ChatMessage, ChatNewConversation } from '@pharmacy/shared/schemas/chat';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { badRequest, conflict } from '../../lib/errors';
import { contactsOf, membersOf } from './members';
import { toMessage, type MessageRow } from './present';
import { conversationFor } from './read';

export interface Sent {
  message: ChatMessage;
  conversationId: string;
  /** Everyone in the conversation now, the author included: the live event's recipients. */
  members: string[];
}

export interface Attachment {
  name: string;
  type: NonNullable<MessageRow['attachment_type']>;
  size: number;
  key: string;
}

/**
 * Writes one message into a conversation `user` is in (checked in the same transaction, so a courier whose delivery
 * just ended cannot slip one in): makes an order's conversation row on its first message, adds one to every other
 * member's unread count (an upsert under the row lock, exact under concurrent sends).
 */
export async function writeMessage(
  db: Db,
  user: UserProfile,
  conversationId: string,
  input: { id?: string; body: string; contentType: ChatContentType; attachment?: Attachment },
): Promise<Sent> {
  return db.transaction(async (tx) => {
    const conversation = await conversationFor(tx, user, conversationId);
    const orderId = conversation.kind === 'order' ? conversation.id : null;
    if (orderId) {
      await tx.execute(sql`INSERT INTO chat_conversations (id, kind, order_id) VALUES (${orderId}, 'order', ${orderId}) ON CONFLICT (id) DO NOTHING`);
    }
    const a = input.attachment;
    const [row] = await queryRows<MessageRow>(
      tx,
      sql`WITH m AS (
            INSERT INTO chat_messages (id, conversation_id, sender_id, body, content_type, attachment_name, attachment_type, attachment_size, attachment_key)
            VALUES (${input.id ?? randomUUID()}, ${conversation.id}, ${user.uid}, ${input.body}, ${input.contentType},
                    ${a?.name ?? null}, ${a?.type ?? null}, ${a?.size ?? null}, ${a?.key ?? null})
            RETURNING *
          ), touched AS (
            UPDATE chat_conversations SET last_message_at = (SELECT created_at FROM m) WHERE id = ${conversation.id}
          )
          SELECT m.id, m.body, m.content_type, m.attachment_name, m.attachment_type, m.attachment_size, m.created_at, m.sender_id FROM m`,
    );
    // Others' counts grow by one; the author's row exists but does not move (only mark-as-seen resets a count), so
    // concurrent sends commute and every count is exact whatever order they commit in.
    // Every member has a row (the author's included), so the upsert's RETURNING is the live event's audience.
    const members = await queryRows<{ uid: string }>(
      tx,
      sql`
      INSERT INTO chat_participants (conversation_id, user_id, unread_count)
      SELECT ${conversation.id}, uid, CASE WHEN uid = ${user.uid} THEN 0 ELSE 1 END
        FROM (${membersOf(sql`${conversation.id}::uuid`, sql`${conversation.kind}::text`, sql`${orderId}::uuid`)}) members(uid)
      ON CONFLICT (conversation_id, user_id) DO UPDATE SET
        unread_count = chat_participants.unread_count + CASE WHEN excluded.user_id = ${user.uid} THEN 0 ELSE 1 END
      RETURNING user_id AS uid`,
    );
    return { message: toMessage(row), conversationId: conversation.id, members: members.map((m) => m.uid) };
  });
}

/**
 * Starts (or finds) the direct conversation of `user` and the recipients, who must all be their contacts, and
 * writes the first message in it. One conversation per group: the same people reuse theirs.
 */
export async function startConversation(db: Db, user: UserProfile, input: ChatNewConversation): Promise<Sent> {
  const recipients = [...new Set(input.recipients)].filter((id) => id !== user.uid);
  if (recipients.length === 0) throw badRequest('Choose who to write to.', { recipients: 'validation.chatRecipients' });
  const reachable = await queryRows<{ uid: string }>(
    db,
    sql`SELECT u.uid FROM users u WHERE u.uid IN (${sql.join(recipients.map((r) => sql`${r}`), sql`, `)}) AND ${contactsOf(user)}`,
  );
  if (reachable.length !== recipients.length) {
    throw badRequest('You can only write to people you share an order or a pharmacy with, or to the platform.', {
      recipients: 'validation.chatNotContact',
    });
  }
  const members = [user.uid, ...recipients].sort();
  const memberKey = members.join(',');
  const id = randomUUID();
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`WITH made AS (
          INSERT INTO chat_conversations (id, kind, member_key) VALUES (${id}, 'direct', ${memberKey})
          ON CONFLICT (member_key) DO NOTHING RETURNING id
        ), joined AS (
          INSERT INTO chat_participants (conversation_id, user_id)
          SELECT made.id, u FROM made, unnest(ARRAY[${sql.join(members.map((m) => sql`${m}`), sql`, `)}]::text[]) u
        )
        SELECT id FROM made UNION ALL SELECT id FROM chat_conversations WHERE member_key = ${memberKey} AND NOT EXISTS (SELECT 1 FROM made)`,
  );
  // Started at the same moment by someone else in the group: theirs is not visible to this statement yet.
  if (!row) throw conflict('CHAT_STARTING', 'This conversation is being started: try again.');
  return writeMessage(db, user, row.id, { body: input.message.body, contentType: 'text' });
}

/** Mark-as-seen (SPEC §4): my unread count of the conversation becomes 0 and my read receipt moves to now. */
export async function markSeen(db: Db, user: UserProfile, conversationId: string): Promise<{ members: string[]; changed: boolean }> {
  const conversation = await conversationFor(db, user, conversationId);
  if (conversation.last_at === null) return { members: [], changed: false };
  const [row] = await queryRows<{ before: number | null }>(
    db,
    sql`WITH old AS (SELECT unread_count FROM chat_participants WHERE conversation_id = ${conversation.id} AND user_id = ${user.uid})
        , up AS (
          INSERT INTO chat_participants (conversation_id, user_id, unread_count, seen_at) VALUES (${conversation.id}, ${user.uid}, 0, clock_timestamp())
          ON CONFLICT (conversation_id, user_id) DO UPDATE SET unread_count = 0, seen_at = excluded.seen_at
        )
        SELECT (SELECT unread_count FROM old) AS before`,
  );
  return { members: conversation.participants.map((p) => p.id), changed: (row?.before ?? 1) !== 0 };
}
