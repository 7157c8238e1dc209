import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { epochMs, insertJsonRows, queryRows, withStatements } from '../../db/json-rows';
import { orderLines, orders } from '../../db/schema';
import { HISTORY_PART, traceStatements, type Trace } from './announce';
import { newHandoverCode } from './reference';
import type { OrderLineRow, OrderRow } from './repository';
import { isUniqueViolation } from '../../db/unique-violation';

/** A new order as the service builds it; the database adds its times and its search text. */
export type OrderDraft = Omit<OrderRow, 'createdAt' | 'updatedAt' | 'searchText'>;

/** What every new order starts with, whoever makes it: its handover code, and nothing handed over or refused yet. */
export const freshOrderState = () => ({
  handoverCode: newHandoverCode(),
  wrongCodeAttempts: 0,
  wrongCodeAt: null,
  proofReceiverName: null,
  proofAt: null,
  proofBy: null,
  rejectionReason: null,
  cancellationReason: null,
  failureReason: null,
});

export interface SubmissionWrite {
  key: { userId: string; key: string; requestHash: string };
  order: OrderDraft;
  lines: OrderLineRow[];
  /** What `refreshSearchText` would compute, before normalisation. */
  searchText: string;
  trace: Trace;
}

export interface Written {
  order: OrderRow;
  historyAt: Date;
}

/**
 * The whole submission in one statement, hence one transaction: the Idempotency-Key, the order, its lines and its trace
 * (history, audit, notifications, e-mail). Every part reads the key's insert, so when the key already exists (a
 * concurrent request with the same key committed first; ON CONFLICT waits for it) nothing is written and the answer is
 * null. The tab counts' trigger on `orders` is deferred: it runs, and locks the pharmacy's counter row, at commit.
 */
export async function writeSubmission(db: Db, s: SubmissionWrite): Promise<Written | null> {
  const gate = sql`claimed`;
  const parts: [string, SQL][] = [
    [
      'claimed',
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, order_id)
        VALUES (${s.key.userId}, ${s.key.key}, ${s.key.requestHash}, ${s.order.id}) ON CONFLICT DO NOTHING RETURNING 1`,
    ],
    [
      'new_order',
      insertJsonRows(orders, [s.order], {
        gate,
        computed: { search_text: sql`catalogue_normalize(${s.searchText})` },
        returning: sql`created_at, updated_at, search_text`,
      }),
    ],
    ...(s.lines.length > 0 ? [['new_lines', insertJsonRows(orderLines, s.lines, { gate })] as [string, SQL]] : []),
    ...traceStatements(s.trace, gate),
  ];
  const rows = await queryRows<{ created_ms: number; updated_ms: number; search_text: string; history_ms: number }>(
    db,
    withStatements(
      parts,
      sql`SELECT ${epochMs(sql`o.created_at`)} AS created_ms, ${epochMs(sql`o.updated_at`)} AS updated_ms, o.search_text,
        ${epochMs(sql`h.at`)} AS history_ms FROM new_order o, ${sql.identifier(HISTORY_PART)} h`,
    ),
  );
  const [row] = rows;
  if (!row) return null;
  return {
    order: { ...s.order, createdAt: new Date(row.created_ms), updatedAt: new Date(row.updated_ms), searchText: row.search_text },
    historyAt: new Date(row.history_ms),
  };
}

/** Whether `error` is the unique reference of `orders` (a drawn reference already taken: draw again). */
export const isReferenceTaken = (error: unknown): boolean => isUniqueViolation(error, 'orders_reference_unique');
