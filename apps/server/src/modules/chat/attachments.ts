import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@pharmacy/shared/schemas/chat';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { notFound } from '../../lib/errors';
import { readUpload } from '../../lib/read-upload';
import type { FileStore } from '../../lib/storage';
import { membersOf } from './members';
import { conversationFor } from './read';
import { writeMessage, type Sent } from './send';

/**
 * An image or a PDF as a message: membership is checked before the body is read and again when the message is
 * written; the file is checked by its content and cleaned (lib/upload-content.ts) like a prescription, stored under
 * chat/<conversation>/<message>, and removed again if the message cannot be written.
 */
export async function sendAttachment(
  db: Db,
  storage: FileStore,
  user: UserProfile,
  conversationId: string,
  caption: string | undefined,
  request: FastifyRequest,
): Promise<Sent> {
  const conversation = await conversationFor(db, user, conversationId);
  const upload = await readUpload(request, CHAT_ATTACHMENT_MAX_BYTES);
  const id = randomUUID();
  const key = `chat/${conversation.id}/${id}`;
  await storage.put(key, upload.bytes);
  try {
    return await writeMessage(db, user, conversation.id, {
      id,
      body: caption ?? '',
      contentType: upload.type === 'application/pdf' ? 'file' : 'image',
      attachment: { name: upload.name, type: upload.type, size: upload.bytes.length, key },
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

export interface AttachmentFile {
  name: string;
  mimeType: string;
  size: number;
  key: string;
}

/** The attachment of a message, for the members of its conversation only (anyone else: 404). */
export async function openAttachment(db: Db, user: UserProfile, messageId: string): Promise<AttachmentFile> {
  const [row] = await queryRows<AttachmentFile & { member: boolean }>(
    db,
    sql`SELECT m.attachment_name AS name, m.attachment_type AS "mimeType", m.attachment_size AS size, m.attachment_key AS key,
          (${user.uid} IN ${membersOf(sql`c.id`, sql`c.kind`, sql`c.order_id`)}) AS member
        FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE m.id = ${messageId} AND m.attachment_key IS NOT NULL`,
  );
  if (!row?.member) throw notFound('No such file.');
  return row;
}
