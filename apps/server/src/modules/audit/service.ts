import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditList, AuditListQuery } from '@pharmacy/shared/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, utcMicros, type SortKey } from '../../lib/keyset-cursor';

/** Newest first; the id breaks ties between entries of the same microsecond. */
const KEYS: SortKey[] = [
  { expr: sql`${auditLog.at}`, desc: true, type: 'time' },
  { expr: sql`${auditLog.id}`, desc: true, type: 'uuid' },
];

/** The audit log, newest first, filtered by record and/or actor; keyset-paginated on (at, id). */
export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditList> {
  const where: SQL[] = [];
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.cursor) where.push(cursorAfter(query.cursor, 'audit', KEYS));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.displayName,
      actorEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      detail: auditLog.detail,
      cursorAt: utcMicros(auditLog.at),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.uid, auditLog.actorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(...orderByKeys(KEYS))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor('audit', [last.cursorAt, last.id]));
  return { items: page.map(({ cursorAt: _cursor, ...row }) => ({ ...row, at: row.at.toISOString() })), nextCursor };
}
