/**
 * The invoices of the invoice bench (issue 14), written in bulk SQL: invoices, their lines, the credit notes of the
 * invoices credited in full, and the yearly number series, as the module's commands would leave them (drafts.ts,
 * issue.ts, pay.ts, credit-note.ts, overdue.ts):
 * - a draft has no number, issue date or structured communication; drafts are recent (the last 30 days);
 * - an issued invoice is numbered `CODE-YYYY-NNNNN` in its pharmacy's series for the year of its issue date (Brussels),
 *   gapless and shared with the credit notes, in the order they were issued; invoice_sequences holds each series' last;
 * - due = issue date + the pharmacy's payment term; a counter sale is paid on the spot (card or cash), a transfer
 *   later or not: unpaid past its due date it is `overdue` (the hourly job's work), before it `sent`;
 * - an invoice credited in full is `credited`, and its credit note (kind credit_note, `sent`, due on its issue date, no
 *   structured communication) has the same lines with negative amounts, numbered when it was issued;
 * - totals per VAT rate as packages/shared/src/invoices/vat.ts computes them (VAT-included prices for consumers).
 * random() is seeded, so two runs write the same invoices (but for the ids and the day they are counted from).
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export interface InvoiceSeedPlan {
  /** Invoices (kind invoice); the credit notes come on top of them. */
  invoices: number;
  /** Invoices credited in full, each by one credit note. */
  creditNotes: number;
  /** Gets two invoices in five: the pharmacy whose staff is measured. */
  bigPharmacyId: string;
  /** Share the other invoices evenly. */
  otherPharmacyIds: string[];
  /** The staff account that writes the big pharmacy's invoices (created_by). */
  staffUid: string;
  /** Customer accounts created here, without a password (they never sign in); some invoices are theirs. */
  customers: number;
  /** The customer who signs in: every 1,000th invoice (at the big pharmacy) bills them, but for the businesses'. */
  measuredCustomer: { uid: string; name: string; email: string };
}

export interface InvoiceSeedReport {
  ms: number;
  /** Rows of `invoices`: invoices and credit notes. */
  rows: number;
  creditNotes: number;
  lines: number;
  series: number;
  /** Series whose numbers are not exactly 1..last of invoice_sequences (0 = gapless). */
  seriesGaps: number;
  /** Invoices per status, all pharmacies (credit notes apart). */
  byStatus: Record<string, number>;
  /** Rows (invoices and credit notes) of the big pharmacy. */
  inBigPharmacy: number;
  bigByStatus: Record<string, number>;
  bigCreditNotes: number;
  customerLinked: number;
}

const FIRST = ['Louise', 'Lucas', 'Emma', 'Noah', 'Olivia', 'Arthur', 'Mila', 'Louis', 'Elena', 'Jules', 'Alice', 'Adam', 'Lina', 'Victor', 'Marie', 'Liam', 'Nina', 'Théo', 'Sofia', 'Hugo'];
const LAST = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert',
  'Dupont', 'Martin', 'Leclercq', 'Hermans', 'Michiels', 'Desmet', 'Vermeulen', 'Renard', 'Simon', 'Laurent', 'Lemaire', 'Hendrickx',
  'Van Damme', 'Nguyen', 'El Amrani', 'Mahieu', 'Wauters', 'Fontaine',
];
/** Buyers with a VAT number, invoiced at prices before VAT and paying by transfer. */
const BUSINESSES = [
  'Maison de repos Les Tilleuls', 'Résidence Saint-Joseph', 'WZC Hof ter Linden', 'Cabinet médical Peeters', 'Kinépraxis Dupont',
  'Crèche Les Petits Pas', 'Huisartsenpraktijk De Brug', 'Centre de santé Josaphat', 'Tandartsen Vermeulen', 'Résidence Le Parc',
  'WZC Sint-Anna', 'Infirmières à domicile Renard',
];
const MEDICINES = [
  'Dafalgan 1 g, 20 comprimés', 'Paracétamol 500 mg, 30 comprimés', 'Ibuprofène 400 mg, 30 comprimés', 'Amoxicilline 500 mg, 16 gélules',
  'Dafalgan Codéine, 20 comprimés', 'Motilium 10 mg, 30 comprimés', 'Strepsils miel citron', 'Nurofen 200 mg, 24 comprimés',
  'Sérum physiologique, 40 unidoses', 'Biafine émulsion 186 g', 'Rhinospray 10 ml', 'Imodium 2 mg, 20 gélules', 'Buscopan 10 mg',
  'Pantoprazole 20 mg, 28 comprimés', 'Perdolan 500 mg', 'Lysomucil 600, 10 sachets', 'Daktarin crème 30 g', 'Zyrtec 10 mg, 20 comprimés',
];
/** Goods at 21 %. */
const GOODS = ['Thermomètre digital', 'Crème solaire SPF 50', 'Vitamine D3 1000 UI', 'Brosse à dents souple', 'Tensiomètre poignet', 'Livraison à domicile'];

const textArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const BRUSSELS_DAY = (ts: string) => `(${ts} AT TIME ZONE 'Europe/Brussels')::date`;
const TODAY = BRUSSELS_DAY('now()');

/** A valid Belgian VAT number for business n: `BE0` + 7 digits + 97 − (the 8 first digits mod 97). */
const vatNumberOf = (n: string) => `'BE0' || lpad((1000000 + ${n} * 7919)::text, 7, '0') || lpad((97 - (1000000 + ${n} * 7919) % 97)::text, 2, '0')`;

/**
 * The invoices before numbering. Age density grows linearly towards today (a growing pharmacy), over two years; drafts
 * within the last 30 days. $1 big pharmacy, $2 the others, $3 invoices, $4 customers, $5 measured customer
 * {uid,name,email}, $6 staff uid.
 */
const SEED_INVOICES = `
CREATE TEMP TABLE seed_inv ON COMMIT DROP AS
WITH base AS MATERIALIZED (
  SELECT i,
    CASE WHEN i % 5 < 2 THEN $1::text ELSE ($2::text[])[1 + i % cardinality($2::text[])] END AS pharmacy_id,
    random() AS r_draft, random() AS r_business, random() AS r_cust, random() AS r_spot, random() AS r_late,
    random() AS r_paid, random() AS r_lines, random() AS r_minutes, random() AS r_age
  FROM generate_series(1, $3::int) i
), shaped AS MATERIALIZED (
  SELECT b.*, b.r_draft < 0.03 AS draft, b.r_business < 0.12 AS business,
    CASE WHEN b.r_business < 0.12 THEN NULL WHEN b.i % 1000 = 0 THEN -1
      WHEN b.r_cust < 0.45 THEN floor(b.r_cust / 0.45 * $4)::int END AS customer_no,
    date_trunc('milliseconds', now() - CASE WHEN b.r_draft < 0.03 THEN 30 * b.r_age ELSE 730 * (1 - sqrt(b.r_age)) END * interval '1 day') AS at,
    CASE WHEN b.r_lines < 0.30 THEN 1 WHEN b.r_lines < 0.55 THEN 2 WHEN b.r_lines < 0.73 THEN 3 WHEN b.r_lines < 0.85 THEN 4
      WHEN b.r_lines < 0.94 THEN 5 ELSE 6 END AS n_lines
  FROM base b
), dated AS (
  SELECT s.*, p.invoice_term_days,
    CASE WHEN s.draft THEN s.at ELSE s.at - s.r_minutes * interval '20 minutes' END AS created_at,
    CASE WHEN s.draft THEN NULL ELSE s.at END AS sent_at,
    CASE WHEN s.draft THEN NULL ELSE ${BRUSSELS_DAY('s.at')} END AS issue_date
  FROM shaped s JOIN pharmacies p ON p.id = s.pharmacy_id
), paid AS (
  SELECT d.*, d.issue_date + d.invoice_term_days AS due_date,
    CASE
      WHEN d.draft THEN NULL
      WHEN NOT d.business AND d.r_spot < 0.85 THEN d.sent_at
      WHEN d.issue_date + d.invoice_term_days >= ${TODAY} THEN
        CASE WHEN d.r_late < 0.5 THEN date_trunc('milliseconds', d.sent_at + d.r_paid * (now() - d.sent_at)) END
      WHEN d.r_late < 0.03 OR (d.issue_date + d.invoice_term_days >= ${TODAY} - 60 AND d.r_late < 0.15) THEN NULL
      ELSE date_trunc('milliseconds', d.sent_at + d.r_paid * least(now() - d.sent_at, (d.invoice_term_days + 15) * interval '1 day'))
    END AS paid_at
  FROM dated d
)
SELECT p.i, gen_random_uuid() AS id, p.pharmacy_id, p.draft, p.business, NOT p.business AS prices_include_vat, p.n_lines,
  p.created_at, p.sent_at, p.issue_date, CASE WHEN p.draft THEN NULL ELSE p.due_date END AS due_date, p.paid_at,
  CASE WHEN p.paid_at IS NULL THEN NULL WHEN p.paid_at = p.sent_at THEN CASE WHEN p.r_minutes < 0.7 THEN 'card' ELSE 'cash' END ELSE 'transfer' END AS payment_method,
  CASE WHEN p.draft THEN 'draft' WHEN p.paid_at IS NOT NULL THEN 'paid' WHEN p.due_date >= ${TODAY} THEN 'sent' ELSE 'overdue' END AS status,
  CASE WHEN p.customer_no = -1 THEN $5::jsonb ->> 'uid' ELSE c.uid END AS customer_id,
  CASE WHEN p.i % 3 = 0 AND p.customer_no IS DISTINCT FROM -1 THEN 'nl' ELSE 'fr' END AS language,
  CASE
    WHEN p.business THEN jsonb_build_object('name', (${textArray(BUSINESSES)})[1 + p.i % ${BUSINESSES.length}],
      'street', 'Avenue Louise ' || (1 + p.i % ${BUSINESSES.length} * 17), 'postalCode', '1050', 'city', 'Ixelles', 'country', 'BE',
      'vatNumber', ${vatNumberOf(`(p.i % ${BUSINESSES.length})`)}, 'email', 'compta-' || (p.i % ${BUSINESSES.length}) || '@example.com')
    ELSE jsonb_build_object(
      'name', CASE WHEN p.customer_no = -1 THEN $5::jsonb ->> 'name' ELSE coalesce(c.first_name || ' ' || c.last_name,
        (${textArray(FIRST)})[1 + (p.i * 7) % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (p.i * 11) % ${LAST.length}]) END,
      'street', 'Rue de la Loi ' || (1 + p.i % 200), 'postalCode', '1000', 'city', 'Bruxelles', 'country', 'BE', 'vatNumber', NULL,
      'email', CASE WHEN p.customer_no = -1 THEN $5::jsonb ->> 'email' ELSE 'seed-customer-' || c.no || '@example.com' END)
  END AS buyer,
  CASE WHEN p.pharmacy_id = $1 THEN $6::text END AS created_by,
  greatest(p.created_at, p.sent_at, p.paid_at) AS updated_at
FROM paid p LEFT JOIN seed_customers c ON c.no = p.customer_no`;

