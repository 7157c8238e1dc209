import { and, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarEvents } from '../../db/schema';
import { occurrences } from './recurrence';

/**
 * Which of these couriers are available at `at` by their calendar: an availability event (or an occurrence of a
 * repeating one) covers that moment. With the availability switch, this is what lets a pharmacy assign them.
 */
export async function availableByCalendar(db: Db, uids: string[], at = new Date()): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: calendarEvents.ownerUserId, startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt, rrule: calendarEvents.rrule, exdates: calendarEvents.exdates })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.kind, 'availability'), inArray(calendarEvents.ownerUserId, uids), lte(calendarEvents.startsAt, at), or(isNotNull(calendarEvents.rrule), gt(calendarEvents.endsAt, at))));
  const moment = new Date(at.getTime() + 1);
  return new Set(rows.filter((r) => occurrences(r, at, moment).length > 0).map((r) => r.uid!));
}
