import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { GOOD_PASSWORD } from '../../../test/test-app';
import { createWorld, placeOrder, samplePdf, upload, type World } from '../../orders/test-world';
import { readArchive } from '../testing/personal-data';
import { ask } from '../testing/fixtures';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const exportsOf = (uid: string) =>
  w.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.exported'), eq(auditLog.entityType, 'user'), eq(auditLog.entityId, uid)));

describe('GET /api/me/export', () => {
  it('anonymous 401; every signed-in person (a pending one too) gets their own archive', async () => {
    expect((await ask(w.t, 'GET', '/api/me/export')).statusCode).toBe(401);
    for (const p of [w.customer, w.staff, w.shipper, w.admin, w.pending]) {
      const res = await ask(w.t, 'GET', '/api/me/export', p.cookie);
      expect(res.statusCode, p.email).toBe(200);
      expect(readArchive(res.rawPayload).data).toMatchObject({ format: 'pharmalink-personal-data/1', profile: { uid: p.uid, email: p.email } });
    }
  });

  it('is a ZIP of data.json and the prescription files, with no secret, and is audited', async () => {
    const order = await placeOrder(w);
    const pdf = samplePdf();
    expect((await upload(w, w.customer.cookie, order.id, 'ordonnance.pdf', pdf)).statusCode).toBe(201);
    const res = await ask(w.t, 'GET', '/api/me/export', w.customer.cookie);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pharmalink-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const archive = readArchive(res.rawPayload);
    const data = archive.data as { orders: { id: string; nationalRegistrationNumber: string; lines: unknown[]; history: unknown[]; files: { path: string }[] }[]; signInMethods: { provider: string }[]; sessions: unknown[]; notifications: unknown[]; auditEntries: { action: string }[] };
    const exported = data.orders.find((o) => o.id === order.id)!;
    expect(exported).toMatchObject({ nationalRegistrationNumber: order.nationalRegistrationNumber, lines: expect.any(Array), history: expect.any(Array) });
    expect(exported.lines).toHaveLength(order.lines.length);
    const [file] = exported.files;
    expect(file!.path).toMatch(new RegExp(`^files/${order.reference}/[0-9a-f-]{36}-ordonnance\\.pdf$`));
    expect(archive.names).toContain(file!.path);
    expect(archive.entry(file!.path).equals(pdf)).toBe(true);
    expect(data.signInMethods.map((m) => m.provider)).toEqual(['credential']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.auditEntries.map((e) => e.action)).toContain('order.submit');

    // No password hash, session token or storage key leaves.
    const text = JSON.stringify(archive.data);
    for (const secret of ['"password"', '"token"', 'storageKey', 'accessToken', 'handoverCode', '$argon', 'scrypt']) expect(text).not.toContain(secret);
    expect(text).not.toContain(GOOD_PASSWORD);
    expect(await exportsOf(w.customer.uid)).toEqual(expect.arrayContaining([expect.objectContaining({ actorId: w.customer.uid, detail: { self: true } })]));
  });
});

describe('GET /api/users/:id/export', () => {
  it('anonymous 401, a customer, staff, courier or pending account 403, an admin gets the archive (audited); unknown 404', async () => {
    const url = `/api/users/${w.customer.uid}/export`;
    expect((await ask(w.t, 'GET', url)).statusCode).toBe(401);
    for (const p of [w.otherCustomer, w.customer, w.staff, w.shipper, w.pending]) expect((await ask(w.t, 'GET', url, p.cookie)).statusCode, p.email).toBe(403);
    const res = await ask(w.t, 'GET', url, w.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(readArchive(res.rawPayload).data).toMatchObject({ profile: { uid: w.customer.uid, email: w.customer.email } });
    expect(await exportsOf(w.customer.uid)).toEqual(expect.arrayContaining([expect.objectContaining({ actorId: w.admin.uid, detail: { self: false } })]));
    expect((await ask(w.t, 'GET', '/api/users/no-such-person/export', w.admin.cookie)).statusCode).toBe(404);
  });

  it('is documented in OpenAPI as a binary ZIP', async () => {
    const spec = w.t.app.swagger() as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }> };
    for (const path of ['/api/me/export', '/api/users/{id}/export']) {
      expect(spec.paths[path]!.get.responses['200']!.content['application/zip']!.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
  });
});
