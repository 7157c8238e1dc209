import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import { and, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationList, NotificationListQuery } from '@pharmacy/shared/schemas/notification';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';

export interface NotifyInput {
  /** Each gets a row of their own (duplicates are written once). */
  userIds: string[];
  /** `order.accepted`…: the browser shows `notifications.kinds.<kind>` with `params`. */
  kind: NotificationKind;
  /** Always `reference` for order kinds; maybe `pharmacy`, `reason`. No health identifiers. */
  params: Record<string, string | number>;
  /** An app path to open, or null. */
  link: string | null;
}

/** The rows of several notifications (one per person of each input; a person twice in one input gets one). */
export function notificationRows(inputs: NotifyInput[]): (typeof notifications.$inferInsert)[] {
  return inputs.flatMap((input) =>
    [...new Set(input.userIds)].map((userId) => ({ userId, kind: input.kind, params: input.params, link: input.link })),
  );
}

/**
 * One notification per person, in the caller's transaction (it commits with the change it announces). The caller
 * pushes `{ type: 'notification.created' }` to the same people after the commit (app.realtime.publishToUsers).
 */
export async function notify(tx: Db, input: NotifyInput): Promise<void> {
  const rows = notificationRows([input]);
  if (rows.length > 0) await tx.insert(notifications).values(rows);
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

/** Newest first; the id breaks ties between notifications of the same microsecond. */
const KEYS: SortKey[] = [
  { expr: sql`${notifications.createdAt}`, desc: true, type: 'time' },
  { expr: sql`${notifications.id}`, desc: true, type: 'uuid' },
];

/** The reader's own notifications, newest first, keyset-paginated on (created_at, id), with the unread count. */
export async function listNotifications(db: Db, userId: string, query: NotificationListQuery): Promise<NotificationList> {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (query.cursor) where.push(cursorAfter(query.cursor, 'notifications', KEYS));
  const [rows, unread] = await Promise.all([
    db
      .select({ ...getTableColumns(notifications), cursorAt: utcMicros(notifications.createdAt) })
      .from(notifications)
      .where(and(...where))
      .orderBy(...orderByKeys(KEYS))
      .limit(query.limit + 1),
    unreadCount(db, userId),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor('notifications', [last.cursorAt, last.id]));
  return { items: page.map(toNotification), nextCursor, unread };
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