/** 1–6 lines per invoice: medicines at 6 %, one line in six goods at 21 %; VAT-included prices for consumers. */
const SEED_LINES = `
CREATE TEMP TABLE seed_lines ON COMMIT DROP AS
SELECT s.i, l.position, l.vat_rate,
  CASE WHEN l.vat_rate = 21 THEN (${textArray(GOODS)})[1 + (s.i * 5 + l.position * 3) % ${GOODS.length}]
    ELSE (${textArray(MEDICINES)})[1 + (s.i * 3 + l.position * 7) % ${MEDICINES.length}] END AS description,
  1 + (s.i + l.position) % 3 AS quantity,
  CASE WHEN l.vat_rate = 21 THEN 399 + (s.i * 53 + l.position * 89) % 2600 ELSE 250 + (s.i * 37 + l.position * 101) % 3000 END AS unit_price_cents
FROM seed_inv s CROSS JOIN LATERAL (
  SELECT p AS position, CASE WHEN (s.i * 3 + p * 7) % 6 = 0 THEN 21 ELSE 6 END AS vat_rate FROM generate_series(0, s.n_lines - 1) p
) l`;

/** $1 how many: issued invoices at least a day old, a fixed pseudo-random choice; each credit note within 30 days. */
const SEED_CREDITS = `
CREATE TEMP TABLE seed_cn ON COMMIT DROP AS
SELECT gen_random_uuid() AS id, s.id AS invoice_id, s.i,
  date_trunc('milliseconds', s.sent_at + random() * least(interval '30 days', now() - interval '1 hour' - s.sent_at)) AS sent_at
FROM (SELECT * FROM seed_inv WHERE NOT draft AND sent_at < now() - interval '1 day' ORDER BY md5(i::text) LIMIT $1) s`;

