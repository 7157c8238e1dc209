import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import type { Language } from '@pharmacy/shared/languages';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import type { Db } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';
import { addDays, startOfDay } from './brussels-time';
import { listEvents } from './list';
import { scopeOf } from './scope';

/*
 * A person's private iCalendar subscription (RFC 5545), so a phone's calendar shows their shifts and slots. The link's
 * token is an HMAC of the person and the time the feed was (re)made: the server can show the same link again without
 * storing it, keeps only its hash for the lookup, and renewing (a new time) kills the old link.
 */

const tokenOf = (secret: string, uid: string, madeAt: Date) =>
  createHmac('sha256', secret).update(`calendar-feed:${uid}:${madeAt.getTime()}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const urlOf = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;

/** GET /api/calendar/feed: the reader's link, made on first asking. */
export async function feedUrl(db: Db, secret: string, appUrl: string, uid: string): Promise<string> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, uid));
  if (row) return urlOf(appUrl, tokenOf(secret, uid, row.createdAt));
  return renewFeed(db, secret, appUrl, uid);
}

/** POST /api/calendar/feed/renew: a new link; the old one answers 404 from now on. */
export async function renewFeed(db: Db, secret: string, appUrl: string, uid: string, now = new Date()): Promise<string> {
  const madeAt = new Date(now.getTime());
  const token = tokenOf(secret, uid, madeAt);
  await db
    .insert(calendarFeeds)
    .values({ userId: uid, tokenHash: hashOf(token), createdAt: madeAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashOf(token), createdAt: madeAt } });
  return urlOf(appUrl, token);
}

/** The active account a feed token belongs to, or null (unknown, renewed, or the account is no longer active). */
export async function feedOwner(db: Db, token: string): Promise<{ user: UserProfile; language: Language } | null> {
  const [row] = await db
    .select({ uid: users.uid, role: users.role, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.uid, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), eq(users.status, 'active')));
  return row ? { user: { uid: row.uid, role: row.role } as UserProfile, language: row.language } : null;
}

/** Two months back and ten ahead, as a phone keeps them; each occurrence is its own VEVENT (already in Brussels time). */
export async function feedCalendar(db: Db, user: UserProfile, names: Record<string, string>, now = new Date()): Promise<string> {
  const today = localDate(now);
  const events = await listEvents(db, await scopeOf(db, user), { from: startOfDay(addDays(today, -60)), to: startOfDay(addDays(today, 330)) });
  const calendar = ical({ name: names.calendar ?? 'Calendar', prodId: { company: 'PharmaLink', product: 'calendar', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, ttl: 3600 });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}-${event.start}@pharmalink`,
      start: asFeedDate(event.start, event.allDay),
      end: asFeedDate(event.end, event.allDay),
      allDay: event.allDay,
      summary: summaryOf(event, names),
      description: event.description || null,
    });
  }
  return calendar.toString();
}

/** A day as UTC midnight (ical-generator writes an all-day DATE from UTC fields); an instant as it is. */
const asFeedDate = (value: string, allDay: boolean) => (allDay ? new Date(`${value}T00:00:00Z`) : new Date(value));

function summaryOf(event: CalendarEvent, names: Record<string, string>): string {
  const kind = names[event.kind] ?? event.kind;
  if (event.kind === 'personal') return event.title;
  const what = event.title ? `${kind}: ${event.title}` : kind;
  return event.owner.type === 'pharmacy' ? `${what} (${event.owner.name})` : what;
}
