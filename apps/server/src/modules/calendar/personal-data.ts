import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarEvents, calendarFeeds } from '../../db/schema';

/** The person's own events for their archive (GDPR art. 15/20): personal ones and a courier's availability. */
export function calendarArchive(db: Db, uid: string) {
  return db
    .select({
      kind: calendarEvents.kind,
      title: calendarEvents.title,
      description: calendarEvents.description,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      allDay: calendarEvents.allDay,
      rrule: calendarEvents.rrule,
      exdates: calendarEvents.exdates,
      createdAt: calendarEvents.createdAt,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.ownerUserId, uid))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/**
 * Anonymisation: their own events and their subscription link go; a pharmacy's delivery slots they wrote stay the
 * pharmacy's, without the id of who wrote them.
 */
export async function eraseCalendar(tx: Db, uid: string): Promise<void> {
  await tx.delete(calendarEvents).where(eq(calendarEvents.ownerUserId, uid));
  await tx.update(calendarEvents).set({ createdBy: null }).where(eq(calendarEvents.createdBy, uid));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, uid));
}
