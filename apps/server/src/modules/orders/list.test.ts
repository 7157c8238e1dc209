import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderDetail, OrderList, OrderSummary } from '@pharmacy/shared/schemas/order';
import { acceptBody, call, CIS, createWorld, placeOrder, step, submit, type Person, type World } from './test-world';

let w: World;
/** Orders made here, by who can see them. */
let mine: OrderDetail[];
let othersOrder: OrderDetail;
let delivery: OrderDetail;
let counterB: OrderDetail;

beforeAll(async () => {
  w = await createWorld();
  mine = [];
  for (let i = 0; i < 5; i++) mine.push(await placeOrder(w, { last_name: i === 0 ? 'Müller' : `Peeters${i}` }));
  othersOrder = await placeOrder(w, { first_name: 'Other' }, w.otherCustomer);
  delivery = await placeOrder(w, { delivery_type: 'neighbour', medicines: [{ cis: CIS.paracetamol, name: 'p', quantity: 1 }] });
  mine.push(delivery);
  await step(w, w.staff, delivery.id, acceptBody(delivery));
  await step(w, w.staff, delivery.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
  const res = await submit(w, w.otherStaff.cookie, sampleOrderForm(w.pharmacyB));
  expect(res.statusCode, res.body).toBe(201);
  counterB = res.json();
});
afterAll(async () => w.t.close());

async function list(who: Person, query = ''): Promise<OrderList> {
  const res = await call(w, 'GET', `/api/orders${query}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (items: OrderSummary[]) => items.map((i) => i.id);

describe('who lists what', () => {
  it('shows customers their own orders only', async () => {
    const page = await list(w.customer);
    expect(new Set(ids(page.items))).toEqual(new Set(mine.map((o) => o.id)));
    expect(ids((await list(w.otherCustomer)).items)).toEqual([othersOrder.id]);
  });

  it('shows pharmacy staff the orders of their pharmacy, counter orders included', async () => {
    expect(new Set(ids((await list(w.staff)).items))).toEqual(new Set([...mine, othersOrder].map((o) => o.id)));
    expect(ids((await list(w.otherStaff)).items)).toEqual([counterB.id]);
  });

  it('shows a shipper only the orders assigned to them; another shipper of that pharmacy sees none', async () => {
    const page = await list(w.shipper);
    expect(ids(page.items)).toEqual([delivery.id]);
    expect(page.items[0]).toMatchObject({ city: 'Bruxelles', deliveryType: 'neighbour', shipper: { uid: w.shipper.uid } });
    expect(page.counts.accepted).toBe(1);
    const other = await list(w.otherShipper);
    expect(other.items).toEqual([]);
    expect(Object.values(other.counts).every((n) => n === 0)).toBe(true);
  });

  it('shows admins everything', async () => {
    expect(ids((await list(w.admin, '?limit=100')).items)).toHaveLength(mine.length + 2);
  });
});

describe('filters, counts and search', () => {
  it('counts per status ignoring the status filter', async () => {
    const submitted = await list(w.staff, '?status=submitted');
    expect(submitted.items.every((i) => i.status === 'submitted')).toBe(true);
    expect(submitted.items).toHaveLength(6);
    expect(submitted.counts).toMatchObject({ submitted: 6, accepted: 1, ready: 0 });
    const accepted = await list(w.staff, '?status=accepted');
    expect(ids(accepted.items)).toEqual([delivery.id]);
    expect(accepted.counts).toEqual(submitted.counts);
  });

  it('filters by delivery type, counts included', async () => {
    const page = await list(w.staff, '?deliveryType=neighbour');
    expect(ids(page.items)).toEqual([delivery.id]);
    expect(page.counts.submitted).toBe(0);
  });

  it('searches reference, names and medicines without accents or case', async () => {
    expect(ids((await list(w.staff, `?q=${mine[2].reference.toLowerCase()}`)).items)).toEqual([mine[2].id]);
    expect(ids((await list(w.staff, '?q=muller')).items)).toEqual([mine[0].id]);
    expect(ids((await list(w.staff, '?q=PARACETAMOL')).items)).toEqual([delivery.id]);
    const sun = await list(w.staff, '?q=solaire');
    expect(sun.items.length).toBe(6);
    expect(sun.counts.submitted + sun.counts.accepted).toBe(6);
    expect((await list(w.staff, '?q=100%25')).items).toEqual([]);
    // Search never widens what a person sees.
    expect((await list(w.otherCustomer, '?q=muller')).items).toEqual([]);
  });
});

describe('keyset pagination', () => {
  it.each(['newest', 'oldest', 'updated'] as const)('walks every order once, in %s order', async (sort) => {
    const seen: OrderSummary[] = [];
    let cursor: string | null = null;
    do {
      const page: OrderList = await list(w.staff, `?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(mine.length + 1);
    expect(new Set(ids(seen)).size).toBe(seen.length);
    const key = (o: OrderSummary) => (sort === 'updated' ? o.updatedAt : o.createdAt);
    const sorted = [...seen].sort((a, b) => (key(a) === key(b) ? a.id.localeCompare(b.id) : key(a) < key(b) ? -1 : 1));
    expect(ids(seen)).toEqual(ids(sort === 'oldest' ? sorted : sorted.reverse()));
    if (sort === 'updated') expect(seen[0].id).toBe(delivery.id);
  });

  it('refuses a cursor of another sort or a forged one', async () => {
    const first = await list(w.staff, '?sort=newest&limit=1');
    const wrongSort = await call(w, 'GET', `/api/orders?sort=oldest&cursor=${first.nextCursor}`, w.staff.cookie);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().fields).toEqual({ cursor: 'validation.cursor' });
    const forged = Buffer.from(JSON.stringify(['newest', 'x', "1' OR 1=1"])).toString('base64url');
    expect((await call(w, 'GET', `/api/orders?cursor=${forged}`, w.staff.cookie)).statusCode).toBe(400);
  });

  it('refuses bad query values with their field', async () => {
    const cases: [string, string, string][] = [
      ['?status=lost', 'status', 'validation.invalid'],
      ['?sort=random', 'sort', 'validation.invalid'],
      ['?limit=0', 'limit', 'validation.invalid'],
      ['?limit=101', 'limit', 'validation.invalid'],
      ['?limit=ten', 'limit', 'validation.invalid'],
      ['?deliveryType=drone', 'deliveryType', 'validation.invalid'],
      [`?q=${'x'.repeat(101)}`, 'q', 'validation.tooLong'],
    ];
    for (const [query, field, key] of cases) {
      const res = await call(w, 'GET', `/api/orders${query}`, w.staff.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual({ [field]: key });
    }
  });
});

describe('the kept counts (order_counts, by trigger)', () => {
  it('equal the orders counted one by one, after transitions and per delivery type', async () => {
    const rejected = await placeOrder(w, { first_name: 'Counted' });
    await step(w, w.staff, rejected.id, { action: 'reject', reason: 'Out of stock' });
    for (const filter of ['', '&deliveryType=neighbour', '&deliveryType=take_away']) {
      const kept = (await list(w.admin, `?limit=1${filter}`)).counts;
      // Every reference starts with "PL-": the search path counts the matching orders themselves.
      const counted = (await list(w.admin, `?limit=1&q=pl-${filter}`)).counts;
      expect(kept, filter).toEqual(counted);
    }
    expect((await list(w.staff, '?limit=1')).counts.rejected).toBe(1);
    expect((await list(w.otherStaff, '?limit=1')).counts).toMatchObject({ submitted: 1, rejected: 0 });
  });
});
