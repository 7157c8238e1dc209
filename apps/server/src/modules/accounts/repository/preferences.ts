import { eq } from 'drizzle-orm';
import {
  DEFAULT_CHANNEL_CHOICE,
  fullPreferences,
  PREFERENCE_EVENTS,
  type ChannelChoice,
  type NotificationPreferences,
  type NotificationPreferencesFull,
} from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

export async function getPreferences(db: Db, uid: string): Promise<NotificationPreferencesFull> {
  const [row] = await db.select({ prefs: users.notificationPrefs }).from(users).where(eq(users.uid, uid));
  if (!row) throw notFound('No such account.');
  return fullPreferences(row.prefs ?? {});
}

/** Stores only the events whose choice differs from the default, so a new event starts with the default. */
export async function setPreferences(db: Db, uid: string, full: NotificationPreferencesFull): Promise<NotificationPreferencesFull> {
  const stored: NotificationPreferences = {};
  for (const event of PREFERENCE_EVENTS) {
    const choice = full[event];
    if (choice.email !== DEFAULT_CHANNEL_CHOICE.email || choice.inApp !== DEFAULT_CHANNEL_CHOICE.inApp) {
      stored[event] = { email: choice.email, inApp: choice.inApp };
    }
  }
  await db.update(users).set({ notificationPrefs: stored, updatedAt: new Date() }).where(eq(users.uid, uid));
  return fullPreferences(stored);
}

const isPreferenceEvent = (kind: string): kind is (typeof PREFERENCE_EVENTS)[number] =>
  (PREFERENCE_EVENTS as readonly string[]).includes(kind);

/** Each person's choice for one event kind, from their stored preferences; kinds that are not order events reach everyone. */
export function choicesFrom(rows: { uid: string; prefs: NotificationPreferences | null }[], kind: string): Map<string, ChannelChoice> {
  const choices = new Map<string, ChannelChoice>();
  if (!isPreferenceEvent(kind)) return choices;
  for (const row of rows) choices.set(row.uid, row.prefs?.[kind] ?? DEFAULT_CHANNEL_CHOICE);
  return choices;
}

/** Whether `uid` wants `kind` on `channel` (unknown people and non-order kinds: yes). */
export const wants = (choices: Map<string, ChannelChoice>, uid: string, channel: keyof ChannelChoice) =>
  choices.get(uid)?.[channel] ?? true;
