import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@pharmacy/shared/schemas/live';
import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';
import { pharmacyStaff } from '../../db/schema';
import { createAccount } from '../accounts/commands/register';
import { GOOD_PASSWORD, signIn } from '../../test/test-app';
import { call, type Person, type World } from '../orders/test-world';

/* Test-only helpers for the kanban tests: calls by person, a second pharmacist, and a record of live events. */

export const kanbanPost = (w: World, who: Person | undefined, path: string, payload: object) =>
  call(w, 'POST', `/api/kanban/${path}`, who?.cookie, payload);

export const kanbanGet = (w: World, who: Person | undefined, boardId?: string) =>
  call(w, 'GET', `/api/kanban/board${boardId ? `?boardId=${boardId}` : ''}`, who?.cookie);

/** The board `who` opens by default (their team's, else their own), failing the test unless it answers 200. */
export async function boardOf(w: World, who: Person, boardId?: string): Promise<KanbanBoard> {
  const res = await kanbanGet(w, who, boardId);
  if (res.statusCode !== 200) throw new Error(`GET board failed: ${res.statusCode} ${res.body}`);
  return res.json().board;
}

/** A card in `columnId`, failing the test unless it is made. */
export async function newCard(w: World, who: Person, columnId: string, card: object = {}): Promise<string> {
  const res = await kanbanPost(w, who, 'cards/new', { columnId, card: { title: `Card ${randomUUID().slice(0, 6)}`, ...card } });
  if (res.statusCode !== 201) throw new Error(`new card failed: ${res.statusCode} ${res.body}`);
  return res.json().card.id;
}

/** Another active pharmacist of `pharmacyId`, signed in. */
export async function colleague(w: World, pharmacyId: string): Promise<Person> {
  const email = `colleague.${randomUUID().slice(0, 8)}@example.be`;
  const profile = await createAccount(w.t.database.db, {
    email,
    password: GOOD_PASSWORD,
    firstName: 'Anne',
    lastName: 'Colleague',
    role: 'pharmacy',
    emailVerified: true,
    status: 'active',
  });
  await w.t.database.db.insert(pharmacyStaff).values({ pharmacyId, userId: profile.uid });
  return { uid: profile.uid, cookie: await signIn(w.t, email, GOOD_PASSWORD), email };
}

/** Records what is pushed live (the hub itself is tested with real sockets in realtime/). */
export function recordLiveEvents(w: World): { userIds: string[]; event: LiveEvent }[] {
  const events: { userIds: string[]; event: LiveEvent }[] = [];
  const hub = w.t.app.realtime;
  const original = hub.publishToUsers.bind(hub);
  hub.publishToUsers = (userIds, event) => {
    events.push({ userIds: [...userIds], event });
    original(userIds, event);
  };
  return events;
}
