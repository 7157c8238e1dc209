import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAIL_ATTACHMENT_MAX_BYTES, type MailAttachment } from '@pharmacy/shared/schemas/mail';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { notFound } from '../../lib/errors';
import { readUpload } from '../../lib/read-upload';
import type { FileStore } from '../../lib/storage';

/** An image or PDF for a mail being written, checked by content and cleaned like every upload; owned by its uploader. */
export async function uploadAttachment(db: Db, storage: FileStore, user: UserProfile, request: FastifyRequest): Promise<MailAttachment> {
  const upload = await readUpload(request, MAIL_ATTACHMENT_MAX_BYTES);
  const id = randomUUID();
  const key = `mail/${id}`;
  await storage.put(key, upload.bytes);
  try {
    await db.execute(sql`INSERT INTO mail_attachments (id, owner_id, name, mime_type, size, storage_key)
      VALUES (${id}, ${user.uid}, ${upload.name}, ${upload.type}, ${upload.bytes.length}, ${key})`);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return { id, name: upload.name, mimeType: upload.type, size: upload.bytes.length, url: `/api/mail/attachments/${id}` };
}

export interface AttachmentFile {
  name: string;
  mimeType: string;
  size: number;
  key: string;
}

/** A file for its uploader, or for whoever holds a mail that carries it (not in drafts: a draft is its author's). */
export async function openAttachment(db: Db, user: UserProfile, id: string): Promise<AttachmentFile> {
  const [row] = await queryRows<AttachmentFile>(
    db,
    sql`SELECT a.name, a.mime_type AS "mimeType", a.size, a.storage_key AS key FROM mail_attachments a
        WHERE a.id = ${id} AND (a.owner_id = ${user.uid} OR EXISTS (
          SELECT 1 FROM mail_message_attachments ma JOIN mail_entries e ON e.message_id = ma.message_id
          WHERE ma.attachment_id = a.id AND e.user_id = ${user.uid}))`,
  );
  if (!row) throw notFound('No such file.');
  return row;
}
