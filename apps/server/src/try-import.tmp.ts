import { openDatabase } from '/work/main/apps/server/src/db/client';
import { importCatalogue } from '/work/main/apps/server/src/modules/catalogue/import';
const url = process.argv[2];
const database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
for (let i = 0; i < 2; i++) {
let last = Date.now();
const r1 = await importCatalogue(database.db, '/work/shared/data/bdpm', { onStep: (s) => { console.log(s, Date.now() - last); last = Date.now(); } });
console.log('total', r1.durationMs);
}
await database.close();
