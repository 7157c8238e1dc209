import { sql } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES, type DashboardAppOf } from '@pharmacy/shared/schemas/dashboard-app';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/json-rows';
import { unreadTotal } from '../../chat/read';
import { orderRows, statusIn } from './order-rows';
import { num, type Num } from '../figures';

/*
 * A customer's today (GET /api/dashboards/app): their own orders (`o.customer_id`) and the invoices issued to them
 * (never a draft, as modules/invoices/access.ts reads them).
 */

const ROWS_MAX = 5;

export async function customerApp(db: Db, user: UserProfile): Promise<DashboardAppOf<'customer'>> {
  const open = sql`o.customer_id = ${user.uid} AND o.status IN ${statusIn(IN_PROGRESS_STATUSES)}`;
  const rows = { pharmacyName: true, address: false, orderBy: sql`o.updated_at DESC, o.id DESC`, limit: ROWS_MAX };
  const [[inProgress], readyForPickup, paperPrescriptions, substitutionsToAnswer, invoices, unread] = await Promise.all(
    [
      queryRows<{ n: Num }>(db, sql`SELECT count(*) AS n FROM orders o WHERE ${open}`),
      orderRows(db, sql`${open} AND o.status = 'ready' AND o.delivery_type = 'take_away'`, rows),
      orderRows(db, sql`${open} AND o.prescription_type = 'in_pharmacy'`, rows),
      orderRows(
        db,
        sql`${open} AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.substitution_status = 'proposed')`,
        rows,
      ),
      queryRows<{
        id: string;
        number: string | null;
        kind: 'invoice' | 'credit_note';
        status: DashboardAppOf<'customer'>['invoices'][number]['status'];
        issue_date: string | null;
        gross_cents: number;
        seller_name: string;
      }>(
        db,
        sql`SELECT i.id, i.number, i.kind, i.status, to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, i.gross_cents, i.seller->>'name' AS seller_name FROM invoices i
          WHERE i.customer_id = ${user.uid} AND i.status <> 'draft' ORDER BY i.created_at DESC, i.id DESC LIMIT ${ROWS_MAX}`,
      ),
      unreadTotal(db, user),
    ],
  );
  return {
    role: 'customer',
    inProgress: num(inProgress?.n),
    readyForPickup,
    paperPrescriptions,
    substitutionsToAnswer,
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      status: i.status,
      issueDate: i.issue_date,
      grossCents: Number(i.gross_cents),
      pharmacyName: i.seller_name,
    })),
    unreadMessages: unread,
  };
}
