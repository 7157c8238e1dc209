import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { FastifyRequest } from 'fastify';
import type { KanbanBoardKind } from '@pharmacy/shared/schemas/kanban';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { kanbanBoards, kanbanCards, kanbanColumns, pharmacies, pharmacyStaff } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { isUuid } from '../orders/repository';
import { isStaffOf } from '../orders/access';

/*
 * Which boards a person may open (PRODUCT.md): a pharmacy team's board is its staff's only — admins have their own
 * board but never read a team's, since cards may link orders with health data; a personal board is its owner's
 * only. Anything else answers 404, so a board's existence is never revealed. Boards are made on first opening.
 */

/** Kanban is a staff tool: customers get 403 on every call. */
const KANBAN_ROLES = ['pharmacy', 'shipper', 'admin'] as const;
/** SPEC has no default columns; a board that opens empty tells a new team nothing. */
export const DEFAULT_COLUMNS = ['To do', 'In progress', 'Done'];

export interface Board {
  id: string;
  kind: KanbanBoardKind;
  ownerUserId: string | null;
  ownerPharmacyId: string | null;
  /** The pharmacy's name for a team board, '' for a personal one. */
  name: string;
}

export const requireKanbanUser = (request: FastifyRequest): Promise<UserProfile> => requireRole(request, KANBAN_ROLES);

const boardColumns = {
  id: kanbanBoards.id,
  ownerUserId: kanbanBoards.ownerUserId,
  ownerPharmacyId: kanbanBoards.ownerPharmacyId,
  pharmacyName: pharmacies.name,
};

const toBoard = (row: { id: string; ownerUserId: string | null; ownerPharmacyId: string | null; pharmacyName: string | null }): Board => ({
  id: row.id,
  kind: row.ownerPharmacyId ? 'team' : 'personal',
  ownerUserId: row.ownerUserId,
  ownerPharmacyId: row.ownerPharmacyId,
  name: row.pharmacyName ?? '',
});

/** The pharmacies whose team board `user` may open: theirs as pharmacy staff, by name. */
async function teamPharmacies(db: Db, user: UserProfile): Promise<string[]> {
  if (user.role !== 'pharmacy') return [];
  const rows = await db
    .select({ id: pharmacyStaff.pharmacyId })
    .from(pharmacyStaff)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
    .where(eq(pharmacyStaff.userId, user.uid))
    .orderBy(sql`${pharmacies.name} COLLATE "C"`, asc(pharmacies.id));
  return rows.map((r) => r.id);
}

async function existingBoards(db: Db, user: UserProfile, pharmacyIds: string[]): Promise<Board[]> {
  const team =
    pharmacyIds.length === 0
      ? []
      : await db
          .select(boardColumns)
          .from(kanbanBoards)
          .innerJoin(pharmacies, eq(pharmacies.id, kanbanBoards.ownerPharmacyId))
          .where(inArray(kanbanBoards.ownerPharmacyId, pharmacyIds));
  const personal = await db
    .select(boardColumns)
    .from(kanbanBoards)
    .leftJoin(pharmacies, eq(pharmacies.id, kanbanBoards.ownerPharmacyId))
    .where(eq(kanbanBoards.ownerUserId, user.uid));
  // Team boards in the pharmacies' order (by name), then the personal one.
  const byPharmacy = new Map(team.map((row) => [row.ownerPharmacyId, toBoard(row)]));
  return [...pharmacyIds.flatMap((id) => byPharmacy.get(id) ?? []), ...personal.map(toBoard)];
}

/**
 * Makes the missing boards with their default columns, in one transaction: a board is never seen without its
 * columns, and two first openings at once make one board (the unique owner indexes; the loser's insert does nothing).
 */
async function createBoards(db: Db, user: UserProfile, pharmacyIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = [...pharmacyIds.map((id) => ({ ownerPharmacyId: id })), { ownerUserId: user.uid }];
    const made: { id: string }[] = [];
    for (const owner of owners) {
      made.push(...(await tx.insert(kanbanBoards).values(owner).onConflictDoNothing().returning({ id: kanbanBoards.id })));
    }
    const keys = generateNKeysBetween(null, null, DEFAULT_COLUMNS.length);
    const columns = made.flatMap((board) => DEFAULT_COLUMNS.map((name, i) => ({ boardId: board.id, name, position: keys[i]! })));
    if (columns.length > 0) await tx.insert(kanbanColumns).values(columns);
  });
}