/** Invoices and credit notes, numbered per pharmacy and year of issue in the order they were issued. */
const SEED_DOCS = `
CREATE TEMP TABLE seed_docs ON COMMIT DROP AS
WITH docs AS (
  SELECT s.id, s.i, s.pharmacy_id, 'invoice' AS kind,
    CASE WHEN c.id IS NOT NULL THEN 'credited' ELSE s.status END AS status,
    NULL::uuid AS credited_invoice_id, 1 AS sign, s.customer_id, s.buyer, s.language, s.prices_include_vat,
    s.created_at, s.sent_at, s.issue_date, s.due_date, s.paid_at, s.payment_method, s.created_by,
    greatest(s.updated_at, c.sent_at) AS updated_at
  FROM seed_inv s LEFT JOIN seed_cn c ON c.invoice_id = s.id
  UNION ALL
  SELECT c.id, c.i, s.pharmacy_id, 'credit_note', 'sent', s.id, -1, s.customer_id, s.buyer, s.language, s.prices_include_vat,
    c.sent_at, c.sent_at, ${BRUSSELS_DAY('c.sent_at')}, ${BRUSSELS_DAY('c.sent_at')}, NULL, NULL, s.created_by, c.sent_at
  FROM seed_cn c JOIN seed_inv s ON s.id = c.invoice_id
), yearly AS (
  SELECT d.*, extract(year FROM d.issue_date)::int AS year FROM docs d
)
SELECT y.*,
  CASE WHEN y.sent_at IS NOT NULL THEN row_number() OVER (PARTITION BY y.pharmacy_id, y.year ORDER BY y.sent_at, y.id)::int END AS sequence
FROM yearly y`;

/** Per document: VAT once per rate on the rate's summed amounts, half away from zero (vatOnBase / vatInGross). */
const SEED_TOTALS = `
CREATE TEMP TABLE seed_totals ON COMMIT DROP AS
WITH per_rate AS (
  SELECT d.id, d.sign, d.prices_include_vat, l.vat_rate AS rate, sum(l.quantity * l.unit_price_cents)::bigint AS a
  FROM seed_docs d JOIN seed_lines l ON l.i = d.i
  GROUP BY d.id, d.sign, d.prices_include_vat, l.vat_rate
), taxed AS (
  SELECT id, rate,
    sign * CASE WHEN prices_include_vat THEN a - (2 * a * rate + 100 + rate) / (2 * (100 + rate)) ELSE a END AS base,
    sign * CASE WHEN prices_include_vat THEN (2 * a * rate + 100 + rate) / (2 * (100 + rate)) ELSE (a * rate + 50) / 100 END AS vat
  FROM per_rate
)
SELECT id, sum(base)::int AS net, sum(vat)::int AS vat, (sum(base) + sum(vat))::int AS gross,
  jsonb_agg(jsonb_build_object('rate', rate, 'baseCents', base, 'vatCents', vat) ORDER BY rate) AS breakdown
FROM taxed GROUP BY id`;

/** The ten digits (year's last two, then the sequence) and their mod-97 check, printed +++123/4567/89002+++. */
const OGM = `(SELECT '+++' || substr(g.d, 1, 3) || '/' || substr(g.d, 4, 4) || '/' || substr(g.d, 8, 5) || '+++'
  FROM (SELECT lpad(b::text, 10, '0') || lpad((CASE WHEN b % 97 = 0 THEN 97 ELSE b % 97 END)::text, 2, '0') AS d
    FROM (SELECT (d.year % 100) * 100000000::bigint + d.sequence AS b) x) g)`;

const INSERT_INVOICES = `
INSERT INTO invoices (id, pharmacy_id, kind, status, number, year, sequence, order_id, credited_invoice_id, customer_id, seller, buyer,
  language, notes, prices_include_vat, net_cents, vat_cents, gross_cents, breakdown, structured_communication, issue_date, due_date,
  sent_at, paid_at, payment_method, created_by, created_at, updated_at)
SELECT d.id, d.pharmacy_id, d.kind, d.status,
  CASE WHEN d.sequence IS NOT NULL THEN upper(replace(p.code, ' ', '')) || '-' || d.year || '-' || lpad(d.sequence::text, greatest(5, length(d.sequence::text)), '0') END,
  CASE WHEN d.sequence IS NOT NULL THEN d.year END, d.sequence, NULL, d.credited_invoice_id, d.customer_id,
  jsonb_build_object('name', p.name, 'street', p.address, 'postalCode', p.postal_code, 'city', p.city, 'country', 'BE',
    'vatNumber', p.vat_number, 'pharmacyCode', p.code, 'iban', p.iban, 'bic', p.bic),
  d.buyer, d.language, '', d.prices_include_vat, t.net, t.vat, t.gross, t.breakdown,
  CASE WHEN d.kind = 'invoice' AND d.sequence IS NOT NULL THEN ${OGM} END,
  d.issue_date, d.due_date, d.sent_at, d.paid_at, d.payment_method, d.created_by, d.created_at, d.updated_at
FROM seed_docs d JOIN seed_totals t USING (id) JOIN pharmacies p ON p.id = d.pharmacy_id`;

