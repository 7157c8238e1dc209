import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { auditLog, notifications, orders, outboxEmails } from '../../db/schema';
import { call, CIS, createWorld, setHomeDelivery, submit, type World } from './test-world';
import { REFERENCE_PATTERN } from './reference';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const countOrders = async (customerId: string) =>
  (await w.t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).length;

describe('submitting an order', () => {
  it('stores the form normalised, with a reference, a handover code for the customer only, and its trace', async () => {
    const form = sampleOrderForm(w.pharmacyA, {
      rid: ['bepp-a1b2 c3d4', 'BEK0A1B2C3D5'],
      medicines: [{ cis: CIS.amoxicillin, name: 'typed by the client', quantity: 2 }],
    });
    const res = await submit(w, w.customer.cookie, form);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.reference).toMatch(REFERENCE_PATTERN);
    expect(order.status).toBe('submitted');
    expect(order.source).toBe('online');
    expect(order.customer.uid).toBe(w.customer.uid);
    expect(order.rid).toEqual(['BEPPA1B2C3D4', 'BEK0A1B2C3D5']);
    expect(order.nationalRegistrationNumber).toBe('85073003328');
    expect(order.handoverCode).toMatch(/^\d{6}$/);
    // The catalogue decides the name and the prescription status, not the client.
    expect(order.lines).toEqual([
      expect.objectContaining({ cis: CIS.amoxicillin, name: 'AMOXICILLINE TEST 500 mg, gélule', quantity: 2, requiresPrescription: true, unitPriceCents: null }),
    ]);
    expect(order.hasPrescriptionItems).toBe(true);
    expect(order.deliveryFeeCents).toBe(0);
    expect(order.history).toEqual([expect.objectContaining({ action: 'submit', from: null, to: 'submitted', actor: expect.objectContaining({ uid: w.customer.uid, role: 'customer' }) })]);
    expect(order.allowedActions).toEqual(['cancel']);

    const db = w.t.database.db;
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.submit')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].detail)).not.toContain('85073003328');
    const bell = await db.select().from(notifications).where(eq(notifications.kind, 'order.submitted'));
    expect(bell.map((n) => n.userId)).toEqual(expect.arrayContaining([w.staff.uid, w.customer.uid]));
    expect(bell.find((n) => n.userId === w.staff.uid)?.link).toBe(`/dashboard/order/${order.id}`);
    const mail = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, w.customer.email));
    expect(mail.some((m) => m.params.reference === order.reference && m.params.status === 'submitted')).toBe(true);

    const staffView = (await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie)).json();
    expect(staffView.handoverCode).toBeNull();
    expect(staffView.allowedActions).toEqual(['accept', 'reject', 'cancel', 'propose_substitution']);
  });

  it('records a counter order of pharmacy staff without a customer account, and refuses another pharmacy', async () => {
    const res = await submit(w, w.staff.cookie, sampleOrderForm(w.pharmacyA));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ source: 'counter', customer: null, handoverCode: null });
    const other = await submit(w, w.staff.cookie, sampleOrderForm(w.pharmacyB));
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOT_PHARMACY_STAFF');
  });

  it('charges the pharmacy fee for home delivery', async () => {
    const res = await submit(w, w.customer.cookie, sampleOrderForm(w.pharmacyA, { delivery_type: 'neighbour' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ deliveryType: 'neighbour', deliveryFeeCents: 450, city: 'Bruxelles' });
  });
});

