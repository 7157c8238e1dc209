import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidateCatalogue } from './cache';
import type { ConditionRecord, GenericRecord, MedicineRecord, PresentationRecord, SubstanceRecord } from './bdpm-files';

/** What goes into the catalogue: the parsed rows plus the two values derived from other files. */
export interface CatalogueData {
  medicines: (MedicineRecord & { requiresPrescription: boolean; substancesText: string })[];
  presentations: PresentationRecord[];
  substances: SubstanceRecord[];
  conditions: ConditionRecord[];
  generics: GenericRecord[];
}

export interface MergeCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface ApplyResult {
  medicines: MergeCounts;
  presentations: MergeCounts;
  substances: MergeCounts;
  conditions: MergeCounts;
  genericMembers: MergeCounts;
  genericGroups: MergeCounts;
}

export type ApplyStep = keyof ApplyResult | 'vocabulary' | 'commit';

/** Two imports at once would interleave; this lock makes the second wait for the first. */
const IMPORT_LOCK_KEY = 770_301_003;
const BATCH = 2000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface TableSpec {
  table: string;
  key: string[];
  /** Columns besides the key; empty for tables that are only a key. */
  columns: string[];
  /** Rows that left the export are marked withdrawn (true) or deleted (false). */
  softDelete: boolean;
}

const MEDICINES: TableSpec = {
  table: 'medicines',
  key: ['cis'],
  columns: [
    'name', 'form', 'routes', 'authorisation_status', 'procedure', 'marketing_status', 'marketed', 'authorisation_date',
    'warning_status', 'eu_number', 'holders', 'enhanced_monitoring', 'requires_prescription', 'substances_text',
  ],
  softDelete: true,
};
const PRESENTATIONS: TableSpec = {
  table: 'medicine_presentations',
  key: ['cip13'],
  columns: [
    'cis', 'cip7', 'label', 'status', 'marketing_status', 'marketed', 'declaration_date', 'hospital_approved',
    'reimbursement_rate', 'price_cents', 'price_with_fee_cents', 'dispensing_fee_cents', 'reimbursement_notes',
  ],
  softDelete: true,
};
const SUBSTANCES: TableSpec = {
  table: 'medicine_substances',
  key: ['cis', 'element', 'substance_code', 'link_number'],
  columns: ['substance_name', 'strength', 'strength_reference', 'nature'],
  softDelete: false,
};
const CONDITIONS: TableSpec = { table: 'medicine_conditions', key: ['cis', 'condition'], columns: [], softDelete: false };
const GROUPS: TableSpec = { table: 'generic_groups', key: ['id'], columns: ['label'], softDelete: false };
const MEMBERS: TableSpec = { table: 'generic_group_members', key: ['group_id', 'cis'], columns: ['type', 'sort_order'], softDelete: false };

const ident = (name: string) => sql.raw(`"${name}"`);
const list = (names: string[], prefix = '') => sql.raw(names.map((n) => `${prefix}"${n}"`).join(', '));

function firstRow<T>(result: unknown): T {
  return (result as { rows: T[] }).rows[0];
}

const snakeKeys = new Map<string, string>();

/** camelCase record → snake_case row, for json_populate_recordset. */
function snake(record: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    let key = snakeKeys.get(k);
    if (key === undefined) snakeKeys.set(k, (key = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
    out[key] = v;
  }
  return out;
}

/** A temporary copy of the table's columns, filled in batches from JSON (one parameter per batch). */
async function stage(tx: Tx, spec: TableSpec, rows: Record<string, unknown>[]): Promise<string> {
  const stageName = `stage_${spec.table}`;
  const columns = [...spec.key, ...spec.columns];
  await tx.execute(sql`CREATE TEMP TABLE ${ident(stageName)} (LIKE ${ident(spec.table)} INCLUDING DEFAULTS) ON COMMIT DROP`);
  await tx.execute(sql`ALTER TABLE ${ident(stageName)} ADD PRIMARY KEY (${list(spec.key)})`);
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await tx.execute(sql`
      INSERT INTO ${ident(stageName)} (${list(columns)})
      SELECT ${list(columns)} FROM json_populate_recordset(NULL::${ident(stageName)}, ${json}::json)`);
  }
  return stageName;
}

