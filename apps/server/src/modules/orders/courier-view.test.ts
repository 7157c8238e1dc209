import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { notifications } from '../../db/schema';
import { call, CIS, createWorld, readyOrder, step, type World } from './test-world';

/*
 * Audit finding: the assigned courier read the medicine names, the e-mail and comments of the orders they carry.
 * They get what delivery needs (names, address, phone, mandated person, amount, handover) in a sealed bag.
 */

let w: World;
let order: OrderDetail;
beforeAll(async () => {
  w = await createWorld();
  const ready = await readyOrder(w, {
    delivery_type: 'neighbour',
    mandated: 'Jan Peeters',
    request: 'Also the amoxicilline syrup for the child',
    other_request_pharmacy: 'Same as last month',
    other_request: 'Nothing',
    medicines: [
      { cis: CIS.amoxicillin, name: 'Amoxicilline', quantity: 2 },
      { cis: null, name: 'Crème solaire SPF 50', quantity: 1 },
    ],
  });
  await step(w, w.staff, ready.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
  order = ready;
});
afterAll(async () => w.t.close());

const SECRETS = ['AMOXICILLINE', 'Amoxicilline', 'amoxicilline', 'solaire', 'louise.peeters@example.com', '85073003328', 'BEPPA1B2C3D4', 'BEK0A1B2C3D5', '591234567829', 'Please call the bell twice', 'Same as last month'];

describe('the assigned courier', () => {
  it('reads the order as a sealed bag: what delivery needs, no medicine, e-mail or identifiers', async () => {
    const res = await call(w, 'GET', `/api/orders/${order.id}`, w.shipper.cookie);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      sealed: true,
      lineCount: 2,
      lines: [],
      firstName: 'Louise',
      lastName: 'Peeters',
      phone: '+32 470 12 34 56',
      mandated: 'Jan Peeters',
      address: { street: 'Rue de la Loi 16', postal_code: '1000', city: 'Bruxelles' },
      email: '',
      nationalRegistrationNumber: '',
      rid: [],
      idCardNumber: '',
      comment: '',
      request: '',
      otherRequestPharmacy: '',
      files: [],
      totalCents: 1234 * 3,
    });
    expect(view.allowedActions).toEqual(['pick_up']);
    for (const secret of SECRETS) expect(res.body, secret).not.toContain(secret);
  });

  it('finds nothing by medicine name in the list, and the list shows no medicine either', async () => {
    const byMedicine = await call(w, 'GET', '/api/orders?q=amoxicilline', w.shipper.cookie);
    expect(byMedicine.json().items).toEqual([]);
    const byName = await call(w, 'GET', '/api/orders?q=peeters', w.shipper.cookie);
    expect(byName.json().items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    for (const secret of SECRETS) expect(byName.body, secret).not.toContain(secret);
  });

  it('is told of a cancellation without the pharmacy’s reason, in the bell and in the order', async () => {
    const ready = await readyOrder(w, { delivery_type: 'neighbour' });
    await step(w, w.staff, ready.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    await step(w, w.staff, ready.id, { action: 'cancel', reason: 'Amoxicilline out of stock' });
    const bell = (await w.t.database.db.select().from(notifications).where(eq(notifications.userId, w.shipper.uid))).filter(
      (n) => n.params.reference === ready.reference,
    );
    expect(bell.map((n) => n.kind)).toEqual(expect.arrayContaining(['order.cancelled']));
    expect(JSON.stringify(bell)).not.toContain('Amoxicilline');
    const view = await call(w, 'GET', `/api/orders/${ready.id}`, w.shipper.cookie);
    expect(view.json()).toMatchObject({ status: 'cancelled', cancellationReason: null });
    expect(view.body).not.toContain('Amoxicilline');
    const staffBell = await w.t.database.db.select().from(notifications).where(eq(notifications.kind, 'order.cancelled'));
    expect(staffBell.some((n) => n.params.reason === 'Amoxicilline out of stock')).toBe(true);
  });

  it('leaves the pharmacy and the customer their full view', async () => {
    for (const who of [w.staff, w.customer]) {
      const view = (await call(w, 'GET', `/api/orders/${order.id}`, who.cookie)).json();
      expect(view.sealed).toBe(false);
      expect(view.lines.map((l: { name: string }) => l.name)).toEqual(['AMOXICILLINE TEST 500 mg, gélule', 'Crème solaire SPF 50']);
      expect(view.email).toBe('louise.peeters@example.com');
    }
  });
});
