import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema';
import { call, createWorld, placeOrder, samplePdf, samplePhoto, type World } from '../orders/test-world';
import { folderOf, listOf, names, sharedWith, uploadAs, uploaded } from './test-helpers';

/*
 * Issue 18 "Proof": nobody reads another's files unless shared. Shares go to contacts only, give read or edit on the
 * item and what is inside a folder, and end with a revoke; a pharmacy's shared folder is its staff's; the bytes are
 * served with headers that keep them from acting as our origin.
 */

let w: World;
let png: Buffer;
beforeAll(async () => {
  w = await createWorld();
  png = await samplePhoto().png().toBuffer();
  // The customer's order at pharmacy A makes its staff and the customer contacts of each other.
  await placeOrder(w);
});
afterAll(async () => w?.t.close());

const content = (id: string, who = w.staff, disposition = '') => call(w, 'GET', `/api/files/files/${id}/content${disposition ? `?disposition=${disposition}` : ''}`, who.cookie);

describe('sharing', () => {
  it('lets a grantee with read see, open and download a folder’s files, but not write, rename, move or trash', async () => {
    const box = await folderOf(w, w.customer, 'For my pharmacist');
    const inner = await folderOf(w, w.customer, 'Scans', box.id);
    const file = await uploaded(w, w.customer, 'prescription.pdf', samplePdf(), `folderId=${inner.id}`);
    const other = await uploaded(w, w.customer, 'not-shared.pdf', samplePdf());
    await sharedWith(w, w.customer, 'folder', box.id, w.staff, 'read');

    const top = await listOf(w, w.staff, 'space=shared');
    expect(names(top)).toContain('For my pharmacist');
    expect(top.items.find((i) => i.id === box.id)).toMatchObject({ access: 'read', shared: false, owner: { kind: 'person', id: w.customer.uid } });
    const opened = await listOf(w, w.staff, `space=shared&folderId=${inner.id}`);
    expect(opened).toMatchObject({ canWrite: false, path: [{ id: box.id, name: 'For my pharmacist' }, { id: inner.id, name: 'Scans' }] });
    expect(names(opened)).toEqual(['prescription.pdf']);
    expect(names(await listOf(w, w.staff, 'space=shared&q=prescription'))).toEqual(['prescription.pdf']);
    expect((await content(file.id)).statusCode).toBe(200);
    expect((await content(other.id)).statusCode).toBe(404);

    expect((await uploadAs(w, w.staff, 'x.pdf', samplePdf(), `folderId=${box.id}`)).statusCode).toBe(403);
    expect((await call(w, 'PATCH', `/api/files/files/${file.id}`, w.staff.cookie, { name: 'mine.pdf' })).statusCode).toBe(403);
    expect((await call(w, 'POST', '/api/files/trash', w.staff.cookie, { files: [file.id] })).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/files/shares?kind=folder&id=${box.id}`, w.staff.cookie)).statusCode).toBe(403);
    // The owner sees the item as shared, with whom.
    expect((await listOf(w, w.customer)).items.find((i) => i.id === box.id)?.shared).toBe(true);
    const shares = (await call(w, 'GET', `/api/files/shares?kind=folder&id=${box.id}`, w.customer.cookie)).json().shares;
    expect(shares).toEqual([expect.objectContaining({ permission: 'read', person: expect.objectContaining({ id: w.staff.uid, role: 'pharmacy', pharmacyName: 'Pharmacie du Sablon' }) })]);
  });

  it('lets a grantee with edit upload and create folders in the shared folder (the owner’s storage) and rename, not move', async () => {
    const box = await folderOf(w, w.customer, 'Shared to edit');
    const again = await sharedWith(w, w.customer, 'folder', box.id, w.staff, 'read');
    const share = await sharedWith(w, w.customer, 'folder', box.id, w.staff, 'edit');
    expect(share.id).toBe(again.id);
    expect(share.permission).toBe('edit');
    expect((await listOf(w, w.staff, `space=shared&folderId=${box.id}`)).canWrite).toBe(true);

    const sent = await uploaded(w, w.staff, 'invoice-scan.png', png, `folderId=${box.id}`);
    expect(sent).toMatchObject({ access: 'edit', owner: { kind: 'person', id: w.customer.uid } });
    const [row] = await w.t.database.db.select().from(files).where(eq(files.id, sent.id));
    expect(row).toMatchObject({ ownerId: w.customer.uid, uploadedBy: w.staff.uid, pharmacyId: null });
    const made = await folderOf(w, w.staff, 'Added by the pharmacist', box.id);
    expect(made.owner.id).toBe(w.customer.uid);
    expect((await call(w, 'PATCH', `/api/files/files/${sent.id}`, w.staff.cookie, { name: 'renamed.png' })).json().name).toBe('renamed.png');
    expect((await call(w, 'PATCH', `/api/files/files/${sent.id}`, w.staff.cookie, { folderId: null })).statusCode).toBe(403);
    expect(names(await listOf(w, w.customer, `folderId=${box.id}`))).toEqual(['Added by the pharmacist', 'renamed.png']);
  });

  it('revoking ends it: the grantee’s next request is a 404; a trashed item is not served to a grantee', async () => {
    const file = await uploaded(w, w.customer, 'short-lived.pdf', samplePdf());
    const share = await sharedWith(w, w.customer, 'file', file.id, w.staff);
    expect((await content(file.id)).statusCode).toBe(200);
    await call(w, 'POST', '/api/files/trash', w.customer.cookie, { files: [file.id] });
    expect((await content(file.id)).statusCode).toBe(404);
    expect(names(await listOf(w, w.staff, 'space=shared'))).not.toContain('short-lived.pdf');
    await call(w, 'POST', '/api/files/restore', w.customer.cookie, { files: [file.id] });
    expect((await content(file.id)).statusCode).toBe(200);

    expect((await call(w, 'DELETE', `/api/files/shares/${share.id}`, w.staff.cookie)).statusCode).toBe(404);
    // The length of a UUID without being one: a 404, never the database's error.
    expect((await call(w, 'DELETE', `/api/files/shares/${'a'.repeat(36)}`, w.customer.cookie)).statusCode).toBe(404);
    expect((await call(w, 'DELETE', `/api/files/shares/${share.id}`, w.customer.cookie)).statusCode).toBe(204);
    expect((await content(file.id)).statusCode).toBe(404);
    expect(names(await listOf(w, w.staff, 'space=shared'))).not.toContain('short-lived.pdf');
    const trail = await w.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
    expect(trail.map((e) => e.action).sort()).toEqual(['file.share_revoked', 'file.shared']);
    expect(JSON.stringify(trail)).not.toContain('short-lived');
  });

  it('shares only with a contact (400 on personId), never with oneself, and never a pharmacy’s shared folder', async () => {
    const file = await uploaded(w, w.customer, 'private.pdf', samplePdf());
    const stranger = await call(w, 'POST', '/api/files/shares', w.customer.cookie, { kind: 'file', id: file.id, personId: w.otherCustomer.uid });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ personId: 'validation.notContact' });
    const self = await call(w, 'POST', '/api/files/shares', w.customer.cookie, { kind: 'file', id: file.id, personId: w.customer.uid });
    expect(self.json().fields).toEqual({ personId: 'validation.self' });
    // Someone else's item cannot be shared by a stranger, nor by its grantee.
    expect((await call(w, 'POST', '/api/files/shares', w.otherCustomer.cookie, { kind: 'file', id: file.id, personId: w.admin.uid })).statusCode).toBe(404);
    await sharedWith(w, w.customer, 'file', file.id, w.staff, 'edit');
    expect((await call(w, 'POST', '/api/files/shares', w.staff.cookie, { kind: 'file', id: file.id, personId: w.admin.uid })).statusCode).toBe(403);
    const shelf = await uploaded(w, w.staff, 'sop.pdf', samplePdf(), 'home=pharmacy');
    const pharmacyShare = await call(w, 'POST', '/api/files/shares', w.staff.cookie, { kind: 'file', id: shelf.id, personId: w.customer.uid });
    expect(pharmacyShare.statusCode).toBe(400);
    expect(pharmacyShare.json().fields).toEqual({ id: 'validation.pharmacyNotShared' });
    expect(names(await listOf(w, w.otherCustomer, 'space=shared'))).toEqual([]);
  });
});

describe('the pharmacy’s shared folder', () => {
  it('is read and written by the staff of P only: staff of another pharmacy get 404, others 403 on the space', async () => {
    const folder = await folderOf(w, w.staff, 'Fridge logs', undefined, 'pharmacy');
    const file = await uploaded(w, w.staff, 'log.pdf', samplePdf(), `folderId=${folder.id}`);
    const list = await listOf(w, w.staff, 'space=pharmacy');
    expect(list).toMatchObject({ canWrite: true, pharmacy: { id: w.pharmacyA, name: 'Pharmacie du Sablon' }, usage: { home: 'pharmacy' } });
    expect(list.items.find((i) => i.id === folder.id)).toMatchObject({ home: 'pharmacy', access: 'owner', owner: { kind: 'pharmacy', id: w.pharmacyA } });
    expect(names(await listOf(w, w.staff, 'space=recent'))).toContain('log.pdf');
    expect(names(await listOf(w, w.staff))).not.toContain('Fridge logs');

    const q = await listOf(w, w.otherStaff, 'space=pharmacy');
    expect(q.pharmacy?.id).toBe(w.pharmacyB);
    expect(names(q)).not.toContain('Fridge logs');
    expect((await call(w, 'GET', `/api/files?space=pharmacy&folderId=${folder.id}`, w.otherStaff.cookie)).statusCode).toBe(404);
    expect((await content(file.id, w.otherStaff)).statusCode).toBe(404);
    for (const who of [w.customer, w.shipper, w.admin]) {
      const res = await call(w, 'GET', '/api/files?space=pharmacy', who.cookie);
      expect(res.statusCode).toBe(403);
      expect((await uploadAs(w, who, 'x.pdf', samplePdf(), 'home=pharmacy')).statusCode).toBe(403);
      expect((await content(file.id, who)).statusCode).toBe(404);
    }
    expect((await call(w, 'GET', '/api/files?space=pharmacy', w.pending.cookie)).statusCode).toBe(403);
  });
});

describe('serving a file', () => {
  it('answers with the disposition asked, nosniff, no caching, a CSP that lets nothing run and only our pages frame it', async () => {
    const pdf = await uploaded(w, w.customer, 'Résumé final.pdf', samplePdf());
    const photo = await uploaded(w, w.customer, 'photo.png', png);
    const download = await content(pdf.id, w.customer);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="R_sum_ final.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé final.pdf')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(download.rawPayload.equals(samplePdf())).toBe(true);
    const inline = await content(pdf.id, w.customer, 'inline');
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    const image = await content(photo.id, w.customer, 'inline');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await content(pdf.id, w.customer, 'script')).statusCode).toBe(400);
    expect((await content(pdf.id, w.otherCustomer)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/files/files/${pdf.id}/content`)).statusCode).toBe(401);
  });
});