/** Insert new rows, update changed ones (only those), then withdraw or delete the rows the export no longer has. */
async function merge(tx: Tx, spec: TableSpec, rows: Record<string, unknown>[]): Promise<MergeCounts> {
  const stageName = await stage(tx, spec, rows);
  const t = ident(spec.table);
  const s = ident(stageName);
  const all = [...spec.key, ...spec.columns];
  const sets: string[] = spec.columns.map((c) => `"${c}" = excluded."${c}"`);
  const current: string[] = spec.columns.map((c) => `t."${c}"`);
  const incoming: string[] = spec.columns.map((c) => `s."${c}"`);
  if (spec.softDelete) {
    sets.push('"withdrawn_at" = NULL', '"updated_at" = now()');
    current.push('t."withdrawn_at"');
    incoming.push('NULL::timestamptz');
  }
  // A single column compares as a scalar, not a one-field row.
  const differs = (a: string[], b: string[]) =>
    a.length === 1 ? `${a[0]} IS DISTINCT FROM ${b[0]}` : `(${a.join(', ')}) IS DISTINCT FROM (${b.join(', ')})`;
  const conflict =
    sets.length === 0
      ? sql`DO NOTHING`
      : sql.raw(`DO UPDATE SET ${sets.join(', ')} WHERE ${differs(current, incoming.map((c) => c.replace(/^s\./, 'excluded.')))}`);
  // Only new and changed rows enter the INSERT: unchanged ones would still pay for the generated columns and the
  // conflict check. ON CONFLICT stays for the rows a concurrent writer may have added meanwhile.
  const keyJoin = spec.key.map((k) => `cur."${k}" = s."${k}"`).join(' AND ');
  const before = current.map((c) => c.replace(/^t\./, 'cur.'));
  const newOrChanged = sql.raw(
    `LEFT JOIN "${spec.table}" cur ON ${keyJoin} WHERE cur."${spec.key[0]}" IS NULL${before.length ? ` OR ${differs(before, incoming)}` : ''}`,
  );
  const upsert = firstRow<{ inserted: number; updated: number }>(
    await tx.execute(sql`
      WITH up AS (
        INSERT INTO ${t} AS t (${list(all)})
        SELECT ${list(all, 's.')} FROM ${s} s ${newOrChanged}
        ON CONFLICT (${list(spec.key)}) ${conflict}
        RETURNING (xmax = 0) AS inserted
      )
      SELECT (count(*) FILTER (WHERE inserted))::int AS inserted, (count(*) FILTER (WHERE NOT inserted))::int AS updated FROM up`),
  );
  const missing = sql.raw(`NOT EXISTS (SELECT 1 FROM "${stageName}" s WHERE ${spec.key.map((k) => `s."${k}" = t."${k}"`).join(' AND ')})`);
  const gone = firstRow<{ removed: number }>(
    await tx.execute(
      spec.softDelete
        ? sql`WITH w AS (UPDATE ${t} AS t SET withdrawn_at = now(), updated_at = now() WHERE withdrawn_at IS NULL AND ${missing} RETURNING 1)
              SELECT count(*)::int AS removed FROM w`
        : sql`WITH d AS (DELETE FROM ${t} AS t WHERE ${missing} RETURNING 1) SELECT count(*)::int AS removed FROM d`,
    ),
  );
  return {
    inserted: upsert.inserted,
    updated: upsert.updated,
    unchanged: rows.length - upsert.inserted - upsert.updated,
    removed: gone.removed,
  };
}

/**
 * Makes the catalogue equal to `data`, in ONE transaction: if anything fails (or `onStep` throws) nothing is
 * changed and the previous catalogue stays as it was. Running it twice with the same data changes nothing.
 */