const INSERT_LINES = `
INSERT INTO invoice_lines (invoice_id, position, id, description, quantity, unit_price_cents, vat_rate, amount_cents, cis)
SELECT d.id, l.position, gen_random_uuid(), l.description, l.quantity, d.sign * l.unit_price_cents, l.vat_rate,
  d.sign * l.quantity * l.unit_price_cents, NULL
FROM seed_docs d JOIN seed_lines l ON l.i = d.i`;

const INSERT_SEQUENCES = `
INSERT INTO invoice_sequences (pharmacy_id, year, last)
SELECT pharmacy_id, year, max(sequence) FROM seed_docs WHERE sequence IS NOT NULL GROUP BY 1, 2`;

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

/** Secondary indexes of invoices (constraint indexes stay): built once after the load, not row by row. */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes i
     WHERE schemaname = current_schema() AND tablename IN ('invoices', 'invoice_lines')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const row of rows) await client.query(`DROP INDEX "${row.name}"`);
  return rows.map((r) => r.def);
}

/** Series (pharmacy, year) whose issued numbers are not exactly 1..last, or without their invoice_sequences row. */
export async function seriesGaps(client: pg.Client): Promise<{ series: number; gaps: number }> {
  const { rows } = await client.query<{ series: number; gaps: number }>(`
    SELECT count(*)::int AS series, count(*) FILTER (WHERE s.n IS DISTINCT FROM q.last OR s.lo <> 1 OR s.hi <> s.n OR s.n <> s.distinct_numbers)::int AS gaps
    FROM (SELECT pharmacy_id, year, count(*) AS n, min(sequence) AS lo, max(sequence) AS hi, count(DISTINCT number) AS distinct_numbers
          FROM invoices WHERE number IS NOT NULL GROUP BY 1, 2) s
    FULL JOIN invoice_sequences q USING (pharmacy_id, year)`);
  return rows[0]!;
}

/** Seeds in one transaction, rebuilds the indexes (the series' unique index checks the numbers), then VACUUM ANALYZE. */
export async function seedInvoices(client: pg.Client, plan: InvoiceSeedPlan): Promise<InvoiceSeedReport> {
  const started = performance.now();
  let rows: number;
  let lines: number;
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query('SELECT setseed(0.14)');
    const indexes = await dropSecondaryIndexes(client);
    await seedCustomers(client, plan.customers);
    await client.query(SEED_INVOICES, [
      plan.bigPharmacyId,
      plan.otherPharmacyIds,
      plan.invoices,
      plan.customers,
      JSON.stringify(plan.measuredCustomer),
      plan.staffUid,
    ]);
    await client.query(SEED_LINES);
    await client.query(SEED_CREDITS, [plan.creditNotes]);
    await client.query(SEED_DOCS);
    await client.query(SEED_TOTALS);
    rows = (await client.query(INSERT_INVOICES)).rowCount ?? 0;
    lines = (await client.query(INSERT_LINES)).rowCount ?? 0;
    await client.query(INSERT_SEQUENCES);
    for (const def of indexes) await client.query(def);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
  await client.query('VACUUM ANALYZE');
  const ms = Math.round(performance.now() - started);
  const counted = await client.query<{ kind: string; status: string; n: number; big: number; linked: number }>(
    `SELECT kind, status, count(*)::int AS n, count(*) FILTER (WHERE pharmacy_id = $1)::int AS big,
       count(customer_id)::int AS linked
     FROM invoices GROUP BY kind, status ORDER BY kind, status`,
    [plan.bigPharmacyId],
  );
  const invoicesOnly = counted.rows.filter((r) => r.kind === 'invoice');
  const notes = counted.rows.filter((r) => r.kind === 'credit_note');
  const { series, gaps } = await seriesGaps(client);
  return {
    ms,
    rows,
    creditNotes: notes.reduce((sum, r) => sum + r.n, 0),
    lines,
    series,
    seriesGaps: gaps,
    byStatus: Object.fromEntries(invoicesOnly.map((r) => [r.status, r.n])),
    inBigPharmacy: counted.rows.reduce((sum, r) => sum + r.big, 0),
    bigByStatus: Object.fromEntries(invoicesOnly.map((r) => [r.status, r.big])),
    bigCreditNotes: notes.reduce((sum, r) => sum + r.big, 0),
    customerLinked: counted.rows.reduce((sum, r) => sum + r.linked, 0),
  };
}
