import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { auditLog, carts, invoices, rateLimitCounters } from '../../db/schema';
import { rowsOf } from '../catalogue/product-sql';
import { call, createWorld, type World } from '../orders/test-world';
import { PERSONAL_DATA_MAP, valuesAt } from './personal-data-map';
import { fileOnDisk, findTraces, MARKERS, readArchive, seedPersonEverywhere, type SeededPerson } from './testing/personal-data';
import { ask } from './testing/fixtures';

let w: World;
let p: SeededPerson;
beforeAll(async () => {
  w = await createWorld();
  p = await seedPersonEverywhere(w);
}, 60_000);
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const asStaff = async (id: string): Promise<OrderDetail> => (await call(w, 'GET', `/api/orders/${id}`, w.staff.cookie)).json();

describe('the map of personal data', () => {
  it('classifies every table of the database, and names no table that does not exist', async () => {
    const result = await db().execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
    const tables = rowsOf<{ name: string }>(result).map((r) => r.name);
    expect(tables.filter((t) => !(t in PERSONAL_DATA_MAP)), 'tables to classify in personal-data-map.ts').toEqual([]);
    expect(Object.keys(PERSONAL_DATA_MAP).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('finds the seeded person in every exported table’s section of their archive', async () => {
    const res = await ask(w.t, 'GET', '/api/me/export', p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = readArchive(res.rawPayload);
    for (const [table, coverage] of Object.entries(PERSONAL_DATA_MAP)) {
      if (coverage.holds === 'none' || coverage.section === null) continue;
      expect(valuesAt(data, coverage.section).length, `${table} → data.json ${coverage.section}`).toBeGreaterThan(0);
    }
    // Each marker the person gave or that names them reaches the archive.
    const text = JSON.stringify(data);
    for (const marker of [MARKERS.niss, MARKERS.eid, MARKERS.rid, MARKERS.orderStreet, MARKERS.accountStreet, MARKERS.mandated, MARKERS.comment, MARKERS.otherRequest, MARKERS.note, MARKERS.reason, MARKERS.adminMessage, MARKERS.fileName, MARKERS.chatFile, MARKERS.mailSubject, MARKERS.mailLabel, MARKERS.mailFile, MARKERS.calendarEvent, MARKERS.kanbanCard, MARKERS.myFolder, MARKERS.myFile, MARKERS.orderEmail, p.email]) {
      expect(text, marker).toContain(marker);
    }
  });
});

describe('anonymising a customer erases every copy of their data', () => {
  it('leaves no trace of them in any text column of any table, nor their files on disk, and keeps the dispensing record', async () => {
    const before = await findTraces(db(), p.needles);
    // The scan sees what it looks for: every marker is somewhere before anonymising.
    expect(p.needles.filter((n) => !before.some((t) => t.needle === n))).toEqual([]);
    // The prescription, the files they sent in a chat and a mail, and the one in their file manager.
    expect(p.fileKeys).toHaveLength(4);
    for (const key of p.fileKeys) expect(fileOnDisk(key), key).toBe(true);
    const staffBefore = await Promise.all(p.orders.map((o) => asStaff(o.id)));
    expect(await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.key, `orders:${p.uid}`))).toHaveLength(1);
    expect(await db().select().from(carts).where(eq(carts.customerId, p.uid))).toHaveLength(1);

    const res = await ask(w.t, 'POST', `/api/admin/accounts/${p.uid}/anonymise`, w.admin.cookie);
    expect(res.statusCode, res.body).toBe(204);

    // The one place that still names them: the invoice issued to them, kept as issued by law (personal-data-map.ts).
    const traces = await findTraces(db(), p.needles);
    expect(traces.filter((trace) => trace.at !== 'invoices.buyer')).toEqual([]);
    const [issued] = await db().select().from(invoices).where(eq(invoices.id, p.invoices.issued));
    expect(issued!.buyer).toMatchObject({ name: `${MARKERS.firstName} ${MARKERS.lastName}`, street: MARKERS.accountStreet, email: p.email });
    expect(issued!.number).not.toBeNull();
    const [draft] = await db().select().from(invoices).where(eq(invoices.id, p.invoices.draft));
    expect(draft!.buyer).toMatchObject({ name: 'Former user', street: '', postalCode: '', city: '', email: null });
    for (const key of p.fileKeys) expect(fileOnDisk(key), key).toBe(false);
    expect(await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.key, `orders:${p.uid}`))).toEqual([]);
    expect(await db().select().from(carts).where(eq(carts.customerId, p.uid))).toEqual([]);

    for (const [i, order] of p.orders.entries()) {
      const res = await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie);
      expect(res.statusCode).toBe(200);
      for (const needle of p.needles) expect(res.body, needle).not.toContain(needle);
      const now = res.json() as OrderDetail;
      const was = staffBefore[i]!;
      // What was dispensed, when and by whom.
      expect(now).toMatchObject({ reference: was.reference, status: was.status, createdAt: was.createdAt, totalCents: was.totalCents, pharmacy: was.pharmacy });
      expect(now.lines).toEqual(was.lines);
      expect(now.history.map((h) => [h.at, h.action, h.actor?.uid, h.to])).toEqual(was.history.map((h) => [h.at, h.action, h.actor?.uid, h.to]));
      expect(now.files).toEqual([]);
      expect(now).toMatchObject({ firstName: 'Former', lastName: 'user', email: '', phone: '', nationalRegistrationNumber: '', rid: [], idCardNumber: '', mandated: '', comment: '' });
    }
    const delivered = await asStaff(p.orders[0]!.id);
    expect(delivered.proofOfDelivery).toMatchObject({ receiverName: '', at: staffBefore[0]!.proofOfDelivery!.at, by: { uid: w.shipper.uid } });

    // The audit trail keeps its entries (action, time, actor), with the details erased.
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, p.uid)));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['account.updated', 'account.suspended', 'account.reactivated', 'account.anonymised']));
    expect(trail.find((e) => e.action === 'account.suspended')).toMatchObject({ actorId: w.admin.uid, detail: { from: 'active', to: 'suspended', message: '[erased]' } });
  });
});
