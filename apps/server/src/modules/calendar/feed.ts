import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { LANGUAGES, type Language } from '@pharmacy/shared/languages';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import type { Db } from '../../db/client';
import { calendarFeeds, pharmacyCalendarFeeds, users } from '../../db/schema';
import { addDays, startOfDay } from './brussels-time';
import { FEED_TEXTS } from './feed-texts';
import { listEvents } from './list';
import { scopeOf, type CalendarScope } from './scope';

/*
 * Private iCalendar subscriptions (RFC 5545), so a phone's calendar shows a person's shifts and slots, or a
 * pharmacy's on-duty days on the counter's computer. The link's token is an HMAC of the owner and the time the feed
 * was (re)made: the server can show the same link again without storing it, keeps only its hash for the lookup, and
 * renewing (a new time) kills the old link.
 */

export type FeedOwner = { userId: string } | { pharmacyId: string };

const ownerKey = (owner: FeedOwner) => ('userId' in owner ? `user:${owner.userId}` : `pharmacy:${owner.pharmacyId}`);
const tokenOf = (secret: string, owner: FeedOwner, madeAt: Date) =>
  createHmac('sha256', secret).update(`calendar-feed:${ownerKey(owner)}:${madeAt.getTime()}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A pharmacy has no language of its own: its link carries the language of whoever asked for it. */
const urlOf = (appUrl: string, token: string, language: Language) => `${appUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics?lang=${language}`;

async function madeAt(db: Db, owner: FeedOwner): Promise<Date | undefined> {
  const [row] =
    'userId' in owner
      ? await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, owner.userId))
      : await db.select({ createdAt: pharmacyCalendarFeeds.createdAt }).from(pharmacyCalendarFeeds).where(eq(pharmacyCalendarFeeds.pharmacyId, owner.pharmacyId));
  return row?.createdAt;
}

/** GET /api/calendar/feed: the link, made on first asking. */
export async function feedUrl(db: Db, secret: string, appUrl: string, owner: FeedOwner, language: Language): Promise<string> {
  const made = await madeAt(db, owner);
  if (made) return urlOf(appUrl, tokenOf(secret, owner, made), language);
  return renewFeed(db, secret, appUrl, owner, language);
}

/** POST /api/calendar/feed/renew: a new link; the old one answers 404 from now on. */
export async function renewFeed(db: Db, secret: string, appUrl: string, owner: FeedOwner, language: Language, now = new Date()): Promise<string> {
  const at = new Date(now.getTime());
  const tokenHash = hashOf(tokenOf(secret, owner, at));
  if ('userId' in owner) {
    await db.insert(calendarFeeds).values({ userId: owner.userId, tokenHash, createdAt: at }).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
  } else {
    await db
      .insert(pharmacyCalendarFeeds)
      .values({ pharmacyId: owner.pharmacyId, tokenHash, createdAt: at })
      .onConflictDoUpdate({ target: pharmacyCalendarFeeds.pharmacyId, set: { tokenHash, createdAt: at } });
  }
  return urlOf(appUrl, tokenOf(secret, owner, at), language);
}

/**
 * What a token shows, or null (unknown, renewed, or a person no longer active): a person's feed is their own
 * calendar; a pharmacy's is what its staff see of the pharmacy (its dates, its slots, its couriers' availability).
 */
export async function feedScope(db: Db, token: string): Promise<{ scope: CalendarScope; language: Language | null } | null> {
  const hash = hashOf(token);
  const [person] = await db
    .select({ uid: users.uid, role: users.role, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.uid, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hash), eq(users.status, 'active')));
  if (person) return { scope: await scopeOf(db, { uid: person.uid, role: person.role } as UserProfile), language: person.language };
  const [pharmacy] = await db.select({ id: pharmacyCalendarFeeds.pharmacyId }).from(pharmacyCalendarFeeds).where(eq(pharmacyCalendarFeeds.tokenHash, hash));
  if (!pharmacy) return null;
  return { scope: { uid: '', role: 'pharmacy', staffOf: [pharmacy.id], serves: [], everything: false }, language: null };
}

export const feedLanguage = (asked: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';

/** Two months back and ten ahead, as a phone keeps them; each occurrence is its own VEVENT (already in Brussels time). */
export async function feedCalendar(db: Db, scope: CalendarScope, language: Language, now = new Date()): Promise<string> {
  const names = FEED_TEXTS[language];
  const today = localDate(now);
  const events = await listEvents(db, scope, { from: startOfDay(addDays(today, -60)), to: startOfDay(addDays(today, 330)) });
  const calendar = ical({ name: names.calendar, prodId: { company: 'PharmaLink', product: 'calendar', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, ttl: 3600 });
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
