import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KANBAN_ATTACHMENTS_MAX } from '@pharmacy/shared/schemas/kanban';
import { kanbanAttachments } from '../../db/schema';
import { fileOnDisk } from '../accounts/testing/personal-data';
import { call, createWorld, multipart, samplePdf, samplePhoto, type Person, type World } from '../orders/test-world';
import { boardOf, kanbanPost, newCard } from './test-board';

/*
 * Files on cards (issue 17): whoever may open the board adds, reads and removes them; they are checked by content;
 * deleting the file, its card or its column removes the bytes too.
 */

let w: World;
let columnId: string;
beforeAll(async () => {
  w = await createWorld();
  const board = await boardOf(w, w.staff);
  columnId = board.columnOrder[0]!;
});
afterAll(async () => w?.t.close());

async function attach(who: Person | undefined, cardId: string, name: string, bytes: Buffer) {
  const body = multipart('file', name, bytes);
  return w.t.app.inject({ method: 'POST', url: `/api/kanban/cards/attachment?cardId=${cardId}`, headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) }, payload: body.payload });
}
const keyOf = async (id: string) => (await w.t.database.db.select().from(kanbanAttachments).where(eq(kanbanAttachments.id, id)))[0]?.storageKey;

describe('files on a card', () => {
  it('adds a PDF, shows it on the card and serves it to the board’s people only', async () => {
    const cardId = await newCard(w, w.staff, columnId);
    const res = await attach(w.staff, cardId, 'fridge-log.pdf', samplePdf());
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json().attachment;
    expect(attachment).toMatchObject({ name: 'fridge-log.pdf', mimeType: 'application/pdf', url: `/api/kanban/attachments/${attachment.id}` });
    expect((await boardOf(w, w.staff)).cards[cardId]!.attachments).toEqual([attachment]);

    const download = await call(w, 'GET', attachment.url, w.staff.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    for (const other of [w.otherStaff, w.shipper, w.admin]) expect((await call(w, 'GET', attachment.url, other.cookie)).statusCode).toBe(404);
    expect((await call(w, 'GET', attachment.url)).statusCode).toBe(401);
    expect((await call(w, 'GET', attachment.url, w.customer.cookie)).statusCode).toBe(403);
  });

  it('refuses a file that is not what its name says, and a card of another board', async () => {
    const cardId = await newCard(w, w.staff, columnId);
    const fake = await attach(w.staff, cardId, 'notes.pdf', Buffer.from('just text, not a PDF'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ file: 'validation.fileType' });
    expect((await attach(w.otherStaff, cardId, 'x.pdf', samplePdf())).statusCode).toBe(404);
    expect((await attach(w.staff, '00000000-0000-4000-8000-000000000000', 'x.pdf', samplePdf())).statusCode).toBe(404);
  });

  it(`holds at most ${KANBAN_ATTACHMENTS_MAX} files a card`, async () => {
    const cardId = await newCard(w, w.staff, columnId);
    const png = await samplePhoto().png().toBuffer();
    for (let i = 0; i < KANBAN_ATTACHMENTS_MAX; i++) expect((await attach(w.staff, cardId, `photo-${i}.png`, png)).statusCode).toBe(201);
    const more = await attach(w.staff, cardId, 'one-more.png', png);
    expect(more.statusCode).toBe(400);
    expect(more.json().fields).toEqual({ file: 'validation.tooMany' });
  });

  it('removing the file, its card or its column removes the bytes', async () => {
    const made = async () => {
      const cardId = await newCard(w, w.staff, columnId);
      const id = (await attach(w.staff, cardId, 'label.pdf', samplePdf())).json().attachment.id as string;
      const key = (await keyOf(id))!;
      expect(fileOnDisk(key)).toBe(true);
      return { cardId, id, key };
    };
    const one = await made();
    expect((await kanbanPost(w, w.otherStaff, 'attachments/delete', { attachmentId: one.id })).statusCode).toBe(404);
    const gone = await kanbanPost(w, w.staff, 'attachments/delete', { attachmentId: one.id });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: one.id });
    expect(fileOnDisk(one.key)).toBe(false);
    expect((await call(w, 'GET', `/api/kanban/attachments/${one.id}`, w.staff.cookie)).statusCode).toBe(404);

    const two = await made();
    expect((await kanbanPost(w, w.staff, 'cards/delete', { cardId: two.cardId })).statusCode).toBe(200);
    expect(fileOnDisk(two.key)).toBe(false);

    const column = (await kanbanPost(w, w.staff, 'columns/new', { name: 'Archive' })).json().column.id as string;
    const cardId = await newCard(w, w.staff, column);
    const id = (await attach(w.staff, cardId, 'old.pdf', samplePdf())).json().attachment.id as string;
    const key = (await keyOf(id))!;
    expect((await kanbanPost(w, w.staff, 'columns/delete', { columnId: column })).statusCode).toBe(200);
    expect(fileOnDisk(key)).toBe(false);
    expect(await keyOf(id)).toBeUndefined();
  });
});
