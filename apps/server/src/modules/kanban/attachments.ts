import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { KANBAN_ATTACHMENT_MAX_BYTES, KANBAN_ATTACHMENTS_MAX, type KanbanAttachment } from '@pharmacy/shared/schemas/kanban';
import type { Db } from '../../db/client';
import { kanbanAttachments, kanbanCards } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { readUpload } from '../../lib/read-upload';
import type { StoredFile } from '../../lib/send-stored-file';
import type { FileStore } from '../../lib/storage';
import { isUuid } from '../orders/repository';
import { lockCardBoard, openBoard } from './boards';
import type { Changed } from './cards';

/*
 * Files on cards: whoever may open the card's board adds, reads and removes them. The bytes are stored before the
 * row (and removed again if the row cannot be written); a card, column or board deleted takes its rows with it and
 * the routes remove the bytes once committed (`attachmentKeys`).
 */

const noFile = () => notFound('No such file.');
type Row = typeof kanbanAttachments.$inferSelect;

const present = (row: Row): KanbanAttachment => ({
  id: row.id,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  url: `/api/kanban/attachments/${row.id}`,
  createdAt: row.createdAt.toISOString(),
});

/** The files of these cards, oldest first, by card. */
export async function attachmentsOf(db: Db, cardIds: string[]): Promise<Map<string, KanbanAttachment[]>> {
  const byCard = new Map<string, KanbanAttachment[]>();
  if (cardIds.length === 0) return byCard;
  const rows = await db.select().from(kanbanAttachments).where(inArray(kanbanAttachments.cardId, cardIds)).orderBy(asc(kanbanAttachments.createdAt), asc(kanbanAttachments.id));
  for (const row of rows) byCard.set(row.cardId, [...(byCard.get(row.cardId) ?? []), present(row)]);
  return byCard;
}

/** The storage keys of the files of these cards (read before deleting them). */
export async function attachmentKeys(tx: Db, cardIds: string[]): Promise<string[]> {
  if (cardIds.length === 0) return [];
  const rows = await tx.select({ key: kanbanAttachments.storageKey }).from(kanbanAttachments).where(inArray(kanbanAttachments.cardId, cardIds));
  return rows.map((r) => r.key);
}

/** The board of a card the user may open (404 otherwise), without locking: checked before the upload is read. */
async function assertCardOpen(db: Db, user: UserProfile, cardId: string): Promise<void> {
  if (!isUuid(cardId)) throw notFound('No such card.');
  const [card] = await db.select({ boardId: kanbanCards.boardId }).from(kanbanCards).where(eq(kanbanCards.id, cardId));
  if (!card) throw notFound('No such card.');
  await openBoard(db, user, card.boardId);
}

/** POST /api/kanban/cards/attachment?cardId=: one PDF or image, at most KANBAN_ATTACHMENTS_MAX per card. */
export async function attachToCard(db: Db, storage: FileStore, user: UserProfile, cardId: string, request: FastifyRequest): Promise<Changed<KanbanAttachment>> {
  await assertCardOpen(db, user, cardId);
  const upload = await readUpload(request, KANBAN_ATTACHMENT_MAX_BYTES);
  const id = randomUUID();
  const key = `kanban/${id}`;
  await storage.put(key, upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      const { board } = await lockCardBoard(tx, user, cardId);
      const [{ files }] = await tx.select({ files: count() }).from(kanbanAttachments).where(eq(kanbanAttachments.cardId, cardId));
      if (files >= KANBAN_ATTACHMENTS_MAX) throw badRequest(`A card holds at most ${KANBAN_ATTACHMENTS_MAX} files.`, { file: 'validation.tooMany' });
      const [row] = await tx
        .insert(kanbanAttachments)
        .values({ id, cardId, name: upload.name, mimeType: upload.type, size: upload.bytes.length, storageKey: key, uploadedBy: user.uid })
        .returning();
      return { board, result: present(row!) };
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

async function findAttachment(db: Db, user: UserProfile, attachmentId: string) {
  if (!isUuid(attachmentId)) throw noFile();
  const [row] = await db
    .select({ attachment: kanbanAttachments, boardId: kanbanCards.boardId })
    .from(kanbanAttachments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanAttachments.cardId))
    .where(eq(kanbanAttachments.id, attachmentId));
  if (!row) throw noFile();
  await openBoard(db, user, row.boardId).catch(() => {
    throw noFile();
  });
  return row.attachment;
}

/** GET /api/kanban/attachments/:id, for whoever may open the card's board. */
export async function openCardAttachment(db: Db, user: UserProfile, attachmentId: string): Promise<StoredFile> {
  const row = await findAttachment(db, user, attachmentId);
  return { name: row.name, mimeType: row.mimeType, size: row.size, key: row.storageKey };
}

/** POST /api/kanban/attachments/delete: the row now, the bytes once committed (`fileKeys`). */
export async function detachFromCard(db: Db, user: UserProfile, attachmentId: string): Promise<Changed<{ id: string }> & { fileKeys: string[] }> {
  const found = await findAttachment(db, user, attachmentId);
  return db.transaction(async (tx) => {
    const { board } = await lockCardBoard(tx, user, found.cardId);
    const gone = await tx.delete(kanbanAttachments).where(eq(kanbanAttachments.id, attachmentId)).returning({ key: kanbanAttachments.storageKey });
    if (gone.length === 0) throw noFile();
    return { board, result: { id: attachmentId }, fileKeys: gone.map((g) => g.key) };
  });
}
