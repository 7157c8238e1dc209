import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KANBAN_CARDS_MAX, KANBAN_COLUMNS_MAX } from '@pharmacy/shared/schemas/kanban';
import { kanbanBoards, kanbanCardAssignees, kanbanCards, kanbanColumns } from '../../db/schema';
import { createWorld, placeOrder, type World } from '../orders/test-world';
import { eraseKanban, kanbanArchive } from './personal-data';
import { boardOf, kanbanGet, kanbanPost, newCard, recordLiveEvents } from './test-board';

/* Issue 17: SPEC §3 "Kanban board", §4 "Kanban" and §7's kanban calls, with their exact shapes. */

let w: World;
let events: ReturnType<typeof recordLiveEvents>;
beforeAll(async () => {
  w = await createWorld();
  events = recordLiveEvents(w);
});
afterAll(async () => w?.t.close());

const db = () => w.t.database.db;
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe('GET /api/kanban/board', () => {
  it('opens the team board of a pharmacist, made once with three columns, and lists their own board too', async () => {
    const [first, second] = await Promise.all([kanbanGet(w, w.staff), kanbanGet(w, w.staff)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().board.id).toBe(first.json().board.id);
    const { board, boards } = first.json();
    expect(board).toEqual({
      id: expect.any(String),
      kind: 'team',
      name: 'Pharmacie du Sablon',
      cards: {},
      columns: Object.fromEntries(board.columnOrder.map((id: string, i: number) => [id, { id, name: ['To do', 'In progress', 'Done'][i], cardIds: [] }])),
      columnOrder: [expect.any(String), expect.any(String), expect.any(String)],
      members: [{ id: w.staff.uid, name: 'Test Pharmacy', avatarUrl: null }],
    });
    expect(boards).toEqual([
      { id: board.id, kind: 'team', name: 'Pharmacie du Sablon' },
      { id: expect.any(String), kind: 'personal', name: '' },
    ]);
    const [{ made }] = await db().select({ made: count() }).from(kanbanBoards).where(eq(kanbanBoards.ownerPharmacyId, w.pharmacyA));
    expect(made).toBe(1);
    const personal = await boardOf(w, w.staff, boards[1].id);
    expect(personal).toMatchObject({ kind: 'personal', name: '', members: [{ id: w.staff.uid }] });
    expect(personal.columnOrder).toHaveLength(3);
  });

  it('opens a courier’s and an admin’s own board', async () => {
    for (const who of [w.shipper, w.admin]) {
      const res = await kanbanGet(w, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().boards).toEqual([{ id: res.json().board.id, kind: 'personal', name: '' }]);
      expect(res.json().board.members).toEqual([{ id: who.uid, name: expect.any(String), avatarUrl: null }]);
    }
  });

  it('answers 404 for an unknown id, another person’s board and a malformed id', async () => {
    const shipperBoard = (await boardOf(w, w.shipper)).id;
    for (const boardId of [NO_SUCH, shipperBoard, 'not-a-board']) expect((await kanbanGet(w, w.staff, boardId)).statusCode).toBe(404);
  });
});

describe('cards', () => {
  it('creates, reads, updates, moves and deletes a card with the exact shapes', async () => {
    const board = await boardOf(w, w.staff);
    const [todo, doing] = board.columnOrder;
    const order = await placeOrder(w);
    const made = await kanbanPost(w, w.staff, 'cards/new', {
      columnId: todo,
      card: {
        title: '  Call the wholesaler  ',
        description: 'Amoxicillin is short',
        priority: 'high',
        dueDate: '2026-12-01',
        labels: ['stock'],
        checklist: [{ id: 'c1', text: 'Phone', done: false }],
        assigneeIds: [w.staff.uid, w.staff.uid],
        orderId: order.reference.toLowerCase(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const card = made.json().card;
    expect(card).toEqual({
      id: expect.any(String),
      columnId: todo,
      title: 'Call the wholesaler',
      description: 'Amoxicillin is short',
      priority: 'high',
      dueDate: '2026-12-01',
      labels: ['stock'],
      checklist: [{ id: 'c1', text: 'Phone', done: false }],
      assignees: [{ id: w.staff.uid, name: 'Test Pharmacy', avatarUrl: null }],
      order: { id: order.id, reference: order.reference },
      attachments: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await boardOf(w, w.staff);
    expect(read.cards[card.id]).toEqual(card);
    expect(read.columns[todo!]!.cardIds).toEqual([card.id]);

    const second = await newCard(w, w.staff, todo!, { title: 'Second' });
    expect((await boardOf(w, w.staff)).columns[todo!]!.cardIds).toEqual([card.id, second]);

    const updated = await kanbanPost(w, w.staff, 'cards/update', { cardId: card.id, card: { title: 'Wholesaler called', orderId: order.id } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().card).toMatchObject({ title: 'Wholesaler called', priority: 'medium', dueDate: null, labels: [], assignees: [], order: { id: order.id } });
    expect(Date.parse(updated.json().card.updatedAt)).toBeGreaterThan(Date.parse(card.createdAt));

    const moved = await kanbanPost(w, w.staff, 'cards/move', { cardId: card.id, columnId: doing, afterCardId: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      columns: Object.fromEntries(read.columnOrder.map((id) => [id, { id, name: read.columns[id]!.name, cardIds: id === doing ? [card.id] : id === todo ? [second] : [] }])),
      columnOrder: read.columnOrder,
    });
    const back = await kanbanPost(w, w.staff, 'cards/move', { cardId: card.id, columnId: todo, afterCardId: null });
    expect(back.json().columns[todo!].cardIds).toEqual([card.id, second]);
    const after = await kanbanPost(w, w.staff, 'cards/move', { cardId: card.id, columnId: todo, afterCardId: second });
    expect(after.json().columns[todo!].cardIds).toEqual([second, card.id]);

    const deleted = await kanbanPost(w, w.staff, 'cards/delete', { cardId: card.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: card.id });
    expect((await boardOf(w, w.staff)).cards[card.id]).toBeUndefined();
    expect(await db().select().from(kanbanCards).where(eq(kanbanCards.id, card.id))).toEqual([]);
    await kanbanPost(w, w.staff, 'cards/delete', { cardId: second });
  });

  it('refuses bad input with field messages', async () => {
    const [todo] = (await boardOf(w, w.staff)).columnOrder;
    const cases: [object, Record<string, string>][] = [
      [{ title: '' }, { 'card.title': 'validation.required' }],
      [{ title: 'x'.repeat(201) }, { 'card.title': 'validation.tooLong' }],
      [{ title: 'Due', dueDate: '2100-01-01' }, { 'card.dueDate': 'validation.dateRange' }],
      [{ title: 'Due', dueDate: '2026-02-30' }, { 'card.dueDate': 'validation.date' }],
      [{ title: 'Who', assigneeIds: [w.otherStaff.uid] }, { assigneeIds: 'validation.assignee' }],
      [{ title: 'Who', assigneeIds: [w.shipper.uid], orderId: 'PL-ZZZZZZ' }, { assigneeIds: 'validation.assignee', orderId: 'validation.unknownOrder' }],
    ];
    for (const [card, fields] of cases) {
      const res = await kanbanPost(w, w.staff, 'cards/new', { columnId: todo, card });
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields });
    }
    // An order of another pharmacy is not one the team may link.
    const foreignOrder = await placeOrder(w, { pharmacy: w.pharmacyB, delivery_type: 'take_away' });
    const res = await kanbanPost(w, w.staff, 'cards/new', { columnId: todo, card: { title: 'Other', orderId: foreignOrder.id } });
    expect(res.json().fields).toEqual({ orderId: 'validation.unknownOrder' });
    const column = await kanbanPost(w, w.staff, 'columns/new', { name: '   ' });
    expect(column.statusCode).toBe(400);
    expect(column.json().fields).toEqual({ name: 'validation.required' });
  });

  it('answers 404 for unknown card and column ids', async () => {
    const [todo] = (await boardOf(w, w.staff)).columnOrder;
    const card = await newCard(w, w.staff, todo!);
    const calls: [string, object][] = [
      ['cards/new', { columnId: NO_SUCH, card: { title: 'T' } }],
      ['cards/update', { cardId: NO_SUCH, card: { title: 'T' } }],
      ['cards/move', { cardId: NO_SUCH, columnId: todo, afterCardId: null }],
      ['cards/move', { cardId: card, columnId: NO_SUCH, afterCardId: null }],
      ['cards/delete', { cardId: 'nope' }],
      ['columns/new', { boardId: NO_SUCH, name: 'N' }],
      ['columns/update', { columnId: NO_SUCH, column: { name: 'N' } }],
      ['columns/delete', { columnId: 'nope' }],
      ['columns/move', { columnId: NO_SUCH, afterColumnId: null }],
    ];
    for (const [path, body] of calls) expect((await kanbanPost(w, w.staff, path, body)).statusCode, path).toBe(404);
    // A column of another board of the same person is no place for this card either.
    const personal = (await kanbanGet(w, w.staff)).json().boards[1].id;
    const elsewhere = (await boardOf(w, w.staff, personal)).columnOrder[0];
    expect((await kanbanPost(w, w.staff, 'cards/move', { cardId: card, columnId: elsewhere, afterCardId: null })).statusCode).toBe(404);
  });

  it('refuses a card beyond KANBAN_CARDS_MAX on the board', async () => {
    const board = await boardOf(w, w.admin);
    const column = board.columnOrder[0]!;
    const positions = Array.from({ length: KANBAN_CARDS_MAX }, (_, i) => `a${String(i).padStart(4, '0')}`);
    await db().insert(kanbanCards).values(positions.map((position) => ({ boardId: board.id, columnId: column, position, title: 'Filler' })));
    const res = await kanbanPost(w, w.admin, 'cards/new', { columnId: column, card: { title: 'One too many' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: 'validation.tooMany' });
    await db().delete(kanbanCards).where(eq(kanbanCards.boardId, board.id));
  });
});

describe('columns', () => {
  it('creates, renames, moves and deletes columns; a deleted column takes its cards and its place', async () => {
    const board = await boardOf(w, w.shipper);
    const made = await kanbanPost(w, w.shipper, 'columns/new', { boardId: board.id, name: 'Later' });
    expect(made.statusCode, made.body).toBe(201);
    const column = made.json().column;
    expect(column).toEqual({ id: expect.any(String), name: 'Later', cardIds: [] });
    expect((await boardOf(w, w.shipper)).columnOrder).toEqual([...board.columnOrder, column.id]);

    const card = await newCard(w, w.shipper, column.id, { assigneeIds: [w.shipper.uid] });
    const renamed = await kanbanPost(w, w.shipper, 'columns/update', { columnId: column.id, column: { name: 'Someday' } });
    expect(renamed.json()).toEqual({ column: { id: column.id, name: 'Someday', cardIds: [card] } });

    const first = await kanbanPost(w, w.shipper, 'columns/move', { columnId: column.id, afterColumnId: null });
    expect(first.json().columnOrder).toEqual([column.id, ...board.columnOrder]);
    const second = await kanbanPost(w, w.shipper, 'columns/move', { columnId: column.id, afterColumnId: board.columnOrder[0] });
    expect(second.json().columnOrder).toEqual([board.columnOrder[0], column.id, ...board.columnOrder.slice(1)]);
    expect(second.json().columns[column.id]).toEqual({ id: column.id, name: 'Someday', cardIds: [card] });

    const deleted = await kanbanPost(w, w.shipper, 'columns/delete', { columnId: column.id });
    expect(deleted.json()).toEqual({ id: column.id });
    const after = await boardOf(w, w.shipper);
    expect(after.columnOrder).toEqual(board.columnOrder);
    expect(after.columns[column.id]).toBeUndefined();
    expect(after.cards[card]).toBeUndefined();
    expect(await db().select().from(kanbanColumns).where(eq(kanbanColumns.id, column.id))).toEqual([]);
    expect(await db().select().from(kanbanCards).where(eq(kanbanCards.id, card))).toEqual([]);
    expect(await db().select().from(kanbanCardAssignees).where(eq(kanbanCardAssignees.cardId, card))).toEqual([]);
  });

  it('adds a column to the reader’s first board when none is named, and refuses one beyond KANBAN_COLUMNS_MAX', async () => {
    const board = await boardOf(w, w.otherStaff);
    const made = await kanbanPost(w, w.otherStaff, 'columns/new', { name: 'Deliveries' });
    expect(made.statusCode).toBe(201);
    expect((await boardOf(w, w.otherStaff)).columnOrder).toEqual([...board.columnOrder, made.json().column.id]);
    for (let i = board.columnOrder.length + 1; i < KANBAN_COLUMNS_MAX; i++) {
      expect((await kanbanPost(w, w.otherStaff, 'columns/new', { name: `C${i}` })).statusCode).toBe(201);
    }
    const refused = await kanbanPost(w, w.otherStaff, 'columns/new', { name: 'One too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ name: 'validation.tooMany' });
  });
});

describe('live events', () => {
  it('tells everyone who can open the board after each change, and nobody else', async () => {
    const board = await boardOf(w, w.staff);
    events.length = 0;
    const card = await newCard(w, w.staff, board.columnOrder[0]!);
    await kanbanPost(w, w.staff, 'cards/move', { cardId: card, columnId: board.columnOrder[1], afterCardId: null });
    await kanbanPost(w, w.staff, 'cards/delete', { cardId: card });
    expect(events).toEqual(Array.from({ length: 3 }, () => ({ userIds: [w.staff.uid], event: { type: 'kanban.changed', boardId: board.id } })));
    events.length = 0;
    await kanbanPost(w, w.staff, 'cards/delete', { cardId: card });
    expect(events).toEqual([]);
  });
});

describe('personal data', () => {
  it('archives the personal board and the team cards assigned to the person, and erases them', async () => {
    const team = await boardOf(w, w.staff);
    const teamCard = await newCard(w, w.staff, team.columnOrder[0]!, { title: 'Team task', assigneeIds: [w.staff.uid] });
    const personalId = (await kanbanGet(w, w.staff)).json().boards[1].id;
    const personal = await boardOf(w, w.staff, personalId);
    await newCard(w, w.staff, personal.columnOrder[0]!, { title: 'My note' });
    const archive = await kanbanArchive(db(), w.staff.uid);
    expect(archive.personalBoard.columns.map((c) => c.name)).toEqual(['To do', 'In progress', 'Done']);
    expect(archive.personalBoard.columns[0]!.cards).toMatchObject([{ title: 'My note' }]);
    expect(archive.assignedTeamCards).toContainEqual({ title: 'Team task' });

    await db().transaction((tx) => eraseKanban(tx, w.staff.uid));
    expect(await db().select().from(kanbanBoards).where(eq(kanbanBoards.id, personalId))).toEqual([]);
    expect(await db().select().from(kanbanCardAssignees).where(eq(kanbanCardAssignees.userId, w.staff.uid))).toEqual([]);
    expect(await db().select({ id: kanbanCards.id }).from(kanbanCards).where(eq(kanbanCards.id, teamCard))).toEqual([{ id: teamCard }]);
  });
});
