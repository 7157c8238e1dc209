import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, chatParticipants } from '../../db/schema';

/** The person's own messages, for their archive (GDPR art. 15/20): what they wrote and sent, where and when. */
export function chatArchive(db: Db, uid: string) {
  return db
    .select({
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
      contentType: chatMessages.contentType,
      attachmentName: chatMessages.attachmentName,
      attachmentType: chatMessages.attachmentType,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, uid))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/**
 * Anonymisation (accounts/commands/anonymise.ts): the conversations of the person's orders go whole (they are about
 * the person's health, whoever wrote in them); elsewhere their messages lose their words and files, and they leave
 * their direct conversations. Returns the storage keys of the files to remove once committed.
 */
export async function eraseChat(tx: Db, uid: string, orderIds: string[]): Promise<string[]> {
  const keys: string[] = [];
  if (orderIds.length > 0) {
    const files = await tx
      .select({ key: chatMessages.attachmentKey })
      .from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, orderIds), isNotNull(chatMessages.attachmentKey)));
    keys.push(...files.map((f) => f.key!));
    await tx.delete(chatConversations).where(inArray(chatConversations.orderId, orderIds));
  }
  const own = await tx
    .select({ key: chatMessages.attachmentKey })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, uid), isNotNull(chatMessages.attachmentKey)));
  keys.push(...own.map((o) => o.key!));
  await tx
    .update(chatMessages)
    .set({ body: '', contentType: 'text', attachmentName: null, attachmentType: null, attachmentSize: null, attachmentKey: null })
    .where(eq(chatMessages.senderId, uid));
  await tx.delete(chatParticipants).where(eq(chatParticipants.userId, uid));
  return keys;
}
