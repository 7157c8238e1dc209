import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import { medicines, orderLines } from '../../db/schema';
import { acceptBody, call, CIS, createWorld, placeOrder, setHomeDelivery, step, transition, type World } from './test-world';

/*
 * Audit finding: a prescription-only medicine typed as free text passed as "no prescription", and an independent
 * courier could then take it home. The pharmacist links each free-text line to the catalogue or marks it not a
 * medicine before accepting; the law is read again from the linked lines at acceptance and at courier assignment.
 * (`transition` is used for accept here, not `step`, which does the review as a shortcut for other tests.)
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const noRx: Partial<OrderFormInput> = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true, rid: [] };
const typedAmoxicillin = (more: Partial<OrderFormInput> = {}) =>
  placeOrder(w, {
    ...noRx,
    delivery_type: 'neighbour',
    medicines: [
      { cis: CIS.paracetamol, name: 'Paracétamol', quantity: 1 },
      { cis: null, name: 'amoxicilline 500 de ma tante', quantity: 1 },
      { cis: null, name: 'Crème solaire SPF 50', quantity: 1 },
    ],
    ...more,
  });

const editLines = (order: OrderDetail, lines: object[]) => call(w, 'PUT', `/api/orders/${order.id}/lines`, w.staff.cookie, { lines });
const keep = (line: OrderDetail['lines'][number]) => ({ id: line.id, cis: line.cis, name: line.name, quantity: line.quantity, unitPriceCents: null });

describe('free-text lines before acceptance', () => {
  it('block the acceptance with 409 naming every unchecked line', async () => {
    const order = await typedAmoxicillin();
    expect(order.hasPrescriptionItems).toBe(false);
    const res = await transition(w, w.staff.cookie, order.id, acceptBody(order));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UNLINKED_LINES' });
    expect(res.json().message).toContain('"amoxicilline 500 de ma tante"');
    expect(res.json().message).toContain('"Crème solaire SPF 50"');
    expect(res.json().message).not.toContain('Paracétamol');
    const view = (await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie)).json();
    expect(view.status).toBe('submitted');
  });

  it('accept once each is marked not a medicine, and the mark is signed', async () => {
    const order = await placeOrder(w, { ...noRx, medicines: [{ cis: null, name: 'Thermomètre', quantity: 1 }] });
    const marked = await editLines(order, [{ ...keep(order.lines[0]), notMedicine: true }]);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().lines[0]).toMatchObject({ cis: null, notMedicine: true, typedName: null });
    const [row] = await w.t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(row.linkedBy).toBe(w.staff.uid);
    const res = await transition(w, w.staff.cookie, order.id, acceptBody(marked.json()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', prescriptionType: 'no_prescription', hasPrescriptionItems: false, prescriptionAdded: false });
  });
});

describe('a free-text line linked to a prescription-only medicine', () => {
  let order: OrderDetail;
  beforeAll(async () => {
    const placed = await typedAmoxicillin();
    const [otc, typed, cream] = placed.lines;
    const linked = await editLines(placed, [keep(otc), { ...keep(typed), cis: CIS.amoxicillin }, { ...keep(cream), notMedicine: true }]);
    expect(linked.statusCode, linked.body).toBe(200);
    order = linked.json();
  });

  it('makes the order a prescription order the pharmacy and the customer see, keeping what was typed', async () => {
    expect(order).toMatchObject({ prescriptionType: 'in_pharmacy', hasPrescriptionItems: true, prescriptionAdded: true });
    expect(order.lines[1]).toMatchObject({
      cis: CIS.amoxicillin,
      name: 'AMOXICILLINE TEST 500 mg, gélule',
      requiresPrescription: true,
      typedName: 'amoxicilline 500 de ma tante',
      notMedicine: false,
    });
    const customerView = (await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie)).json();
    expect(customerView).toMatchObject({ prescriptionType: 'in_pharmacy', prescriptionAdded: true });
    const accepted = await transition(w, w.staff.cookie, order.id, acceptBody(order));
    expect(accepted.statusCode, accepted.body).toBe(200);
    await step(w, w.staff, order.id, { action: 'prepare' });
    await step(w, w.staff, order.id, { action: 'ready' });
  });

  it('refuses an independent courier with 409 and the reason, and lets the staff courier take it', async () => {
    const outsider = await transition(w, w.staff.cookie, order.id, { action: 'assign_shipper', shipperId: w.otherShipper.uid });
    expect(outsider.statusCode).toBe(409);
    expect(outsider.json()).toMatchObject({ code: 'PRESCRIPTION_DELIVERY_NOT_ALLOWED', message: expect.stringContaining("pharmacy's own staff") });
    const staff = await transition(w, w.staff.cookie, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().shipper.uid).toBe(w.shipper.uid);
  });

  it('refuses even the staff courier when the pharmacy does not deliver prescription medicine at home', async () => {
    const placed = await typedAmoxicillin();
    const [otc, typed, cream] = placed.lines;
    const linked = (await editLines(placed, [keep(otc), { ...keep(typed), cis: CIS.amoxicillin }, { ...keep(cream), notMedicine: true }])).json();
    await step(w, w.staff, linked.id, acceptBody(linked));
    await setHomeDelivery(w, w.pharmacyA, false);
    try {
      const res = await transition(w, w.staff.cookie, linked.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PRESCRIPTION_DELIVERY_NOT_ALLOWED');
    } finally {
      await setHomeDelivery(w, w.pharmacyA, true, ['1000', '1050']);
    }
  });
});

describe('the law read again from the catalogue', () => {
  it('at acceptance: a linked line whose medicine became prescription-only makes it a prescription order', async () => {
    const order = await placeOrder(w, { ...noRx, medicines: [{ cis: CIS.ibuprofen, name: 'Ibuprofène', quantity: 1 }] });
    await w.t.database.db.update(orderLines).set({ requiresPrescription: false }).where(eq(orderLines.orderId, order.id));
    await w.t.database.db.update(medicines).set({ requiresPrescription: true }).where(eq(medicines.cis, CIS.ibuprofen));
    try {
      const res = await transition(w, w.staff.cookie, order.id, acceptBody(order));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ prescriptionType: 'in_pharmacy', prescriptionAdded: true, hasPrescriptionItems: true });
      const outsider = await transition(w, w.staff.cookie, order.id, { action: 'assign_shipper', shipperId: w.otherShipper.uid });
      expect(outsider.statusCode).toBe(409);
    } finally {
      await w.t.database.db.update(medicines).set({ requiresPrescription: false }).where(eq(medicines.cis, CIS.ibuprofen));
    }
  });

  it('after acceptance: a free-text line added to an accepted order must be checked at once', async () => {
    const order = await placeOrder(w, { ...noRx, medicines: [{ cis: CIS.paracetamol, name: 'Paracétamol', quantity: 1 }] });
    await transition(w, w.staff.cookie, order.id, acceptBody(order));
    const res = await editLines(order, [{ ...keep(order.lines[0]), unitPriceCents: 100 }, { cis: null, name: 'Xanax', quantity: 1, unitPriceCents: 100 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'lines.1.name': 'orderLaw.validation.unreviewed' });
  });
});
