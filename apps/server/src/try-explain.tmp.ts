import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from './db/client';
import * as search from './modules/catalogue/search';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/cat_try' });
const captured: { sql: string; params: unknown[] }[] = [];
const db = new Proxy(database.db, { get(target, p) { if (p === 'execute') return async (q: any) => { captured.push(new PgDialect().sqlToQuery(q)); return (target as any).execute(q); }; return (target as any)[p]; } });
await search.searchMedicines(db as any, { filter: process.argv[2], limit: 20 });
const client = new pg.Client('postgres://postgres@127.0.0.1:5432/cat_try');
await client.connect();
for (const c of captured) {
  const r = await client.query('EXPLAIN (ANALYZE, BUFFERS OFF, TIMING ON) ' + c.sql, c.params as any[]);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => !/SubPlan|cis = m.cis|withdrawn_at IS NULL\)$|pharmacy_stock|cip13 = p|quantity > 0|medicine_presentations_cis_idx|medicine_substances_cis|Aggregate  \(cost=(8|10|19)/.test(l)).join('\n'));
  console.log('-----');
}
await client.end(); await database.close();
