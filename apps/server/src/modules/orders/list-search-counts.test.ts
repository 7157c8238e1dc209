import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SEARCH_COUNT_CAP, type OrderList } from '@pharmacy/shared/schemas/order';
import { queryRows } from '../../db/json-rows';
import { call, createWorld, placeOrder, type World } from './test-world';

/*
 * Issue 13: with a search, the tab counts stop after ORDER_SEARCH_COUNT_CAP matching orders instead of counting every
 * match. The orders are copies of one placed order, written straight to the table (the counters' trigger follows).
 */

const BULK = ORDER_SEARCH_COUNT_CAP + 10;
let w: World;
beforeAll(async () => {
  w = await createWorld();
  const template = await placeOrder(w);
  // Half submitted, half cancelled; search_text "bulkmarker <n>".
  await w.t.database.db.execute(sql`
    INSERT INTO orders
    SELECT (jsonb_populate_record(o, jsonb_build_object('id', gen_random_uuid(), 'reference', 'PL-BULK' || g,
      'status', CASE WHEN g % 2 = 0 THEN 'submitted' ELSE 'cancelled' END, 'search_text', 'bulkmarker ' || g))).*
    FROM orders o, generate_series(1, ${BULK}::int) g WHERE o.id = ${template.id}`);
});
afterAll(async () => w.t.close());

async function list(query: string): Promise<OrderList> {
  const res = await call(w, 'GET', `/api/orders${query}`, w.staff.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const exact = async (pattern: string) =>
  Object.fromEntries(
    (
      await queryRows<{ status: string; n: number }>(
        w.t.database.db,
        sql`SELECT status, count(*)::int AS n FROM orders WHERE search_text LIKE ${pattern} GROUP BY status`,
      )
    ).map((r) => [r.status, r.n]),
  );

const total = (counts: OrderList['counts']) => Object.values(counts).reduce((sum, n) => sum + n, 0);

describe('tab counts with a search', () => {
  it(`stop after ${ORDER_SEARCH_COUNT_CAP} matches and say so; each count is then a lower bound`, async () => {
    const page = await list('?q=bulkmarker&limit=5');
    expect(page.countsAtLeast).toBe(true);
    expect(total(page.counts)).toBe(ORDER_SEARCH_COUNT_CAP + 1);
    const real = await exact('%bulkmarker%');
    for (const [status, n] of Object.entries(page.counts)) expect(n, status).toBeLessThanOrEqual(real[status] ?? 0);
    // The list itself is not cut: it pages through every match.
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
  });

  it('are exact under the cap', async () => {
    // "bulkmarker 7" matches 7, 70–79 and 700–799.
    const page = await list(`?q=${encodeURIComponent('bulkmarker 7')}`);
    expect(page.countsAtLeast).toBe(false);
    expect(total(page.counts)).toBe(111);
    expect(page.counts).toMatchObject(await exact('%bulkmarker 7%'));
  });

  it('are the exact kept counts without a search', async () => {
    const page = await list('?limit=1');
    expect(page.countsAtLeast).toBe(false);
    expect(total(page.counts)).toBe(BULK + 1);
  });
});
