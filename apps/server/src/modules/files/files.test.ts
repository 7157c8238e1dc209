import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIST_MAX, FILE_MAX_BYTES, FILE_TRASH_DAYS, PERSON_QUOTA_BYTES, type FileItem } from '@pharmacy/shared/schemas/files';
import { fileFolders, files } from '../../db/schema';
import { fileOnDisk } from '../accounts/testing/personal-data';
import { call, createWorld, samplePdf, samplePhoto, type Person, type World } from '../orders/test-world';
import { folderOf, listOf, names, uploadAs, uploaded } from './test-helpers';

/*
 * Issue 18 "File manager" (decision 015) in one person's own files: folders, uploads checked by content, the quota
 * under the home's lock, rename and move rules, the trash (restore, purge, the 30-day job), stars and search.
 */

let w: World;
let png: Buffer;
beforeAll(async () => {
  w = await createWorld();
  png = await samplePhoto().png().toBuffer();
});
afterAll(async () => w?.t.close());

const db = () => w.t.database.db;
const keyOf = async (id: string) => (await db().select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.key;
const patch = (who: Person, item: FileItem, body: object) => call(w, 'PATCH', `/api/files/${item.kind}s/${item.id}`, who.cookie, body);
const select = (who: Person, action: 'trash' | 'restore' | 'purge', items: FileItem[]) =>
  call(w, 'POST', `/api/files/${action}`, who.cookie, {
    files: items.filter((i) => i.kind === 'file').map((i) => i.id),
    folders: items.filter((i) => i.kind === 'folder').map((i) => i.id),
  });

describe('folders and uploads', () => {
  it('creates folders, uploads a PDF and an image into them and lists folders first', async () => {
    const me = w.otherCustomer;
    const reports = await folderOf(w, me, 'Reports');
    expect(reports).toMatchObject({ kind: 'folder', name: 'Reports', folderId: null, home: 'mine', access: 'owner', childCount: 0, owner: { kind: 'person', id: me.uid } });
    const inner = await folderOf(w, me, 'Blood tests', reports.id);
    const pdf = await uploaded(w, me, 'letter.pdf', samplePdf(), `folderId=${reports.id}`);
    expect(pdf).toMatchObject({ kind: 'file', mimeType: 'application/pdf', size: samplePdf().length, folderId: reports.id, url: `/api/files/files/${pdf.id}/content` });
    const photo = await uploaded(w, me, 'scan.png', png, `folderId=${reports.id}`);
    expect(photo.mimeType).toBe('image/png');
    expect(fileOnDisk((await keyOf(photo.id))!)).toBe(true);

    const top = await listOf(w, me);
    expect(top.items.find((i) => i.id === reports.id)?.childCount).toBe(3);
    const inside = await listOf(w, me, `folderId=${reports.id}`);
    expect(inside.items.map((i) => i.kind)).toEqual(['folder', 'file', 'file']);
    expect(names(inside)).toEqual(['Blood tests', 'letter.pdf', 'scan.png']);
    expect(inside.path).toEqual([{ id: reports.id, name: 'Reports' }]);
    expect((await listOf(w, me, `folderId=${inner.id}`)).path.map((c) => c.name)).toEqual(['Reports', 'Blood tests']);
    expect(inside).toMatchObject({ canWrite: true, truncated: false, pharmacy: null, usage: { home: 'mine', quota: PERSON_QUOTA_BYTES } });
    expect(inside.usage.used).toBe(pdf.size! + photo.size!);
    const bySize = await listOf(w, me, `folderId=${reports.id}&sort=size&order=desc`);
    expect(names(bySize)[0]).toBe('Blood tests');
  });

  it('refuses a file that is not a PDF or an image by content (400 on file), and one too large (413)', async () => {
    const fake = await uploadAs(w, w.otherCustomer, 'notes.pdf', Buffer.from('just text, not a PDF'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ file: 'validation.fileType' });
    const big = await uploadAs(w, w.otherCustomer, 'big.pdf', Buffer.concat([samplePdf(), Buffer.alloc(FILE_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE', fields: { file: 'validation.fileTooLarge' } });
  });

  it('refuses a folder name with a path separator, and a folder or upload into someone else’s folder (404)', async () => {
    expect((await call(w, 'POST', '/api/files/folders', w.otherCustomer.cookie, { name: 'a/b' })).json().fields).toEqual({ name: 'validation.fileName' });
    const theirs = await folderOf(w, w.customer, 'Private');
    expect((await call(w, 'POST', '/api/files/folders', w.otherCustomer.cookie, { name: 'Intruder', parentId: theirs.id })).statusCode).toBe(404);
    expect((await uploadAs(w, w.otherCustomer, 'x.pdf', samplePdf(), `folderId=${theirs.id}`)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/files?folderId=${theirs.id}`, w.otherCustomer.cookie)).statusCode).toBe(404);
  });
});

describe('the quota', () => {
  it('refuses an upload beyond the person’s quota on the field file (413 QUOTA_EXCEEDED), trash included', async () => {
    const me = w.shipper;
    const [{ id }] = await db()
      .insert(files)
      .values({ ownerId: me.uid, name: 'huge.pdf', mimeType: 'application/pdf', size: PERSON_QUOTA_BYTES - 100, storageKey: `files/${me.uid}/missing`, trashedAt: new Date() })
      .returning({ id: files.id });
    const res = await uploadAs(w, me, 'one-more.pdf', samplePdf());
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', fields: { file: 'validation.quotaExceeded' } });
    expect((await listOf(w, me)).usage.used).toBe(PERSON_QUOTA_BYTES - 100);
    await db().delete(files).where(eq(files.id, id));
  });

  it('lets only one of two parallel uploads pass when there is room for one (the home’s row lock)', async () => {
    const me = w.admin;
    const size = samplePdf().length;
    const [{ id }] = await db()
      .insert(files)
      .values({ ownerId: me.uid, name: 'filler.pdf', mimeType: 'application/pdf', size: PERSON_QUOTA_BYTES - Math.floor(size * 1.5), storageKey: `files/${me.uid}/filler` })
      .returning({ id: files.id });
    const results = await Promise.all([uploadAs(w, me, 'a.pdf', samplePdf()), uploadAs(w, me, 'b.pdf', samplePdf())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    // The refused upload's bytes are gone from the disk again: only the stored file's folder entry remains.
    const stored = await db().select({ key: files.storageKey }).from(files).where(eq(files.ownerId, me.uid));
    expect(stored).toHaveLength(2);
    await db().delete(files).where(eq(files.id, id));
  });
});

describe('rename and move', () => {
  it('renames and moves within the home; refuses a folder into itself or its own folder, and another home (400 on folderId)', async () => {
    const me = w.otherCustomer;
    const a = await folderOf(w, me, 'A');
    const b = await folderOf(w, me, 'B', a.id);
    const file = await uploaded(w, me, 'move-me.pdf', samplePdf());
    const renamed = await patch(me, file, { name: 'moved.pdf' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('moved.pdf');
    expect((await patch(me, file, { folderId: b.id })).json().folderId).toBe(b.id);
    expect((await patch(me, file, { folderId: null })).json().folderId).toBeNull();

    for (const target of [a.id, b.id]) {
      const res = await patch(me, a, { folderId: target });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ folderId: 'validation.folderCycle' });
    }
    const elsewhere = await folderOf(w, w.customer, 'Not yours');
    const other = await patch(me, file, { folderId: elsewhere.id });
    // Someone else's folder is no destination, and is not told apart from one that does not exist.
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ folderId: 'validation.invalid' });
    expect((await patch(me, b, { folderId: null })).json().folderId).toBeNull();
    expect((await patch(me, a, { folderId: b.id })).json().folderId).toBe(b.id);
    expect((await call(w, 'PATCH', `/api/files/files/${file.id}`, me.cookie, {})).statusCode).toBe(400);
  });

  it('moves a staff member’s item only within the pharmacy’s shared folder, not into their own files', async () => {
    const shelf = await folderOf(w, w.staff, 'Procedures', undefined, 'pharmacy');
    const mine = await folderOf(w, w.staff, 'My notes');
    const res = await patch(w.staff, shelf, { folderId: mine.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ folderId: 'validation.otherHome' });
  });
});

describe('the trash', () => {
  it('trashes a folder with what it holds, restores it, and purges it with every byte inside', async () => {
    const me = w.otherCustomer;
    const box = await folderOf(w, me, 'Old box');
    const inner = await folderOf(w, me, 'Inner', box.id);
    const deep = await uploaded(w, me, 'deep.png', png, `folderId=${inner.id}`);
    const loose = await uploaded(w, me, 'loose.pdf', samplePdf());
    const keys = [(await keyOf(deep.id))!, (await keyOf(loose.id))!];

    expect((await select(me, 'trash', [box, loose])).statusCode).toBe(204);
    expect(names(await listOf(w, me))).not.toContain('Old box');
    const trash = await listOf(w, me, 'space=trash');
    expect(names(trash)).toEqual(expect.arrayContaining(['Old box', 'loose.pdf']));
    expect(names(trash)).not.toContain('deep.png');
    expect(trash.items.find((i) => i.id === box.id)?.trashedAt).not.toBeNull();
    expect(names(await listOf(w, me, `space=trash&folderId=${box.id}`))).toEqual(['Inner']);
    // Inside a trashed folder nothing is written, and a grantee-free owner still reads the bytes to check them.
    expect((await uploadAs(w, me, 'late.pdf', samplePdf(), `folderId=${inner.id}`)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/files/files/${deep.id}/content`, me.cookie)).statusCode).toBe(200);

    expect((await select(me, 'restore', [box])).statusCode).toBe(204);
    expect(names(await listOf(w, me, `folderId=${inner.id}`))).toEqual(['deep.png']);
    expect((await select(me, 'purge', [box])).statusCode).toBe(400);

    await select(me, 'trash', [box]);
    expect((await select(me, 'purge', [box, loose])).statusCode).toBe(204);
    expect(await db().select().from(files).where(eq(files.id, deep.id))).toEqual([]);
    expect(await db().select().from(fileFolders).where(eq(fileFolders.id, inner.id))).toEqual([]);
    for (const key of keys) expect(fileOnDisk(key), key).toBe(false);
  });

  it('restores an item whose folder is still in the trash at the top of its home', async () => {
    const me = w.otherCustomer;
    const box = await folderOf(w, me, 'Box two');
    const file = await uploaded(w, me, 'inside-two.pdf', samplePdf(), `folderId=${box.id}`);
    await select(me, 'trash', [file]);
    await select(me, 'trash', [box]);
    expect((await select(me, 'restore', [file])).statusCode).toBe(204);
    const top = await listOf(w, me);
    expect(top.items.find((i) => i.id === file.id)?.folderId).toBeNull();
  });

  it('changes nothing when one of the items is unknown or someone else’s (404, all or nothing)', async () => {
    const me = w.otherCustomer;
    const mine = await uploaded(w, me, 'keep.pdf', samplePdf());
    const theirs = await uploaded(w, w.customer, 'theirs.pdf', samplePdf());
    expect((await select(me, 'trash', [mine, theirs])).statusCode).toBe(404);
    expect((await call(w, 'POST', '/api/files/trash', me.cookie, { files: [mine.id, '00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(404);
    expect((await listOf(w, me)).items.find((i) => i.id === mine.id)?.trashedAt).toBeNull();
    expect((await call(w, 'POST', '/api/files/trash', me.cookie, {})).json().fields).toEqual({ files: 'validation.required' });
  });

  it(`the job runner deletes what has been in the trash more than ${FILE_TRASH_DAYS} days, rows and bytes, and keeps the rest`, async () => {
    const me = w.otherShipper;
    const oldBox = await folderOf(w, me, 'Old folder');
    const insideOld = await uploaded(w, me, 'inside-old.png', png, `folderId=${oldBox.id}`);
    const oldFile = await uploaded(w, me, 'old.pdf', samplePdf());
    const recent = await uploaded(w, me, 'recent.pdf', samplePdf());
    const live = await uploaded(w, me, 'live.pdf', samplePdf());
    await select(me, 'trash', [oldBox, oldFile, recent]);
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    await db().update(fileFolders).set({ trashedAt: daysAgo(FILE_TRASH_DAYS + 1) }).where(eq(fileFolders.id, oldBox.id));
    await db().update(files).set({ trashedAt: daysAgo(FILE_TRASH_DAYS + 1) }).where(eq(files.id, oldFile.id));
    await db().update(files).set({ trashedAt: daysAgo(FILE_TRASH_DAYS - 1) }).where(eq(files.id, recent.id));
    const gone = [(await keyOf(insideOld.id))!, (await keyOf(oldFile.id))!];

    await w.t.app.jobs.runAll();

    const left = await db().select({ id: files.id }).from(files).where(eq(files.ownerId, me.uid));
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, live.id].sort());
    expect(await db().select().from(fileFolders).where(eq(fileFolders.id, oldBox.id))).toEqual([]);
    for (const key of gone) expect(fileOnDisk(key)).toBe(false);
    expect(fileOnDisk((await keyOf(recent.id))!)).toBe(true);
  });
});

describe('stars, recent and search', () => {
  it('stars for the person only, lists starred, recent and a search of the whole space (accents, case, wildcards)', async () => {
    const me = w.customer;
    const nested = await folderOf(w, me, 'Ordonnances');
    const accent = await uploaded(w, me, 'Résumé Médical.pdf', samplePdf(), `folderId=${nested.id}`);
    await uploaded(w, me, '100_percent.pdf', samplePdf());
    await uploaded(w, me, '100Xpercent.pdf', samplePdf());
    expect((await call(w, 'PUT', '/api/files/stars', me.cookie, { kind: 'file', id: accent.id, starred: true })).statusCode).toBe(204);
    expect((await call(w, 'PUT', '/api/files/stars', me.cookie, { kind: 'file', id: accent.id, starred: true })).statusCode).toBe(204);
    expect((await call(w, 'PUT', '/api/files/stars', w.otherCustomer.cookie, { kind: 'file', id: accent.id, starred: true })).statusCode).toBe(404);
    expect(names(await listOf(w, me, 'space=starred'))).toEqual(['Résumé Médical.pdf']);
    expect((await listOf(w, me, `folderId=${nested.id}`)).items[0]?.starred).toBe(true);

    expect(names(await listOf(w, me, 'q=resume medical'))).toEqual(['Résumé Médical.pdf']);
    expect(names(await listOf(w, me, 'q=RÉSUMÉ'))).toEqual(['Résumé Médical.pdf']);
    expect(names(await listOf(w, me, 'q=100_'))).toEqual(['100_percent.pdf']);
    expect(names(await listOf(w, me, 'q=%25'))).toEqual([]);
    const recent = await listOf(w, me, 'space=recent');
    expect(names(recent).slice(0, 3)).toEqual(['100Xpercent.pdf', '100_percent.pdf', 'Résumé Médical.pdf']);

    await call(w, 'PUT', '/api/files/stars', me.cookie, { kind: 'file', id: accent.id, starred: false });
    expect(names(await listOf(w, me, 'space=starred'))).toEqual([]);
    // A starred item in the trash is not listed as starred.
    await call(w, 'PUT', '/api/files/stars', me.cookie, { kind: 'folder', id: nested.id, starred: true });
    await select(me, 'trash', [nested]);
    expect(names(await listOf(w, me, 'space=starred'))).toEqual([]);
    expect(names(await listOf(w, me, 'q=resume'))).toEqual([]);
  });
});

it(`answers at most ${FILE_LIST_MAX} items and says the list was cut`, async () => {
  const me = w.otherStaff;
  await db()
    .insert(fileFolders)
    .values(Array.from({ length: FILE_LIST_MAX + 1 }, (_, i) => ({ ownerId: me.uid, name: `Folder ${String(i).padStart(3, '0')}` })));
  const list = await listOf(w, me);
  expect(list.items).toHaveLength(FILE_LIST_MAX);
  expect(list.truncated).toBe(true);
  expect(list.items[0]?.name).toBe('Folder 000');
  expect((await listOf(w, me, 'q=Folder 00')).truncated).toBe(false);
});

describe('odd but valid input on real items', () => {
  it('never answers 5xx: quotes, right-to-left and long names, wildcard searches, a long person id, many unknown ids', async () => {
    const me = w.otherCustomer;
    const file = await uploaded(w, me, 'odd.pdf', samplePdf());
    const box = await folderOf(w, me, 'Odd box');
    const statuses: number[] = [];
    for (const name of [`O'Brien "quoted" & <b>`, 'ملف المريض', 'x'.repeat(200), '…', ' padded ']) {
      statuses.push((await patch(me, file, { name })).statusCode, (await patch(me, box, { name })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    // A file keeps an extension that says what it is: a PDF renamed `.html` would open as a page once downloaded.
    expect((await patch(me, file, { name: 'page.html' })).json().name).toBe('page.html.pdf');
    expect((await patch(me, file, { name: 'Report.PDF' })).json().name).toBe('Report.PDF');
    for (const q of [`'%_\\`, '"; DROP TABLE files; --', 'ملف', '\\']) expect((await call(w, 'GET', `/api/files?q=${encodeURIComponent(q)}`, me.cookie)).statusCode).toBe(200);
    expect((await call(w, 'POST', '/api/files/shares', me.cookie, { kind: 'file', id: file.id, personId: 'y'.repeat(100) })).statusCode).toBe(400);
    const unknown = Array.from({ length: 200 }, () => crypto.randomUUID());
    expect((await call(w, 'POST', '/api/files/purge', me.cookie, { files: unknown, folders: unknown })).statusCode).toBe(404);
    expect((await call(w, 'PATCH', `/api/files/folders/${box.id}`, me.cookie, { folderId: box.id })).statusCode).toBe(400);
  });
});
