import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { orderFormSchema, type OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { idempotencyKeys, orders } from '../../db/schema';
import { findProfile } from '../accounts/repository/profile';
import { newReference } from './reference';
import type * as Reference from './reference';
import { countingDb, type CountingDb } from './statement-count';
import { submitOrder } from './submit';
import { acceptBody, call, CIS, createWorld, markFreeTextNotMedicine, placeOrder, type Person, type World } from './test-world';
import { transitionOrder } from './transitions';

// Draws of the reference can be forced, to make a collision happen.
vi.mock('./reference', async (importOriginal) => {
  const actual = await importOriginal<typeof Reference>();
  return { ...actual, newReference: vi.fn(actual.newReference) };
});

/*
 * Issue 13: an order submission is one read and one write (it was 16 statements, plus 5 more to read the answer back);
 * a lifecycle step writes its trace in one statement after one read of whom it reaches. Counted through a logger on the
 * same connections, transaction control left out (PGlite's begin and commit do not pass through it).
 */
const SUBMISSION_STATEMENTS = 2;

let w: World;
let counting: CountingDb;
beforeAll(async () => {
  w = await createWorld();
  counting = countingDb(w.t.database);
});
afterAll(async () => w.t.close());

const profile = async (who: Person): Promise<UserProfile> => (await findProfile(w.t.database.db, who.uid))!;
const form = (overrides: Partial<OrderFormInput> = {}) =>
  orderFormSchema.parse(
    sampleOrderForm(w.pharmacyA, {
      medicines: [
        { cis: CIS.amoxicillin, name: 'Amoxicilline', quantity: 2 },
        { cis: CIS.paracetamol, name: 'Paracétamol', quantity: 1 },
        { cis: null, name: 'Crème solaire SPF 50', quantity: 1 },
      ],
      ...overrides,
    }),
  );

/** The answer of POST must be what GET answers later (it is made from what was written, not read back). */
async function expectSameAsRead(detail: OrderDetail | null, who: Person) {
  const read = await call(w, 'GET', `/api/orders/${detail?.id}`, who.cookie);
  expect(read.statusCode).toBe(200);
  expect(detail).toEqual(read.json());
}

describe('an order submission', () => {
  it(`is ${SUBMISSION_STATEMENTS} statements for a customer, and its answer is the order as read back`, async () => {
    counting.reset();
    const result = await submitOrder(counting.db, await profile(w.customer), form(), randomUUID());
    expect(counting.statements, counting.statements.join('\n\n')).toHaveLength(SUBMISSION_STATEMENTS);
    expect(result.created).toBe(true);
    expect(result.detail?.lines).toHaveLength(3);
    await expectSameAsRead(result.detail, w.customer);
  });

  it(`is ${SUBMISSION_STATEMENTS} statements for a counter order of pharmacy staff, without lines too`, async () => {
    counting.reset();
    const result = await submitOrder(counting.db, await profile(w.staff), form({ medicines: [] }), randomUUID());
    expect(counting.statements).toHaveLength(SUBMISSION_STATEMENTS);
    expect(result.detail).toMatchObject({ source: 'counter', customer: null, lines: [] });
    await expectSameAsRead(result.detail, w.staff);
  });

  it('answers a retry with one read more and writes nothing', async () => {
    const key = randomUUID();
    const customer = await profile(w.customer);
    const first = await submitOrder(w.t.database.db, customer, form(), key);
    counting.reset();
    const again = await submitOrder(counting.db, customer, form(), key);
    expect(again).toMatchObject({ created: false, audience: null, detail: null });
    expect(again.order.id).toBe(first.order.id);
    expect(counting.statements).toHaveLength(2);
    expect(counting.statements.every((s) => /^\s*select/i.test(s))).toBe(true);
  });

  it('draws another reference when the drawn one is taken, and stores the order once', async () => {
    const taken = (await placeOrder(w)).reference;
    vi.mocked(newReference).mockReturnValueOnce(taken);
    const key = randomUUID();
    const result = await submitOrder(w.t.database.db, await profile(w.otherCustomer), form(), key);
    expect(result.created).toBe(true);
    expect(result.order.reference).not.toBe(taken);
    expect(await w.t.database.db.select().from(orders).where(eq(orders.reference, taken))).toHaveLength(1);
    const [stored] = await w.t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored.orderId).toBe(result.order.id);
  });
});

describe('a lifecycle step', () => {
  it('writes its history, audit, notifications and e-mail in one statement after one read of its parties', async () => {
    const order = await placeOrder(w);
    await markFreeTextNotMedicine(w, order.id);
    const staff = await profile(w.staff);
    counting.reset();
    await transitionOrder(counting.db, staff, order.id, acceptBody(order));
    // The order (for update), the staff check, the lines, every price, the catalogue's law, the parties, then the
    // order's change with its trace (it was 15: a price per line and nine for the trace).
    expect(counting.statements, counting.statements.join('\n\n')).toHaveLength(7);
    counting.reset();
    await transitionOrder(counting.db, staff, order.id, { action: 'prepare' });
    // It was 12.
    expect(counting.statements, counting.statements.join('\n\n')).toHaveLength(5);
  });
});
