import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as search from './modules/catalogue/search';
// capture the SQL by a fake db
const captured: { sql: string; params: unknown[] }[] = [];
const fakeDb = { execute: async (q: any) => { captured.push(new PgDialect().sqlToQuery(q)); return { rows: [] }; } } as any;
await search.searchMedicines(fakeDb, { filter: process.argv[2], limit: 20 });
const client = new pg.Client('postgres://postgres@127.0.0.1:5432/cat_try');
await client.connect();
const r = await client.query('EXPLAIN (ANALYZE, BUFFERS OFF, TIMING ON) ' + captured[0].sql, captured[0].params as any[]);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await client.end();
