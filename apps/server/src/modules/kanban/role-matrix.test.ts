import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createWorld, multipart, samplePdf, type Person, type World } from '../orders/test-world';
import { cellsOf, personIn } from '../orders/test-people';
import { boardOf, kanbanPost, newCard } from './test-board';

/*
 * docs/PRODUCT.md "What each role may do", for every kanban endpoint (decided in boards.ts): the team board of
 * pharmacy P is its staff's only; an admin has a board of their own but never reads a team's; a courier has only
 * theirs; customers and pending accounts are refused; anonymous callers must sign in. A refusal shows nothing of
 * the board: neither its id nor a card's or column's words.
 */

let w: World;
let teamBoard: string;
let personalBoard: string;
beforeAll(async () => {
  w = await createWorld();
  teamBoard = (await boardOf(w, w.staff)).id;
  personalBoard = (await call(w, 'GET', '/api/kanban/board', w.staff.cookie)).json().boards[1].id;
});
afterAll(async () => w?.t.close());
// A board holds at most KANBAN_COLUMNS_MAX columns: each test's fixture goes once it has been used.
const made: string[] = [];
afterEach(async () => {
  for (const columnId of made.splice(0)) await kanbanPost(w, w.staff, 'columns/delete', { columnId });
});

const WHO = ['anonymous', 'customer', 'pending account', 'pharmacy staff of P', 'staff of another pharmacy', 'shipper', 'admin'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;

const personOf = (who: Who): Person | undefined => personIn(w, who);
const cells = (expected: Expected) => cellsOf(WHO, expected);

/** P's team board: its staff act; every other kanban user is told it does not exist. */
const TEAM = (ok: number): Expected => ({
  anonymous: 401,
  customer: 403,
  'pending account': 403,
  'pharmacy staff of P': ok,
  'staff of another pharmacy': 404,
  shipper: 404,
  admin: 404,
});

/** A fresh column holding a fresh card on P's team board, with words that must not leak. */
async function fixture() {
  const secret = `secret-${randomUUID().slice(0, 8)}`;
  const column = (await kanbanPost(w, w.staff, 'columns/new', { boardId: teamBoard, name: `Column ${secret}` })).json().column.id as string;
  made.push(column);
  const card = await newCard(w, w.staff, column, { title: `Card ${secret}` });
  return { secret, column, card };
}

function expectNothingShown(body: string, secret: string) {
  expect(body).not.toContain(secret);
  expect(body).not.toContain(teamBoard);
}

describe('GET /api/kanban/board', () => {
  it.each(cells({ ...TEAM(200), 'staff of another pharmacy': 200, shipper: 200, admin: 200 }))('my default board: %s → %i', async (who, status) => {
    const res = await call(w, 'GET', '/api/kanban/board', personOf(who)?.cookie);
    expect(res.statusCode, res.body).toBe(status);
    if (who !== 'pharmacy staff of P') expect(res.body).not.toContain(teamBoard);
  });
  it.each(cells(TEAM(200)))('P’s team board by id: %s → %i', async (who, status) => {
    const { secret } = await fixture();
    const res = await call(w, 'GET', `/api/kanban/board?boardId=${teamBoard}`, personOf(who)?.cookie);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) expect(res.body).toContain(secret);
    else expectNothingShown(res.body, secret);
  });
  it.each(cells(TEAM(200)))('a pharmacist’s personal board by id: %s → %i', async (who, status) => {
    const res = await call(w, 'GET', `/api/kanban/board?boardId=${personalBoard}`, personOf(who)?.cookie);
    expect(res.statusCode, res.body).toBe(status);
    if (status !== 200) expect(res.body).not.toContain(personalBoard);
  });
});

describe('commands on P’s team board', () => {
  const rows: [string, string, (f: Awaited<ReturnType<typeof fixture>>) => object, number][] = [
    ['new column', 'columns/new', () => ({ boardId: teamBoard, name: 'Added' }), 201],
    ['rename column', 'columns/update', (f) => ({ columnId: f.column, column: { name: 'Renamed' } }), 200],
    ['move column', 'columns/move', (f) => ({ columnId: f.column, afterColumnId: null }), 200],
    ['delete column', 'columns/delete', (f) => ({ columnId: f.column }), 200],
    ['new card', 'cards/new', (f) => ({ columnId: f.column, card: { title: 'Added' } }), 201],
    ['update card', 'cards/update', (f) => ({ cardId: f.card, card: { title: 'Changed' } }), 200],
    ['move card', 'cards/move', (f) => ({ cardId: f.card, columnId: f.column, afterCardId: null }), 200],
    ['delete card', 'cards/delete', (f) => ({ cardId: f.card }), 200],
  ];
  for (const [label, path, body, ok] of rows) {
    it.each(cells(TEAM(ok)))(`${label}: %s → %i`, async (who, status) => {
      const f = await fixture();
      const res = await kanbanPost(w, personOf(who), path, body(f));
      expect(res.statusCode, res.body).toBe(status);
      if (status === 201 && path === 'columns/new') made.push(res.json().column.id);
      if (status >= 300) expectNothingShown(res.body, f.secret);
      // A refused command changed nothing: the card and the column are still there, as they were.
      if (status >= 300) {
        const board = await boardOf(w, w.staff);
        expect(board.columns[f.column]?.cardIds).toEqual([f.card]);
        expect(board.cards[f.card]?.title).toBe(`Card ${f.secret}`);
      }
    });
  }
});

describe('files on a card of P’s team board', () => {
  const attach = (who: Person | undefined, cardId: string) => {
    const body = multipart('file', 'delivery-note.pdf', samplePdf());
    return w.t.app.inject({ method: 'POST', url: `/api/kanban/cards/attachment?cardId=${cardId}`, headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) }, payload: body.payload });
  };
  it.each(cells(TEAM(201)))('add a file: %s → %i', async (who, status) => {
    const f = await fixture();
    const res = await attach(personOf(who), f.card);
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 300) expect((await boardOf(w, w.staff)).cards[f.card]?.attachments).toEqual([]);
  });
  it.each(cells(TEAM(200)))('read a file: %s → %i', async (who, status) => {
    const f = await fixture();
    const { url } = (await attach(w.staff, f.card)).json().attachment;
    expect((await call(w, 'GET', url, personOf(who)?.cookie)).statusCode).toBe(status);
  });
  it.each(cells(TEAM(200)))('remove a file: %s → %i', async (who, status) => {
    const f = await fixture();
    const { id } = (await attach(w.staff, f.card)).json().attachment;
    expect((await kanbanPost(w, personOf(who), 'attachments/delete', { attachmentId: id })).statusCode).toBe(status);
    expect((await boardOf(w, w.staff)).cards[f.card]?.attachments.length).toBe(status === 200 ? 0 : 1);
  });
});

describe('a new column without a board named', () => {
  it.each(cells({ ...TEAM(201), 'staff of another pharmacy': 201, shipper: 201, admin: 201 }))('%s → %i, on their own first board', async (who, status) => {
    const res = await kanbanPost(w, personOf(who), 'columns/new', { name: 'Mine' });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 201) {
      const own = await boardOf(w, personOf(who)!);
      expect(own.columnOrder).toContain(res.json().column.id);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every kanban route', async () => {
    const paths = Object.keys((await call(w, 'GET', '/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(
        ['board', 'columns/new', 'columns/update', 'columns/delete', 'columns/move', 'cards/new', 'cards/update', 'cards/move', 'cards/delete', 'cards/attachment', 'attachments/{id}', 'attachments/delete'].map((p) => `/api/kanban/${p}`),
      ),
    );
  });
});
