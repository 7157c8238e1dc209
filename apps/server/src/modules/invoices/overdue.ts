import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import { brusselsToday } from './calendar';

/**
 * Marks `overdue` the sent invoices whose due date (a Belgian calendar day) has passed, in one UPDATE. Safe with
 * several server processes: a second run at the same moment waits on the rows the first one changes, reads them
 * again, finds them no longer `sent` and leaves them, so each invoice is marked once. Credit notes have nothing to
 * pay and are never overdue; an invoice credited in full is `credited`, no longer `sent`. Returns how many were marked.
 */
export async function markOverdue(db: Db, today = brusselsToday()): Promise<number> {
  const marked = await db
    .update(invoices)
    .set({ status: 'overdue', updatedAt: new Date() })
    .where(
      and(
        eq(invoices.status, 'sent'),
        eq(invoices.kind, 'invoice'),
        lt(invoices.dueDate, today),
      ),
    )
    .returning({ id: invoices.id });
  return marked.length;
}

export const invoiceOverdueJob = (db: Db): Job => ({
  name: 'invoice overdue',
  everyMs: 60 * 60 * 1000,
  run: () => markOverdue(db),
});
