import { openDatabase } from './db/client';
import { searchMedicines } from './modules/catalogue/search';
import { buildApp } from './app';
import { loadEnv } from './env';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/cat_srv' });
const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/x' }), database, logger: false, webDist: '/tmp/none' });
await app.ready();
const qs = ['paracetamol', 'doliprane 1000', '60234100', 'vitamine d'];
for (const q of qs) {
  for (let i = 0; i < 30; i++) await searchMedicines(database.db, { filter: q, limit: 20 });
  let t = performance.now();
  for (let i = 0; i < 50; i++) await searchMedicines(database.db, { filter: q, limit: 20 });
  const db = (performance.now() - t) / 50;
  t = performance.now();
  let size = 0;
  for (let i = 0; i < 50; i++) size = (await app.inject({ method: 'GET', url: `/api/medicine?filter=${encodeURIComponent(q)}` })).body.length;
  const http = (performance.now() - t) / 50;
  console.log(q.padEnd(16), 'db', db.toFixed(2), 'ms  inject', http.toFixed(2), 'ms  bytes', size);
}
await app.close(); await database.close();
