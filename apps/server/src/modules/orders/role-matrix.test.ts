import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderDetail, OrderTransition } from '@pharmacy/shared/schemas/order';
import {
  acceptBody,
  call,
  createWorld,
  placeOrder,
  readyOrder,
  samplePdf,
  step,
  submit,
  transition,
  upload,
  type Person,
  type World,
} from './test-world';
import { cellsOf, personIn } from './test-people';

/*
 * docs/PRODUCT.md "What each role may do", for every order endpoint: the customer of the order, another customer, the
 * staff of its pharmacy and of another one, the shipper assigned to it and another shipper (who also delivers for
 * that pharmacy), an admin, anonymous and a pending account. Mutating rows get a fresh order per person.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const WHO = ['anonymous', 'customer', 'other customer', 'pharmacy staff', 'staff of another pharmacy', 'assigned shipper', 'other shipper', 'admin', 'pending account'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;

const personOf = (who: Who): Person | undefined => personIn(w, who);

/** An accepted order of `w.customer` at pharmacy A with `w.shipper` assigned: every party exists. */
async function acceptedWithShipper(): Promise<OrderDetail> {
  const order = await placeOrder(w, { delivery_type: 'neighbour' });
  await step(w, w.staff, order.id, acceptBody(order));
  return step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
}

async function readyWithShipper(): Promise<OrderDetail> {
  const order = await readyOrder(w, { delivery_type: 'neighbour' });
  return step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
}

const cells = (expected: Expected) => cellsOf(WHO, expected);

describe('POST /api/orders', () => {
  it.each(
    cells({
      anonymous: 401,
      customer: 201,
      'other customer': 201,
      'pharmacy staff': 201,
      'staff of another pharmacy': 403,
      'assigned shipper': 403,
      'other shipper': 403,
      admin: 403,
      'pending account': 403,
    }),
  )('%s → %i', async (who, status) => {
    const res = await submit(w, personOf(who)?.cookie, sampleOrderForm(w.pharmacyA));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 201) expect(res.json().source).toBe(who === 'pharmacy staff' ? 'counter' : 'online');
  });
});

describe('GET /api/orders', () => {
  it.each(
    cells({
      anonymous: 401,
      customer: 200,
      'other customer': 200,
      'pharmacy staff': 200,
      'staff of another pharmacy': 200,
      'assigned shipper': 200,
      'other shipper': 200,
      admin: 200,
      'pending account': 403,
    }),
  )('%s → %i', async (who, status) => {
    const res = await call(w, 'GET', '/api/orders', personOf(who)?.cookie);
    expect(res.statusCode, res.body).toBe(status);
  });
});

describe('GET /api/orders/:id', () => {
  let order: OrderDetail;
  beforeAll(async () => {
    order = await acceptedWithShipper();
  });
  it.each(
    cells({
      anonymous: 401,
      customer: 200,
      'other customer': 404,
      'pharmacy staff': 200,
      'staff of another pharmacy': 404,
      'assigned shipper': 200,
      'other shipper': 404,
      admin: 200,
      'pending account': 403,
    }),
  )('%s → %i', async (who, status) => {
    const res = await call(w, 'GET', `/api/orders/${order.id}`, personOf(who)?.cookie);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
    expect((await call(w, 'GET', '/api/orders/00000000-0000-4000-8000-000000000000', w.admin.cookie)).statusCode).toBe(404);
    expect((await call(w, 'GET', '/api/orders/not-an-id', w.admin.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/orders/:id/transitions', () => {
  const rows: [string, () => Promise<OrderDetail>, OrderTransition | ((o: OrderDetail) => OrderTransition), Expected][] = [
    [
      'prepare (pharmacy)',
      acceptedWithShipper,
      { action: 'prepare' },
      { anonymous: 401, customer: 403, 'other customer': 404, 'pharmacy staff': 200, 'staff of another pharmacy': 404, 'assigned shipper': 403, 'other shipper': 404, admin: 200, 'pending account': 403 },
    ],
    [
      'cancel with a reason (customer or pharmacy)',
      acceptedWithShipper,
      { action: 'cancel', reason: 'No longer needed' },
      { anonymous: 401, customer: 200, 'other customer': 404, 'pharmacy staff': 200, 'staff of another pharmacy': 404, 'assigned shipper': 403, 'other shipper': 404, admin: 200, 'pending account': 403 },
    ],
    [
      'pick up (assigned shipper)',
      readyWithShipper,
      { action: 'pick_up' },
      { anonymous: 401, customer: 403, 'other customer': 404, 'pharmacy staff': 403, 'staff of another pharmacy': 404, 'assigned shipper': 200, 'other shipper': 404, admin: 403, 'pending account': 403 },
    ],
  ];
  for (const [label, prepare, body, expected] of rows) {
    it.each(cells(expected))(`${label}: %s → %i`, async (who, status) => {
      const order = await prepare();
      const res = await transition(w, personOf(who)?.cookie, order.id, typeof body === 'function' ? body(order) : body);
      expect(res.statusCode, res.body).toBe(status);
    });
  }
});

describe('PUT /api/orders/:id/lines', () => {
  it.each(
    cells({
      anonymous: 401,
      customer: 403,
      'other customer': 404,
      'pharmacy staff': 200,
      'staff of another pharmacy': 404,
      'assigned shipper': 403,
      'other shipper': 404,
      admin: 200,
      'pending account': 403,
    }),
  )('%s → %i', async (who, status) => {
    const order = await acceptedWithShipper();
    const lines = order.lines.map((l) => ({ id: l.id, cis: l.cis, name: l.name, quantity: l.quantity + 1, unitPriceCents: 500 }));
    const res = await call(w, 'PUT', `/api/orders/${order.id}/lines`, personOf(who)?.cookie, { lines });
    expect(res.statusCode, res.body).toBe(status);
  });
});

describe('order files', () => {
  let order: OrderDetail;
  let fileId: string;
  beforeAll(async () => {
    order = await acceptedWithShipper();
    const res = await upload(w, w.customer.cookie, order.id, 'prescription.pdf', samplePdf());
    expect(res.statusCode, res.body).toBe(201);
    fileId = res.json().id;
  });

  it.each(
    cells({
      anonymous: 401,
      customer: 201,
      'other customer': 404,
      'pharmacy staff': 201,
      'staff of another pharmacy': 404,
      'assigned shipper': 403,
      'other shipper': 404,
      admin: 201,
      'pending account': 403,
    }),
  )('upload: %s → %i', async (who, status) => {
    const res = await upload(w, personOf(who)?.cookie, order.id, 'scan.pdf', samplePdf());
    expect(res.statusCode, res.body).toBe(status);
  });

  // The shipper sees the order but not its prescriptions (health data): the file does not exist for them.
  it.each(
    cells({
      anonymous: 401,
      customer: 200,
      'other customer': 404,
      'pharmacy staff': 200,
      'staff of another pharmacy': 404,
      'assigned shipper': 404,
      'other shipper': 404,
      admin: 200,
      'pending account': 403,
    }),
  )('download: %s → %i', async (who, status) => {
    const res = await call(w, 'GET', `/api/orders/${order.id}/files/${fileId}`, personOf(who)?.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    if (status === 200) expect(res.rawPayload.equals(samplePdf())).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents every order route', async () => {
    const res = await call(w, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/orders', '/api/orders/{id}', '/api/orders/{id}/transitions', '/api/orders/{id}/lines', '/api/orders/{id}/files', '/api/orders/{id}/files/{fileId}']),
    );
  });
});
