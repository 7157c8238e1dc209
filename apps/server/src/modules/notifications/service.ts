import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationList, NotificationListQuery } from '@pharmacy/shared/schemas/notification';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { decodeTimeCursor, encodeTimeCursor, utcMicros } from '../../lib/time-cursor';

export interface NotifyInput {
  /** Each gets a row of their own (duplicates are written once). */
  userIds: string[];
  /** `order.accepted`…: the browser shows `notifications.kinds.<kind>` with `params`. */
  kind: string;
  /** Always `reference` for order kinds; maybe `pharmacy`, `reason`. No health identifiers. */
  params: Record<string, string | number>;
  /** An app path to open, or null. */
  link: string | null;
}

/**
 * One notification per person, in the caller's transaction (it commits with the change it announces). The caller
 * pushes `{ type: 'notification.created' }` to the same people after the commit (app.realtime.publishToUsers).
 */
export async function notify(tx: Db, input: NotifyInput): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  await tx
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, kind: input.kind, params: input.params, link: input.link })));
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

/** The reader's own notifications, newest first, keyset-paginated on (created_at, id), with the unread count. */
export async function listNotifications(db: Db, userId: string, query: NotificationListQuery): Promise<NotificationList> {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (query.cursor) {
    const after = decodeTimeCursor(query.cursor);
    if (!after) throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
    where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const [rows, unread] = await Promise.all([
    db
      .select({ ...getTableColumns(notifications), cursorAt: utcMicros(notifications.createdAt) })
      .from(notifications)
      .where(and(...where))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    unreadCount(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor(last.cursorAt, last.id) : null,
    unread,
  };
}

/** Marks one of the reader's notifications read (idempotent); someone else's is "not found", like a missing one. */
export async function markRead(db: Db, userId: string, id: string): Promise<{ unread: number }> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('No such notification.');
  return { unread: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: string): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread: await unreadCount(db, userId) };
}
