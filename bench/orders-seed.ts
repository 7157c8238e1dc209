/**
 * Set-based seed of the orders bench (issue 4): 100,000 orders with their lines and history in one transaction of
 * generate_series statements (about half a minute, not the hour of 100,000 API calls). The data follow the product's rules:
 * only the last days hold open orders, older ones are closed (collected, delivered, cancelled, rejected), a price
 * exists once an order was accepted, a shipper once it left the pharmacy, and search_text is what the service writes.
 * The tab counts (order_counts, migration 0008) are added in the same transaction, and checked afterwards by
 * countMismatches against a full count.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export interface SeedPlan {
  total: number;
  /** Gets every order the others do not: most of them. */
  bigPharmacyId: string;
  /** Each gets one order in 20. */
  otherPharmacyIds: string[];
  /** Staff who typed in the counter orders, per pharmacy. */
  staffByPharmacy: Record<string, string>;
  shipperIds: string[];
  /** Customer accounts created here, without a password (they never sign in). */
  customers: number;
}

export interface SeedReport {
  ms: number;
  orders: number;
  lines: number;
  history: number;
  inBigPharmacy: number;
  byStatus: Record<string, number>;
}

const FIRST = ['Louise', 'Lucas', 'Emma', 'Noah', 'Olivia', 'Arthur', 'Mila', 'Louis', 'Elena', 'Jules', 'Alice', 'Adam', 'Lina', 'Victor', 'Marie', 'Liam', 'Nina', 'Théo', 'Sofia', 'Hugo'];
const LAST = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert',
  'Dupont', 'Martin', 'Leclercq', 'Hermans', 'Michiels', 'Desmet', 'Vermeulen', 'Renard', 'Simon', 'Laurent', 'Lemaire', 'Hendrickx',
  'Van Damme', 'Nguyen', 'El Amrani', 'Mahieu', 'Wauters', 'Fontaine',
];
const MEDICINES = [
  'Dafalgan 1 g', 'Paracétamol 500 mg', 'Ibuprofène 400 mg', 'Amoxicilline 500 mg', 'Dafalgan Codéine', 'Motilium 10 mg',
  'Strepsils', 'Nurofen 200 mg', 'Vitamine D3', 'Sérum physiologique', 'Biafine', 'Rhinospray', 'Imodium', 'Buscopan',
  'Crème solaire SPF 50', 'Pantoprazole 20 mg', 'Perdolan', 'Lysomucil 600', 'Daktarin', 'Zyrtec',
];
/** The history path to each status, with the time share of each step between created_at and updated_at. */
const PATHS: Record<string, string[]> = {
  submitted: [],
  accepted: ['accept'],
  rejected: ['reject'],
  preparing: ['accept', 'prepare'],
  ready: ['accept', 'prepare', 'ready'],
  out_for_delivery: ['accept', 'prepare', 'ready', 'pick_up'],
  delivery_failed: ['accept', 'prepare', 'ready', 'pick_up', 'fail_delivery'],
  delivered: ['accept', 'prepare', 'ready', 'pick_up', 'deliver'],
  collected: ['accept', 'prepare', 'ready', 'collect'],
};
const TO: Record<string, string> = {
  accept: 'accepted', reject: 'rejected', prepare: 'preparing', ready: 'ready', pick_up: 'out_for_delivery',
  fail_delivery: 'delivery_failed', deliver: 'delivered', collect: 'collected', cancel: 'cancelled',
};

/** (status, priced, step, action, from, to) rows: every transition of every path, cancellations from both states. */
function historySteps(): string {
  const rows: string[] = [];
  const add = (status: string, priced: boolean, actions: string[]) => {
    let from = 'submitted';
    actions.forEach((action, i) => {
      rows.push(`('${status}', ${priced}, ${i + 1}, ${actions.length}, '${action}', '${from}', '${TO[action]}')`);
      from = TO[action]!;
    });
  };
  for (const [status, actions] of Object.entries(PATHS)) add(status, actions[0] === 'accept', actions);
  add('cancelled', false, ['cancel']);
  add('cancelled', true, ['accept', 'cancel']);
  return `(VALUES ${rows.join(', ')}) AS s(status, priced, step, steps, action, from_status, to_status)`;
}

const textArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Open orders only in the last 3 days; before that the closed ones. Age density grows linearly towards today (a
 * growing pharmacy), over two years.
 */
const SEED_ORDERS = `
CREATE TEMP TABLE seed_orders ON COMMIT DROP AS
WITH base AS (
  SELECT i, random() AS r_status, random() AS r_span, 730 * (1 - sqrt(random())) AS age_days,
    CASE WHEN random() < 0.3 THEN 'neighbour' ELSE 'take_away' END AS delivery_type,
    CASE WHEN random() < 0.8 THEN floor(random() * $4)::int END AS customer_no,
    CASE WHEN random() < 0.5 THEN 1 WHEN random() < 0.7 THEN 2 ELSE 3 END AS n_lines,
    CASE WHEN i % 20 < cardinality($2::text[]) THEN ($2::text[])[1 + i % 20] ELSE $1 END AS pharmacy_id
  FROM generate_series(1, $3::int) i
), shaped AS (
  SELECT b.*, date_trunc('milliseconds', now() - age_days * interval '1 day') AS created_at,
    CASE
      WHEN age_days >= 3 THEN CASE
        WHEN r_status < 0.06 THEN 'rejected' WHEN r_status < 0.14 THEN 'cancelled'
        WHEN delivery_type = 'neighbour' THEN 'delivered' ELSE 'collected' END
      WHEN r_status < 0.20 THEN 'submitted' WHEN r_status < 0.35 THEN 'accepted' WHEN r_status < 0.50 THEN 'preparing'
      WHEN r_status < 0.65 THEN 'ready'
      WHEN r_status < 0.72 THEN CASE WHEN delivery_type = 'neighbour' THEN 'out_for_delivery' ELSE 'ready' END
      WHEN r_status < 0.74 THEN CASE WHEN delivery_type = 'neighbour' THEN 'delivery_failed' ELSE 'preparing' END
      WHEN r_status < 0.78 THEN 'cancelled'
      WHEN delivery_type = 'neighbour' THEN 'delivered' ELSE 'collected' END AS status
  FROM base b
)
SELECT s.i, gen_random_uuid() AS id, s.pharmacy_id, s.delivery_type, s.status, s.n_lines, s.created_at,
  CASE WHEN s.status = 'submitted' THEN s.created_at
    ELSE date_trunc('milliseconds', s.created_at + s.r_span * least(interval '2 days', now() - s.created_at)) END AS updated_at,
  s.status NOT IN ('submitted', 'rejected') AND NOT (s.status = 'cancelled' AND s.r_span < 0.5) AS priced,
  c.uid AS customer_id,
  coalesce(c.first_name, (${textArray(FIRST)})[1 + (s.i * 7) % ${FIRST.length}]) AS first_name,
  coalesce(c.last_name, (${textArray(LAST)})[1 + (s.i * 11) % ${LAST.length}]) AS last_name,
  'PL-' || (SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((s.i::bigint * 7919 + 104729) % 729000000 / power(30, d)::bigint % 30)::int, 1), '' ORDER BY d DESC)
    FROM generate_series(0, 5) d) AS reference
FROM shaped s LEFT JOIN seed_customers c ON c.no = s.customer_no`;

const SEED_LINES = `
CREATE TEMP TABLE seed_lines ON COMMIT DROP AS
SELECT gen_random_uuid() AS id, o.id AS order_id, p AS position, (${textArray(MEDICINES)})[1 + (o.i * 3 + p * 7) % ${MEDICINES.length}] AS name,
  1 + (o.i + p) % 3 AS quantity, CASE WHEN o.priced THEN 250 + (o.i * 37 + p * 101) % 3000 END AS unit_price_cents
FROM seed_orders o CROSS JOIN LATERAL generate_series(0, o.n_lines - 1) p`;