export async function applyCatalogue(
  db: Db,
  data: CatalogueData,
  onStep: (step: ApplyStep) => void | Promise<void> = () => {},
): Promise<ApplyResult> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    // Bulk statements on estimated-large sets would make PostgreSQL spend seconds JIT-compiling for nothing.
    await tx.execute(sql`SET LOCAL jit = off`);
    await onStep('medicines');
    const medicines = await merge(tx, MEDICINES, data.medicines.map(snake));
    await onStep('vocabulary');
    if (medicines.inserted + medicines.updated + medicines.removed > 0) await refreshVocabulary(tx);
    await onStep('presentations');
    const presentations = await merge(tx, PRESENTATIONS, data.presentations.map(snake));
    await onStep('substances');
    const substances = await merge(tx, SUBSTANCES, data.substances.map(snake));
    await onStep('conditions');
    const conditions = await merge(tx, CONDITIONS, data.conditions.map(snake));
    await onStep('genericGroups');
    const groups = new Map<number, string>();
    for (const g of data.generics) if (!groups.has(g.groupId)) groups.set(g.groupId, g.label);
    // Members first would break their foreign key; groups that lose all members are deleted after.
    const genericGroups = await mergeGroups(tx, [...groups].map(([id, label]) => ({ id, label })));
    await onStep('genericMembers');
    const genericMembers = await merge(
      tx,
      MEMBERS,
      data.generics.map((g) => ({ group_id: g.groupId, cis: g.cis, type: g.type, sort_order: g.sortOrder })),
    );
    genericGroups.removed = firstRow<{ removed: number }>(
      await tx.execute(sql`WITH d AS (DELETE FROM generic_groups g WHERE NOT EXISTS (SELECT 1 FROM stage_generic_groups s WHERE s.id = g.id) RETURNING 1)
                           SELECT count(*)::int AS removed FROM d`),
    ).removed;
    await onStep('commit');
    const result = { medicines, presentations, substances, conditions, genericMembers, genericGroups };
    // PGlite has no autovacuum: fresh statistics keep the planner on the indexes. Skipped when nothing changed.
    if (Object.values(result).some((c) => c.inserted + c.updated + c.removed > 0)) {
      await tx.execute(sql`ANALYZE medicines, catalogue_words, medicine_presentations, medicine_substances, medicine_conditions,
        generic_group_members`);
    }
    return result;
  });
  // After the commit: cleared earlier, a search running meanwhile could cache the old catalogue again.
  invalidateCatalogue(db);
  return result;
}

/**
 * The vocabulary is every distinct word of the medicines' generated `search_words` (withdrawn ones included: it
 * only leads to medicines, which search then filters). Rebuilt only when medicines changed.
 */
async function refreshVocabulary(tx: Tx): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE vocabulary ON COMMIT DROP AS SELECT DISTINCT unnest(search_words) AS word FROM medicines`);
  await tx.execute(sql`DELETE FROM catalogue_words w WHERE NOT EXISTS (SELECT 1 FROM vocabulary v WHERE v.word = w.word)`);
  await tx.execute(sql`INSERT INTO catalogue_words (word) SELECT word FROM vocabulary ORDER BY word ON CONFLICT DO NOTHING`);
}

/** Groups are upserted like the rest; their removal waits until members have been merged (see above). */
async function mergeGroups(tx: Tx, rows: { id: number; label: string }[]): Promise<MergeCounts> {
  await stage(tx, GROUPS, rows);
  const upsert = firstRow<{ inserted: number; updated: number }>(
    await tx.execute(sql`
      WITH up AS (
        INSERT INTO generic_groups AS t (id, label) SELECT id, label FROM stage_generic_groups
        ON CONFLICT (id) DO UPDATE SET label = excluded.label WHERE t.label IS DISTINCT FROM excluded.label
        RETURNING (xmax = 0) AS inserted
      )
      SELECT (count(*) FILTER (WHERE inserted))::int AS inserted, (count(*) FILTER (WHERE NOT inserted))::int AS updated FROM up`),
  );
  return { inserted: upsert.inserted, updated: upsert.updated, unchanged: rows.length - upsert.inserted - upsert.updated, removed: 0 };
}

/** True when no medicine is in the catalogue (withdrawn ones count as present). */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const row = firstRow<{ empty: boolean }>(await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM medicines) AS empty`));
  return row.empty;
}
