import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditInput {
  /** The person who acted; null for the system (a timer, an import). */
  actorId: string | null;
  /** What happened, dotted: `order.read`, `order.accepted`, `notification.read`… */
  action: string;
  entityType: string;
  entityId: string;
  /** Context an admin needs to understand the entry. Never health identifiers or secrets: see `scrubAuditDetail`. */
  detail?: Record<string, unknown>;
}

/**
 * Keys never stored, whatever their case or separators: national numbers (NISS/INSZ, BIS), e-prescription
 * identifiers (RID), identity card numbers and passwords (docs/PRODUCT.md "Personal and health data").
 */
const FORBIDDEN_KEY = /^(nationalregistrationnumbers?|niss|inss|insz|rids?|idcardnumbers?|eidnumbers?)$|password|secret|token/;
/** The same data found in a free value is masked: RIDs, and eleven digits written like a national number. */
const RID_VALUE = /BE[PKN][P0-9][0-9A-HJ-NP-TV-Z]{8}/gi;
const NISS_VALUE = /\b\d{2}[. ]?\d{2}[. ]?\d{2}[- ]?\d{3}[. ]?\d{2}\b/g;
export const REDACTED = '[redacted]';

const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A copy of `detail` without forbidden keys (at any depth) and with RIDs and national numbers masked in values. */
export function scrubAuditDetail(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(RID_VALUE, REDACTED).replace(NISS_VALUE, REDACTED);
  if (Array.isArray(value)) return value.map(scrubAuditDetail);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (FORBIDDEN_KEY.test(normaliseKey(key))) continue;
      out[key] = scrubAuditDetail(inner);
    }
    return out;
  }
  return value;
}

/** The row an entry becomes, detail scrubbed: for a caller writing it with other rows in one statement. */
export function auditRow(entry: AuditInput): typeof auditLog.$inferInsert {
  return {
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    detail: (scrubAuditDetail(entry.detail ?? {}) as Record<string, unknown>) ?? {},
  };
}

/**
 * One audit entry, written with the caller's transaction so it commits (or not) with the change it records. The
 * guard above runs on every entry: a caller passing a whole order by mistake still leaks no identifier.
 */
export async function writeAudit(tx: Db, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}
