import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import { updateShipper } from '../shippers/service';
import { acceptBody, call, CIS, createWorld, placeOrder, setHomeDelivery, step, transition, type World } from './test-world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const noRx: Partial<OrderFormInput> = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true, rid: [] };
const otcLines = { medicines: [{ cis: CIS.paracetamol, name: 'Paracétamol', quantity: 1 }] };

async function accepted(overrides = {}): Promise<OrderDetail> {
  const order = await placeOrder(w, { delivery_type: 'neighbour', ...overrides });
  return step(w, w.staff, order.id, acceptBody(order));
}

describe('refusals of the state machine', () => {
  it('answers 403 to a role that can never do the action, 409 with the reason to a wrong moment', async () => {
    const order = await placeOrder(w);
    const byCustomer = await transition(w, w.customer.cookie, order.id, acceptBody(order));
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe('TRANSITION_FORBIDDEN');
    const early = await transition(w, w.staff.cookie, order.id, { action: 'ready' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'ILLEGAL_TRANSITION', message: 'An order that is submitted cannot be changed by "ready".' });
  });

  it('lets the customer cancel only before preparation, without a reason; the pharmacy needs one', async () => {
    const order = await accepted();
    const noReason = await transition(w, w.staff.cookie, order.id, { action: 'cancel' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'validation.required' });
    await step(w, w.staff, order.id, { action: 'prepare' });
    const late = await transition(w, w.customer.cookie, order.id, { action: 'cancel' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('ask the pharmacy');
    const mine = await placeOrder(w);
    expect((await step(w, w.customer, mine.id, { action: 'cancel' })).status).toBe('cancelled');
  });

  it('requires a reason to reject, and keeps it', async () => {
    const order = await placeOrder(w);
    const empty = await transition(w, w.staff.cookie, order.id, { action: 'reject', reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: 'validation.required' });
    const rejected = await step(w, w.staff, order.id, { action: 'reject', reason: 'Prescription expired' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Prescription expired' });
  });

  it('refuses bodies that are not a known action', async () => {
    const order = await placeOrder(w);
    const unknown = await call(w, 'POST', `/api/orders/${order.id}/transitions`, w.staff.cookie, { action: 'teleport' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
    const missing = await call(w, 'POST', `/api/orders/${order.id}/transitions`, w.shipper.cookie, { action: 'deliver', handoverCode: '123456' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ receiverName: 'validation.required' });
  });
});

describe('accepting with a quote', () => {
  it('needs a price for every line, for lines of this order only', async () => {
    const order = await placeOrder(w);
    const partial = await transition(w, w.staff.cookie, order.id, { action: 'accept', prices: [{ lineId: order.lines[0].id, unitPriceCents: 500 }] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toEqual({ prices: 'validation.priceRequired' });
    const foreign = await transition(w, w.staff.cookie, order.id, {
      action: 'accept',
      prices: [...order.lines.map((l) => ({ lineId: l.id, unitPriceCents: 500 })), { lineId: randomUUID(), unitPriceCents: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ 'prices.2.lineId': 'validation.invalid' });
    const negative = await transition(w, w.staff.cookie, order.id, { action: 'accept', prices: [{ lineId: order.lines[0].id, unitPriceCents: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ 'prices.0.unitPriceCents': 'validation.invalid' });
    const ok = await step(w, w.staff, order.id, {
      action: 'accept',
      prices: [
        { lineId: order.lines[0].id, unitPriceCents: 799 },
        { lineId: order.lines[1].id, unitPriceCents: 1500 },
      ],
    });
    expect(ok.totalCents).toBe(799 * 2 + 1500);
  });

  it('needs lines: an order placed with only a prescription is given its lines first', async () => {
    const order = await placeOrder(w, { medicines: [] });
    const res = await transition(w, w.staff.cookie, order.id, { action: 'accept', prices: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ prices: 'validation.medicinesRequired' });
  });
});

describe('assigning a shipper (docs/PRODUCT.md "The law")', () => {
  it('refuses a shipper who does not deliver for the pharmacy, or is not available', async () => {
    const order = await accepted();
    const stranger = await transition(w, w.staff.cookie, order.id, { action: 'assign_shipper', shipperId: w.customer.uid });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().code).toBe('SHIPPER_NOT_SERVING');
    await updateShipper(w.t.database.db, w.shipper.uid, { available: false });
    const away = await transition(w, w.staff.cookie, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    await updateShipper(w.t.database.db, w.shipper.uid, { available: true });
    expect(away.statusCode).toBe(409);
    expect(away.json().code).toBe('SHIPPER_UNAVAILABLE');
  });

  it('gives prescription items only to the pharmacy’s own staff shipper; other orders to any shipper', async () => {
    const rx = await accepted();
    expect(rx.hasPrescriptionItems).toBe(true);
    const outsider = await transition(w, w.staff.cookie, rx.id, { action: 'assign_shipper', shipperId: w.otherShipper.uid });
    expect(outsider.statusCode).toBe(409);
    expect(outsider.json()).toMatchObject({ code: 'PRESCRIPTION_DELIVERY_NOT_ALLOWED', message: expect.stringContaining('staff') });
    expect((await step(w, w.staff, rx.id, { action: 'assign_shipper', shipperId: w.shipper.uid })).shipper?.uid).toBe(w.shipper.uid);

    const otc = await accepted({ ...noRx, ...otcLines });
    expect(otc.hasPrescriptionItems).toBe(false);
    expect((await step(w, w.staff, otc.id, { action: 'assign_shipper', shipperId: w.otherShipper.uid })).shipper?.uid).toBe(w.otherShipper.uid);
  });

  it('refuses home delivery of prescription items once the pharmacy stops delivering', async () => {
    const rx = await accepted();
    await setHomeDelivery(w, w.pharmacyA, false);
    const res = await transition(w, w.staff.cookie, rx.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    await setHomeDelivery(w, w.pharmacyA, true, ['1000', '1050']);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRESCRIPTION_DELIVERY_NOT_ALLOWED');
  });

  it('takes the order away from a replaced shipper', async () => {
    const otc = await accepted({ ...noRx, ...otcLines });
    await step(w, w.staff, otc.id, { action: 'assign_shipper', shipperId: w.otherShipper.uid });
    expect((await call(w, 'GET', `/api/orders/${otc.id}`, w.otherShipper.cookie)).statusCode).toBe(200);
    await step(w, w.staff, otc.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    expect((await call(w, 'GET', `/api/orders/${otc.id}`, w.otherShipper.cookie)).statusCode).toBe(404);
  });
});

describe('substitution', () => {
  it('proposes a medicine of the same generic group; the customer accepts it and the line changes', async () => {
    const order = await placeOrder(w);
    const line = order.lines[0];
    const proposed = await step(w, w.staff, order.id, { action: 'propose_substitution', lineId: line.id, cis: CIS.amoxicillinGeneric });
    expect(proposed.lines[0].substitution).toEqual({ cis: CIS.amoxicillinGeneric, name: 'AMOXICILLINE GÉNÉRIQUE 500 mg, gélule', status: 'proposed' });
    const customerView = (await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie)).json();
    expect(customerView.allowedActions).toEqual(['cancel', 'answer_substitution']);
    // Preparation waits for the answer.
    await step(w, w.staff, order.id, acceptBody(order));
    const prepare = await transition(w, w.staff.cookie, order.id, { action: 'prepare' });
    expect(prepare.statusCode).toBe(409);
    expect(prepare.json().message).toContain('substitution');
    const answered = await step(w, w.customer, order.id, { action: 'answer_substitution', lineId: line.id, accept: true });
    expect(answered.lines[0]).toMatchObject({ cis: CIS.amoxicillinGeneric, name: 'AMOXICILLINE GÉNÉRIQUE 500 mg, gélule', substitution: { status: 'accepted' } });
    expect((await step(w, w.staff, order.id, { action: 'prepare' })).status).toBe('preparing');
    // The new name is searchable.
    const found = (await call(w, 'GET', '/api/orders?q=generique', w.customer.cookie)).json();
    expect(found.items.map((i: { id: string }) => i.id)).toContain(order.id);
  });

  it('keeps the line when the customer refuses', async () => {
    const order = await placeOrder(w);
    await step(w, w.staff, order.id, { action: 'propose_substitution', lineId: order.lines[0].id, cis: CIS.amoxicillinGeneric });
    const refused = await step(w, w.customer, order.id, { action: 'answer_substitution', lineId: order.lines[0].id, accept: false });
    expect(refused.lines[0]).toMatchObject({ cis: CIS.amoxicillin, substitution: { status: 'refused' } });
    const again = await transition(w, w.customer.cookie, order.id, { action: 'answer_substitution', lineId: order.lines[0].id, accept: true });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a medicine outside the group, a free-text line, an unknown line or medicine', async () => {
    const order = await placeOrder(w);
    const [catalogueLine, freeLine] = order.lines;
    const cases: [object, Record<string, string>][] = [
      [{ lineId: catalogueLine.id, cis: CIS.ibuprofen }, { cis: 'validation.notSubstitutable' }],
      [{ lineId: catalogueLine.id, cis: CIS.amoxicillin }, { cis: 'validation.notSubstitutable' }],
      [{ lineId: catalogueLine.id, cis: '99999999' }, { cis: 'validation.unknownMedicine' }],
      [{ lineId: freeLine.id, cis: CIS.amoxicillinGeneric }, { lineId: 'validation.notSubstitutable' }],
      [{ lineId: randomUUID(), cis: CIS.amoxicillinGeneric }, { lineId: 'validation.invalid' }],
      [{ lineId: catalogueLine.id, cis: '123' }, { cis: 'validation.invalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await transition(w, w.staff.cookie, order.id, { action: 'propose_substitution', ...body } as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
  });
});
