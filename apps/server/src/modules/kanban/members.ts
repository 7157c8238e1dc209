import { and, asc, eq, inArray } from 'drizzle-orm';
import type { KanbanPerson } from '@pharmacy/shared/schemas/kanban';
import type { Db } from '../../db/client';
import { pharmacyStaff, users } from '../../db/schema';
import { imageUrl } from '../../lib/images';
import type { Board } from './boards';

/*
 * Who belongs to a board: a team board's members are its pharmacy's active staff accounts, a personal board's its
 * owner. They are the only people a card may be assigned to, and the only people told live of a change.
 */

const personColumns = { uid: users.uid, firstName: users.firstName, lastName: users.lastName, avatarKey: users.avatarKey };

export const toPerson = (row: { uid: string; firstName: string; lastName: string; avatarKey: string | null }): KanbanPerson => ({
  id: row.uid,
  name: `${row.firstName} ${row.lastName}`.trim(),
  avatarUrl: imageUrl(row.avatarKey),
});

export async function boardMembers(db: Db, board: Board): Promise<KanbanPerson[]> {
  const rows = board.ownerPharmacyId
    ? await db
        .select(personColumns)
        .from(pharmacyStaff)
        .innerJoin(users, eq(users.uid, pharmacyStaff.userId))
        .where(and(eq(pharmacyStaff.pharmacyId, board.ownerPharmacyId), eq(users.role, 'pharmacy'), eq(users.status, 'active')))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.uid))
    : await db.select(personColumns).from(users).where(eq(users.uid, board.ownerUserId!));
  return rows.map(toPerson);
}

/** Everyone who can open the board: whom its live event reaches. */
export async function boardAudience(db: Db, board: Board): Promise<string[]> {
  return (await boardMembers(db, board)).map((person) => person.id);
}

/** The people with these ids, for cards' assignees. */
export async function peopleByIds(db: Db, ids: string[]): Promise<Map<string, KanbanPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.uid, ids));
  return new Map(rows.map((row) => [row.uid, toPerson(row)]));
}