/** The columns a submission writes, with the sample form's fictitious identity numbers. */
const INSERT_ORDERS = `
INSERT INTO orders (id, reference, status, source, customer_id, created_by, pharmacy_id, shipper_id, language, prescription_type,
  delivery_type, has_prescription_items, request, other_request_pharmacy, with_prescription, without_prescription, street,
  postal_code, city, first_name, last_name, email, phone, national_registration_number, rid, id_card_number, pharmacy_call,
  has_comment, comment, mandated, toc, other_request, delivery_fee_cents, total_cents, handover_code, proof_receiver_name, proof_at,
  proof_by, rejection_reason, cancellation_reason, failure_reason, search_text, created_at, updated_at)
SELECT o.id, o.reference, o.status, CASE WHEN o.customer_id IS NULL THEN 'counter' ELSE 'online' END, o.customer_id,
  coalesce(o.customer_id, ($1::jsonb) ->> o.pharmacy_id), o.pharmacy_id,
  CASE WHEN o.status IN ('out_for_delivery', 'delivered', 'delivery_failed') THEN ($2::text[])[1 + o.i % cardinality($2::text[])] END,
  'fr', CASE WHEN o.i % 3 = 0 THEN 'no_prescription' ELSE 'rid' END, o.delivery_type, false, '', '', o.i % 3 <> 0, o.i % 3 = 0,
  'Rue de la Loi ' || (1 + o.i % 200), '1000', 'Bruxelles', o.first_name, o.last_name,
  lower(replace(o.first_name || '.' || o.last_name, ' ', '')) || '@example.com', '+32 470 12 34 56', '85.07.30-033.28',
  CASE WHEN o.i % 3 = 0 THEN '{}'::text[] ELSE ARRAY['BEPPA1B2C3D4'] END, '591-2345678-29', false, o.i % 4 = 0,
  CASE WHEN o.i % 4 = 0 THEN 'Please call the bell twice.' ELSE '' END, '', true, '',
  CASE WHEN o.delivery_type = 'neighbour' THEN 450 ELSE 0 END, CASE WHEN o.priced THEN l.total END,
  lpad(floor(random() * 1000000)::int::text, 6, '0'),
  CASE WHEN o.status = 'delivered' THEN o.first_name || ' ' || o.last_name END,
  CASE WHEN o.status = 'delivered' THEN o.updated_at END,
  CASE WHEN o.status = 'delivered' THEN ($2::text[])[1 + o.i % cardinality($2::text[])] END,
  CASE WHEN o.status = 'rejected' THEN 'Not available at the moment.' END,
  CASE WHEN o.status = 'cancelled' THEN 'No longer needed.' END,
  CASE WHEN o.status = 'delivery_failed' THEN 'Nobody at home.' END,
  catalogue_normalize(concat_ws(' ', o.reference, o.first_name, o.last_name, '', l.names)), o.created_at, o.updated_at
FROM seed_orders o JOIN (
  SELECT order_id, string_agg(name, ' ' ORDER BY position) AS names, sum(quantity * unit_price_cents)::int AS total
  FROM seed_lines GROUP BY order_id
) l ON l.order_id = o.id`;

const INSERT_HISTORY = `
INSERT INTO order_history (order_id, at, actor_id, actor_role, action, from_status, to_status, note)
SELECT o.id, o.created_at, coalesce(o.customer_id, ($1::jsonb) ->> o.pharmacy_id), CASE WHEN o.customer_id IS NULL THEN 'pharmacy' ELSE 'customer' END,
  'submit', NULL, 'submitted', NULL FROM seed_orders o
UNION ALL
SELECT o.id, date_trunc('milliseconds', o.created_at + (o.updated_at - o.created_at) * s.step / s.steps),
  CASE WHEN s.action IN ('pick_up', 'deliver', 'fail_delivery') THEN ($2::text[])[1 + o.i % cardinality($2::text[])] ELSE ($1::jsonb) ->> o.pharmacy_id END,
  CASE WHEN s.action IN ('pick_up', 'deliver', 'fail_delivery') THEN 'shipper' ELSE 'pharmacy' END,
  s.action, s.from_status, s.to_status, NULL
FROM seed_orders o JOIN ${historySteps()} ON s.status = o.status AND s.priced = o.priced`;

const INSERT_LINES = `
INSERT INTO order_lines (id, order_id, position, name, quantity, unit_price_cents, requires_prescription)
SELECT id, order_id, position, name, quantity, unit_price_cents, false FROM seed_lines`;

