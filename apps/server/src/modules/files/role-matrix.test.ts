import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createWorld, multipart, placeOrder, samplePdf, type World } from '../orders/test-world';
import { cellsOf, personIn } from '../orders/test-people';
import { folderOf, sharedWith, uploaded } from './test-helpers';

/*
 * Issue 18 "Proof": every active account has its own files; nobody reads another's files unless shared (an admin
 * neither: health data); a pharmacy's shared folder is its staff's; pending accounts and anonymous callers get none.
 * Each cell that changes something gets a fresh file of the customer's.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
  await placeOrder(w);
});
afterAll(async () => w?.t.close());

const WHO = ['anonymous', 'customer', 'pharmacy staff', 'staff of another pharmacy', 'shipper', 'admin', 'pending account'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;
const cells = (expected: Expected) => cellsOf(WHO, expected);
const send = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => call(w, method, url, personIn(w, who)?.cookie, payload);

const ACTIVE: Expected = { anonymous: 401, customer: 200, 'pharmacy staff': 200, 'staff of another pharmacy': 200, shipper: 200, admin: 200, 'pending account': 403 };
const CREATED: Expected = { ...ACTIVE, customer: 201, 'pharmacy staff': 201, 'staff of another pharmacy': 201, shipper: 201, admin: 201 };
const STAFF: Expected = { ...ACTIVE, customer: 403, shipper: 403, admin: 403 };
/** The customer's own file: theirs alone; to anyone else it does not exist. */
const OWNER = (ok: number): Expected => ({ anonymous: 401, customer: ok, 'pharmacy staff': 404, 'staff of another pharmacy': 404, shipper: 404, admin: 404, 'pending account': 403 });

const aFile = async () => (await uploaded(w, w.customer, 'matrix.pdf', samplePdf())).id;
const aFolder = async () => (await folderOf(w, w.customer, 'Matrix')).id;
/** A file of the customer's, already in their trash. */
const aTrashedFile = async () => {
  const id = await aFile();
  expect((await send('customer', 'POST', '/api/files/trash', { files: [id] })).statusCode).toBe(204);
  return id;
};

describe('one’s own files', () => {
  it.each(cells(ACTIVE))('GET /api/files: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/files')).statusCode).toBe(status);
  });
  it.each(cells(STAFF))('GET /api/files?space=pharmacy: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/files?space=pharmacy')).statusCode).toBe(status);
  });
  it.each(cells(ACTIVE))('GET /api/files/documents: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/files/documents?source=invoices')).statusCode).toBe(status);
  });
  it.each(cells(CREATED))('POST /api/files/folders: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/files/folders', { name: 'Mine' })).statusCode).toBe(status);
  });
  it.each(cells(CREATED))('POST /api/files/upload: %s → %i', async (who, status) => {
    const body = multipart('file', 'scan.pdf', samplePdf());
    const cookie = personIn(w, who)?.cookie;
    const res = await w.t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
    expect(res.statusCode).toBe(status);
  });
});

describe('the customer’s file', () => {
  it.each(cells(OWNER(200)))('GET /api/files/files/:id/content: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/files/files/${await aFile()}/content`)).statusCode).toBe(status);
  });
  it.each(cells(OWNER(200)))('PATCH /api/files/files/:id: %s → %i', async (who, status) => {
    expect((await send(who, 'PATCH', `/api/files/files/${await aFile()}`, { name: 'renamed.pdf' })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(204)))('POST /api/files/trash: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/files/trash', { files: [await aFile()] })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(204)))('POST /api/files/restore: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/files/restore', { files: [await aTrashedFile()] })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(204)))('POST /api/files/purge: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/files/purge', { files: [await aTrashedFile()] })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(201)))('POST /api/files/folders into the customer’s folder: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/files/folders', { name: 'Inside', parentId: await aFolder() })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(200)))('PATCH /api/files/folders/:id: %s → %i', async (who, status) => {
    expect((await send(who, 'PATCH', `/api/files/folders/${await aFolder()}`, { name: 'Renamed' })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(204)))('PUT /api/files/stars: %s → %i', async (who, status) => {
    expect((await send(who, 'PUT', '/api/files/stars', { kind: 'file', id: await aFile(), starred: true })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(200)))('GET /api/files/shares: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/files/shares?kind=file&id=${await aFile()}`)).statusCode).toBe(status);
  });
  it.each(cells(OWNER(201)))('POST /api/files/shares: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/files/shares', { kind: 'file', id: await aFile(), personId: w.staff.uid })).statusCode).toBe(status);
  });
  it.each(cells(OWNER(204)))('DELETE /api/files/shares/:id: %s → %i', async (who, status) => {
    const share = await sharedWith(w, w.customer, 'file', await aFile(), w.admin);
    expect((await send(who, 'DELETE', `/api/files/shares/${share.id}`)).statusCode).toBe(status);
  });
  it.each(cells({ ...OWNER(200), 'pharmacy staff': 200 }))('GET /api/files/files/:id/content, shared with P’s staff to read: %s → %i', async (who, status) => {
    const id = await aFile();
    await sharedWith(w, w.customer, 'file', id, w.staff, 'read');
    expect((await send(who, 'GET', `/api/files/files/${id}/content`)).statusCode).toBe(status);
  });
});
