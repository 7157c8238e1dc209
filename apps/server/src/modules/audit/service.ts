import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditList, AuditListQuery } from '@pharmacy/shared/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { decodeTimeCursor, encodeTimeCursor, utcMicros } from '../../lib/time-cursor';

/** The audit log, newest first, filtered by record and/or actor; keyset-paginated on (at, id). */
export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditList> {
  const where: SQL[] = [];
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.cursor) {
    const after = decodeTimeCursor(query.cursor);
    if (!after) throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
    where.push(sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
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
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ cursorAt: _cursor, ...row }) => ({ ...row, at: row.at.toISOString() })),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor(last.cursorAt, last.id) : null,
  };
}