async function seedCustomers(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE seed_customers ON COMMIT DROP AS
     SELECT c AS no, gen_random_uuid()::text AS uid, (${textArray(FIRST)})[1 + c % ${FIRST.length}] AS first_name,
       (${textArray(LAST)})[1 + (c * 7) % ${LAST.length}] AS last_name
     FROM generate_series(0, $1::int - 1) c`,
    [count],
  );
  await client.query(`INSERT INTO auth_user (id, name, email, email_verified, role)
    SELECT uid, first_name || ' ' || last_name, 'seed-customer-' || no || '@example.com', true, 'customer' FROM seed_customers`);
  await client.query(`INSERT INTO users (uid, email, first_name, last_name, display_name, role, status, language)
    SELECT uid, 'seed-customer-' || no || '@example.com', first_name, last_name, first_name || ' ' || last_name, 'customer', 'active',
      (ARRAY['fr', 'nl', 'en', 'de'])[1 + no % 4] FROM seed_customers`);
  await client.query(`INSERT INTO user_role (user_id, role_id) SELECT uid, 'customer' FROM seed_customers`);
}

/** Secondary indexes of the seeded tables (constraint indexes stay): built once after the load, not row by row. */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes i
     WHERE schemaname = current_schema() AND tablename IN ('orders', 'order_lines', 'order_history')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const row of rows) await client.query(`DROP INDEX "${row.name}"`);
  return rows.map((r) => r.def);
}

/**
 * Seeds in one transaction. The per-row counting trigger is off during the load and the counts are added by one
 * GROUP BY in the same transaction: as exact as the trigger (the ALTER TABLE lock keeps other writers out until the
 * commit), without 100,000 updates of a handful of counter rows in one transaction (each walks the row's growing
 * version chain: five minutes instead of half a minute, measured).
 * Then VACUUM ANALYZE, so the planner knows the rows before the first request.
 */
export async function seedOrders(client: pg.Client, plan: SeedPlan): Promise<SeedReport> {
  const started = performance.now();
  const staff = JSON.stringify(plan.staffByPharmacy);
  let loaded: Omit<SeedReport, 'ms' | 'inBigPharmacy' | 'byStatus'>;
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const indexes = await dropSecondaryIndexes(client);
    await client.query('ALTER TABLE orders DISABLE TRIGGER orders_count_insert');
    await seedCustomers(client, plan.customers);
    await client.query(SEED_ORDERS, [plan.bigPharmacyId, plan.otherPharmacyIds, plan.total, plan.customers]);
    await client.query(SEED_LINES);
    const orders = (await client.query(INSERT_ORDERS, [staff, plan.shipperIds])).rowCount ?? 0;
    const lines = (await client.query(INSERT_LINES)).rowCount ?? 0;
    const history = (await client.query(INSERT_HISTORY, [staff, plan.shipperIds])).rowCount ?? 0;
    await client.query('ALTER TABLE orders ENABLE TRIGGER orders_count_insert');
    await client.query(`INSERT INTO order_counts AS c (pharmacy_id, delivery_type, status, n)
      SELECT pharmacy_id, delivery_type, status, count(*)::int FROM seed_orders GROUP BY 1, 2, 3
      ON CONFLICT (pharmacy_id, delivery_type, status) DO UPDATE SET n = c.n + excluded.n`);
    for (const def of indexes) await client.query(def);
    await client.query('COMMIT');
    loaded = { orders, lines, history };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
  await client.query('VACUUM ANALYZE');
  const counted = await client.query<{ status: string; n: number; big: number }>(
    'SELECT status, count(*)::int AS n, count(*) FILTER (WHERE pharmacy_id = $1)::int AS big FROM orders GROUP BY status ORDER BY status',
    [plan.bigPharmacyId],
  );
  return {
    ms: Math.round(performance.now() - started),
    ...loaded,
    inBigPharmacy: counted.rows.reduce((sum, r) => sum + r.big, 0),
    byStatus: Object.fromEntries(counted.rows.map((r) => [r.status, r.n])),
  };
}

/** Rows of order_counts that differ from a full count of `orders` (0 = exact). */
export async function countMismatches(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM (
      SELECT pharmacy_id, delivery_type, status, count(*)::int AS n FROM orders GROUP BY 1, 2, 3
    ) real FULL JOIN (SELECT * FROM order_counts WHERE n <> 0) kept USING (pharmacy_id, delivery_type, status)
    WHERE real.n IS DISTINCT FROM kept.n`);
  return rows[0]?.n ?? -1;
}
