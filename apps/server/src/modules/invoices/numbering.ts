import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceSequences } from '../../db/schema';

/**
 * The next number of the pharmacy's series for `year`, taken inside the issuing transaction. The counter row is
 * created or incremented by one statement and stays locked until the commit: concurrent issues at one pharmacy queue
 * on it, so none repeats or skips a number, and a rolled-back issue gives its number back (the series stays gapless).
 */
export async function takeNumber(tx: Db, pharmacyId: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ pharmacyId, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceSequences.pharmacyId, invoiceSequences.year], set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last });
  return row!.last;
}
