import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { call, createWorld, placeOrder, readyOrder, samplePdf, step, transition, upload, type Person, type World } from './test-world';

/*
 * Audit finding: refused reads of an order left no trace, so probing order ids was invisible. Each refusal (404) is
 * written to the audit log with who asked (id, role), the id asked for and the door, and no health data.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const denials = (orderId: string, who: Person) =>
  w.t.database.db
    .select({ actorId: auditLog.actorId, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.access_denied'), eq(auditLog.actorId, who.uid)));

describe('a refused read of an order', () => {
  it('is audited for another customer, another pharmacy and a courier the order is not assigned to', async () => {
    const order = await placeOrder(w, { delivery_type: 'neighbour' });
    const cases: [Person, string][] = [
      [w.otherCustomer, 'customer'],
      [w.otherStaff, 'pharmacy'],
      [w.otherShipper, 'shipper'],
    ];
    for (const [who, role] of cases) {
      const res = await call(w, 'GET', `/api/orders/${order.id}`, who.cookie);
      expect(res.statusCode).toBe(404);
      const rows = await denials(order.id, who);
      expect(rows).toEqual([{ actorId: who.uid, detail: { role, door: 'order' } }]);
      expect(JSON.stringify(rows)).not.toMatch(/85073003328|BEPPA1B2C3D4|AMOXICILLINE|Louise/);
    }
    const seen = await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie);
    expect(seen.statusCode).toBe(200);
    expect(await denials(order.id, w.customer)).toEqual([]);
  });

  it('is audited for an order id that does not exist', async () => {
    const probe = randomUUID();
    expect((await call(w, 'GET', `/api/orders/${probe}`, w.otherCustomer.cookie)).statusCode).toBe(404);
    expect(await denials(probe, w.otherCustomer)).toEqual([{ actorId: w.otherCustomer.uid, detail: { role: 'customer', door: 'order' } }]);
  });

  it('is audited for the files, and for the assigned courier asking for a prescription file', async () => {
    const order = await readyOrder(w, { delivery_type: 'neighbour' });
    const uploaded = await upload(w, w.staff.cookie, order.id, 'rx.pdf', samplePdf());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json();
    await step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    const url = `/api/orders/${order.id}/files/${file.id}`;
    expect((await call(w, 'GET', url, w.shipper.cookie)).statusCode).toBe(404);
    expect((await call(w, 'GET', url, w.otherStaff.cookie)).statusCode).toBe(404);
    expect(await denials(order.id, w.shipper)).toEqual([{ actorId: w.shipper.uid, detail: { role: 'shipper', door: 'file' } }]);
    expect(await denials(order.id, w.otherStaff)).toEqual([{ actorId: w.otherStaff.uid, detail: { role: 'pharmacy', door: 'file' } }]);
  });

  it('is audited when a stranger tries an action or a line edit, although the refused transaction rolls back', async () => {
    const order = await placeOrder(w);
    expect((await transition(w, w.otherStaff.cookie, order.id, { action: 'reject', reason: 'probe' })).statusCode).toBe(404);
    const lines = await call(w, 'PUT', `/api/orders/${order.id}/lines`, w.otherStaff.cookie, { lines: [{ cis: null, name: 'x', quantity: 1, unitPriceCents: null }] });
    expect(lines.statusCode).toBe(404);
    const rows = await denials(order.id, w.otherStaff);
    expect(rows.map((r) => r.detail.door).sort()).toEqual(['lines', 'transition']);
  });
});
