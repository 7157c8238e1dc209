import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import { acceptBody, call, CIS, createWorld, placeOrder, step, type World } from './test-world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const put = (order: OrderDetail, body: object, cookie = w.staff.cookie) => call(w, 'PUT', `/api/orders/${order.id}/lines`, cookie, body);
const noRx: Partial<OrderFormInput> = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true, rid: [] };

describe('PUT /api/orders/:id/lines', () => {
  it('replaces the lines of a submitted order, keeping ids, taking names and prescription status from the catalogue', async () => {
    const order = await placeOrder(w, { medicines: [] });
    expect(order.lines).toEqual([]);
    const res = await put(order, {
      lines: [
        { cis: CIS.amoxicillin, name: 'whatever', quantity: 2, unitPriceCents: 820 },
        { cis: null, name: 'Pansements', quantity: 1, unitPriceCents: null },
      ],
      note: 'Read from the eID',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited: OrderDetail = res.json();
    expect(edited.lines).toEqual([
      expect.objectContaining({ cis: CIS.amoxicillin, name: 'AMOXICILLINE TEST 500 mg, gélule', quantity: 2, unitPriceCents: 820, requiresPrescription: true }),
      expect.objectContaining({ cis: null, name: 'Pansements', unitPriceCents: null, requiresPrescription: false }),
    ]);
    // No quote yet: the total comes with acceptance.
    expect(edited.totalCents).toBeNull();
    expect(edited.history.at(-1)).toMatchObject({ action: 'edit_lines', from: 'submitted', to: 'submitted', note: 'Read from the eID' });

    const again = await put(edited, { lines: [{ id: edited.lines[1].id, cis: null, name: 'Pansements XL', quantity: 3, unitPriceCents: 250 }] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().lines).toEqual([expect.objectContaining({ id: edited.lines[1].id, name: 'Pansements XL', quantity: 3 })]);
  });

  it('keeps the quote of an accepted order whole: every line priced, total recomputed', async () => {
    const order = await placeOrder(w);
    await step(w, w.staff, order.id, acceptBody(order));
    const unpriced = await put(order, { lines: [{ id: order.lines[0].id, cis: order.lines[0].cis, name: 'x', quantity: 1, unitPriceCents: null }] });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().fields).toEqual({ 'lines.0.unitPriceCents': 'validation.required' });
    const res = await put(order, {
      lines: [
        { id: order.lines[0].id, cis: order.lines[0].cis, name: 'x', quantity: 3, unitPriceCents: 1000 },
        { cis: CIS.paracetamol, name: 'Paracétamol', quantity: 2, unitPriceCents: 199 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalCents).toBe(3 * 1000 + 2 * 199);
  });

  it('is closed once preparation starts', async () => {
    const order = await placeOrder(w);
    await step(w, w.staff, order.id, acceptBody(order));
    await step(w, w.staff, order.id, { action: 'prepare' });
    const res = await put(order, { lines: [{ cis: null, name: 'Late', quantity: 1, unitPriceCents: 100 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ILLEGAL_TRANSITION');
  });

  it('takes the law from the catalogue: prescription medicine makes it a prescription order, an unknown one is refused', async () => {
    const otc = await placeOrder(w, { ...noRx, medicines: [{ cis: CIS.paracetamol, name: 'p', quantity: 1 }] });
    // The pharmacist knows better than the form: the order becomes a prescription order (line-review.test.ts).
    const rx = await put(otc, { lines: [{ cis: CIS.amoxicillin, name: 'Amoxicilline', quantity: 1, unitPriceCents: null }] });
    expect(rx.statusCode, rx.body).toBe(200);
    expect(rx.json()).toMatchObject({ prescriptionType: 'in_pharmacy', prescriptionAdded: true, hasPrescriptionItems: true });
    const unknown = await put(otc, { lines: [{ cis: '99999999', name: 'x', quantity: 1, unitPriceCents: null }] });
    expect(unknown.json().fields).toEqual({ 'lines.0.cis': 'validation.unknownMedicine' });
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', 'validation.medicinesRequired'],
    ['a foreign line id', { lines: [{ id: randomUUID(), cis: null, name: 'x', quantity: 1, unitPriceCents: null }] }, 'lines.0.id', 'validation.invalid'],
    ['quantity 0', { lines: [{ cis: null, name: 'x', quantity: 0, unitPriceCents: null }] }, 'lines.0.quantity', 'validation.quantity'],
    ['an empty name', { lines: [{ cis: null, name: '', quantity: 1, unitPriceCents: null }] }, 'lines.0.name', 'validation.required'],
    ['a negative price', { lines: [{ cis: null, name: 'x', quantity: 1, unitPriceCents: -5 }] }, 'lines.0.unitPriceCents', 'validation.invalid'],
    ['a price in euros', { lines: [{ cis: null, name: 'x', quantity: 1, unitPriceCents: 4.99 }] }, 'lines.0.unitPriceCents', 'validation.invalid'],
    ['a malformed CIS', { lines: [{ cis: 'abc', name: 'x', quantity: 1, unitPriceCents: null }] }, 'lines.0.cis', 'validation.invalid'],
    ['too many lines', { lines: Array.from({ length: 31 }, () => ({ cis: null, name: 'x', quantity: 1, unitPriceCents: null })) }, 'lines', 'validation.tooMany'],
    ['a note too long', { lines: [{ cis: null, name: 'x', quantity: 1, unitPriceCents: null }], note: 'n'.repeat(1001) }, 'note', 'validation.tooLong'],
  ])('refuses %s', async (_label, body, path, key) => {
    const order = await placeOrder(w);
    const res = await put(order, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[path]).toBe(key);
  });

  it('tells the pharmacy a line id that appears twice', async () => {
    const order = await placeOrder(w);
    const line = { id: order.lines[0].id, cis: null, name: 'x', quantity: 1, unitPriceCents: null };
    const res = await put(order, { lines: [line, line] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'lines.1.id': 'validation.invalid' });
  });
});