describe('the Idempotency-Key', () => {
  it('is required and must be a UUID', async () => {
    const missing = await call(w, 'POST', '/api/orders', w.customer.cookie, sampleOrderForm(w.pharmacyA));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ 'idempotency-key': 'validation.required' });
    const bad = await submit(w, w.customer.cookie, sampleOrderForm(w.pharmacyA), 'twice');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'idempotency-key': 'validation.invalid' });
  });

  it('returns the first order for a retry with the same body (200) and refuses another body (409)', async () => {
    const key = randomUUID();
    const form = sampleOrderForm(w.pharmacyA, { comment: 'retry test' });
    const before = await countOrders(w.otherCustomer.uid);
    const first = await submit(w, w.otherCustomer.cookie, form, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit(w, w.otherCustomer.cookie, form, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const changed = await submit(w, w.otherCustomer.cookie, { ...form, comment: 'another order' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await countOrders(w.otherCustomer.uid)).toBe(before + 1);
    // Another person's key space is their own.
    const someoneElse = await submit(w, w.customer.cookie, form, key);
    expect(someoneElse.statusCode).toBe(201);
  });

  it('creates one order for five concurrent requests with the same key', async () => {
    const key = randomUUID();
    const form = sampleOrderForm(w.pharmacyA, { comment: 'double click' });
    const before = await countOrders(w.otherCustomer.uid);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(w, w.otherCustomer.cookie, form, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countOrders(w.otherCustomer.uid)).toBe(before + 1);
  });

  it('keeps no key when the order is refused, so a corrected retry with the same key goes through', async () => {
    const key = randomUUID();
    const refused = await submit(w, w.otherCustomer.cookie, sampleOrderForm(w.pharmacyB, { delivery_type: 'neighbour' }), key);
    expect(refused.statusCode).toBe(400);
    const corrected = await submit(w, w.otherCustomer.cookie, sampleOrderForm(w.pharmacyB), key);
    expect(corrected.statusCode, corrected.body).toBe(201);
  });
});

describe('rules beyond the form schema', () => {
  it('refuses an unknown pharmacy', async () => {
    const res = await submit(w, w.customer.cookie, sampleOrderForm(randomUUID()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { pharmacy: 'validation.pharmacy' } });
    const counter = await submit(w, w.staff.cookie, sampleOrderForm('no-such-pharmacy'));
    expect(counter.statusCode).toBe(400);
    expect(counter.json().fields).toEqual({ pharmacy: 'validation.pharmacy' });
  });

  it('refuses medicines that are not (or no longer) in the catalogue, on their line', async () => {
    const res = await submit(
      w,
      w.customer.cookie,
      sampleOrderForm(w.pharmacyA, {
        medicines: [
          { cis: CIS.paracetamol, name: 'Paracétamol', quantity: 1 },
          { cis: '99999999', name: 'Invented', quantity: 1 },
          { cis: CIS.withdrawn, name: 'Withdrawn', quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'medicines.1.cis': 'validation.unknownMedicine', 'medicines.2.cis': 'validation.unknownMedicine' });
  });

  it('refuses a prescription-only medicine without a prescription, naming it', async () => {
    const form = sampleOrderForm(w.pharmacyA, {
      prescription_type: 'no_prescription',
      with_prescription: false,
      without_prescription: true,
      rid: [],
      medicines: [
        { cis: CIS.paracetamol, name: 'Paracétamol', quantity: 1 },
        { cis: CIS.amoxicillin, name: 'Amoxicilline', quantity: 1 },
      ],
    });
    const res = await submit(w, w.customer.cookie, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'medicines.1.name': 'validation.needsPrescription' });
    expect(res.json().message).toContain('AMOXICILLINE TEST 500 mg');
    // Without that line the same order is fine, and carries no prescription items.
    const ok = await submit(w, w.customer.cookie, { ...form, medicines: [form.medicines![0]] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().hasPrescriptionItems).toBe(false);
  });

  it('refuses home delivery where the pharmacy does not deliver', async () => {
    const noDelivery = await submit(w, w.customer.cookie, sampleOrderForm(w.pharmacyB, { delivery_type: 'neighbour' }));
    expect(noDelivery.statusCode).toBe(400);
    expect(noDelivery.json().fields).toEqual({ delivery_type: 'validation.homeDeliveryUnavailable' });
    const farAway = await submit(
      w,
      w.customer.cookie,
      sampleOrderForm(w.pharmacyA, { delivery_type: 'neighbour', address: { street: 'Meir 1', postal_code: '2000', city: 'Antwerpen' } }),
    );
    expect(farAway.statusCode).toBe(400);
    expect(farAway.json().fields).toEqual({ delivery_type: 'validation.homeDeliveryUnavailable' });
    expect(farAway.json().message).toContain('2000');
    // A pharmacy that delivers without a postcode list delivers everywhere.
    await setHomeDelivery(w, w.pharmacyB, true);
    const anywhere = await submit(
      w,
      w.customer.cookie,
      sampleOrderForm(w.pharmacyB, { delivery_type: 'neighbour', address: { street: 'Meir 1', postal_code: '2000', city: 'Antwerpen' } }),
    );
    expect(anywhere.statusCode, anywhere.body).toBe(201);
    await setHomeDelivery(w, w.pharmacyB, false);
  });
});