/** Every board `user` may open, made on the way if missing: their team boards first, then their personal board. */
export async function boardsOf(db: Db, user: UserProfile): Promise<Board[]> {
  const pharmacyIds = await teamPharmacies(db, user);
  const boards = await existingBoards(db, user, pharmacyIds);
  if (boards.length === pharmacyIds.length + 1) return boards;
  await createBoards(db, user, pharmacyIds);
  return existingBoards(db, user, pharmacyIds);
}

/** The board `user` may open by this id, or 404 (unknown and foreign alike). */
export async function openBoard(db: Db, user: UserProfile, boardId: string): Promise<Board> {
  if (!isUuid(boardId)) throw notFound('No such board.');
  const [row] = await db
    .select(boardColumns)
    .from(kanbanBoards)
    .leftJoin(pharmacies, eq(pharmacies.id, kanbanBoards.ownerPharmacyId))
    .where(eq(kanbanBoards.id, boardId));
  if (!row) throw notFound('No such board.');
  const board = toBoard(row);
  const allowed =
    board.kind === 'personal'
      ? board.ownerUserId === user.uid
      : user.role === 'pharmacy' && (await isStaffOf(db, user.uid, board.ownerPharmacyId!));
  if (!allowed) throw notFound('No such board.');
  return board;
}

/** The asked board, or the reader's first one (their team's if they are staff, else their personal board). */
export async function boardFor(db: Db, user: UserProfile, boardId: string | undefined): Promise<Board> {
  if (boardId !== undefined) return openBoard(db, user, boardId);
  const [first] = await boardsOf(db, user);
  return first!;
}

/**
 * Locks the board for one change and bumps its version: every write of a board goes through here first, so writes
 * to one board run one after the other (positions, limits and moves read a settled board; decision 012).
 */
export async function lockBoard(tx: Db, boardId: string): Promise<void> {
  const [row] = await tx.select({ id: kanbanBoards.id }).from(kanbanBoards).where(eq(kanbanBoards.id, boardId)).for('update');
  if (!row) throw notFound('No such board.');
  await tx.update(kanbanBoards).set({ version: sql`${kanbanBoards.version} + 1` }).where(eq(kanbanBoards.id, boardId));
}

/** Finds a column's board id (404 for an id that is not one), for the access check that follows. */
export async function boardOfColumn(db: Db, columnId: string): Promise<string> {
  if (!isUuid(columnId)) throw notFound('No such column.');
  const [row] = await db.select({ boardId: kanbanColumns.boardId }).from(kanbanColumns).where(eq(kanbanColumns.id, columnId));
  if (!row) throw notFound('No such column.');
  return row.boardId;
}

/** The column, if it is (still) on this board. */
export async function columnOnBoard(db: Db, boardId: string, columnId: string) {
  if (!isUuid(columnId)) return null;
  const [row] = await db
    .select()
    .from(kanbanColumns)
    .where(and(eq(kanbanColumns.id, columnId), eq(kanbanColumns.boardId, boardId)));
  return row ?? null;
}

/** The board holding the card, opened for `user` and locked; 404 for an unknown, foreign or vanished card. */
export async function lockCardBoard(tx: Db, user: UserProfile, cardId: string) {
  const missing = () => notFound('No such card.');
  if (!isUuid(cardId)) throw missing();
  const [found] = await tx.select({ boardId: kanbanCards.boardId }).from(kanbanCards).where(eq(kanbanCards.id, cardId));
  if (!found) throw missing();
  const board = await openBoard(tx, user, found.boardId);
  await lockBoard(tx, board.id);
  const [card] = await tx.select({ id: kanbanCards.id, columnId: kanbanCards.columnId }).from(kanbanCards).where(eq(kanbanCards.id, cardId));
  if (!card) throw missing();
  return { board, card };
}
