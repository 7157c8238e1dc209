import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';
import { kanbanBoards } from '../../db/schema';
import { queryRows } from '../../db/json-rows';
import { createWorld, type Person, type World } from '../orders/test-world';
import { keyAfter } from './move';
import { boardOf, colleague, kanbanPost, newCard } from './test-board';

/*
 * Decision 012: moves name a neighbour and run one at a time under the board's lock, so two people shuffling cards at
 * once never lose a move or duplicate a card, and a move whose neighbour has left lands at the end of the column.
 */

let w: World;
let anne: Person;
beforeAll(async () => {
  w = await createWorld();
  anne = await colleague(w, w.pharmacyA);
});
afterAll(async () => w?.t.close());

/** A small seeded generator: the shuffle is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

/** Every card of the board sits in exactly one column, the one it names. */
function expectConsistent(board: KanbanBoard, cardIds: string[]) {
  const placed = board.columnOrder.flatMap((id) => board.columns[id]!.cardIds);
  expect([...placed].sort()).toEqual([...cardIds].sort());
  for (const id of board.columnOrder) for (const card of board.columns[id]!.cardIds) expect(board.cards[card]!.columnId).toBe(id);
}

describe('keyAfter', () => {
  const items = [
    { id: 'a', position: 'a0' },
    { id: 'b', position: 'a1' },
  ];
  it('puts an item first, between two, last, and last when the neighbour has gone', () => {
    expect(keyAfter(items, null) < 'a0').toBe(true);
    const between = keyAfter(items, 'a');
    expect(between > 'a0' && between < 'a1').toBe(true);
    expect(keyAfter(items, 'b') > 'a1').toBe(true);
    expect(keyAfter(items, 'gone') > 'a1').toBe(true);
    expect(keyAfter([], 'gone')).toBe(keyAfter([], null));
  });
});

describe('two pharmacists moving cards at the same time', () => {
  it('keeps every card exactly once and shows both the same board', async () => {
    const board = await boardOf(w, w.staff);
    const columns = board.columnOrder;
    const cards: string[] = [];
    for (let i = 0; i < 9; i++) cards.push(await newCard(w, i % 2 ? anne : w.staff, columns[i % columns.length]!, { title: `Card ${i}` }));
    const [{ before }] = await queryRows<{ before: number }>(w.t.database.db, sql`SELECT version AS before FROM kanban_boards WHERE id = ${board.id}`);

    const random = seeded(17);
    const moves = Array.from({ length: 20 }, (_, i) => {
      const who = i % 2 ? anne : w.staff;
      const cardId = cards[random(cards.length)]!;
      const columnId = columns[random(columns.length)]!;
      // Often a neighbour that another move is carrying away at the same moment.
      const after = random(3) === 0 ? null : cards[random(cards.length)]!;
      return kanbanPost(w, who, 'cards/move', { cardId, columnId, afterCardId: after === cardId ? null : after });
    });
    const answers = await Promise.all(moves);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const [mine, hers] = await Promise.all([boardOf(w, w.staff), boardOf(w, anne)]);
    expect(hers).toEqual(mine);
    expectConsistent(mine, cards);
    // Every move was applied, one after the other: the version counts them all.
    const [{ version }] = await w.t.database.db.select({ version: kanbanBoards.version }).from(kanbanBoards).where(eq(kanbanBoards.id, board.id));
    expect(version - before).toBe(20);
  });

  it('keeps cards and columns whole when cards are made, moved and columns reordered all at once', async () => {
    const board = await boardOf(w, w.staff);
    const columns = board.columnOrder;
    const existing = Object.keys(board.cards);
    const random = seeded(5);
    const work = Array.from({ length: 16 }, (_, i) => {
      const who = i % 2 ? anne : w.staff;
      if (i % 4 === 0) return kanbanPost(w, who, 'cards/new', { columnId: columns[random(columns.length)], card: { title: `New ${i}` } });
      if (i % 4 === 1) return kanbanPost(w, who, 'columns/move', { columnId: columns[random(columns.length)], afterColumnId: null });
      return kanbanPost(w, who, 'cards/move', { cardId: existing[random(existing.length)], columnId: columns[random(columns.length)], afterCardId: null });
    });
    for (const answer of await Promise.all(work)) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const [mine, hers] = await Promise.all([boardOf(w, w.staff), boardOf(w, anne)]);
    expect(hers).toEqual(mine);
    expect([...mine.columnOrder].sort()).toEqual([...columns].sort());
    expectConsistent(mine, Object.keys(mine.cards));
    expect(Object.keys(mine.cards)).toHaveLength(existing.length + 4);
  });
});

describe('a neighbour that has left', () => {
  it('puts the card at the end of the column when the named neighbour moved elsewhere or was deleted', async () => {
    const board = await boardOf(w, w.staff);
    const [todo, doing] = board.columnOrder as [string, string];
    const a = await newCard(w, w.staff, todo);
    const b = await newCard(w, w.staff, todo);
    const c = await newCard(w, w.staff, doing);
    // Anne moves b away; the pharmacist, still seeing b in "To do", drops c right after it.
    await kanbanPost(w, anne, 'cards/move', { cardId: b, columnId: doing, afterCardId: null });
    const moved = await kanbanPost(w, w.staff, 'cards/move', { cardId: c, columnId: todo, afterCardId: b });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().columns[todo].cardIds.at(-1)).toBe(c);
    expect(moved.json().columns[todo].cardIds).toContain(a);

    await kanbanPost(w, anne, 'cards/delete', { cardId: a });
    const again = await kanbanPost(w, w.staff, 'cards/move', { cardId: b, columnId: todo, afterCardId: a });
    expect(again.statusCode).toBe(200);
    expect(again.json().columns[todo].cardIds.slice(-2)).toEqual([c, b]);
    // Dropped right after itself: it stays where it is.
    const still = await kanbanPost(w, w.staff, 'cards/move', { cardId: c, columnId: todo, afterCardId: c });
    expect(still.json().columns[todo].cardIds.slice(-2)).toEqual([c, b]);
  });

  it('puts a column last when the column it should follow was deleted', async () => {
    const board = await boardOf(w, w.staff);
    const made = (await kanbanPost(w, anne, 'columns/new', { name: 'Gone soon' })).json().column.id;
    await kanbanPost(w, anne, 'columns/delete', { columnId: made });
    const moved = await kanbanPost(w, w.staff, 'columns/move', { columnId: board.columnOrder[0], afterColumnId: made });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().columnOrder.at(-1)).toBe(board.columnOrder[0]);
  });
});
