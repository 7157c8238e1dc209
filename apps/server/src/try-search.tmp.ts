import { openDatabase } from './db/client';
import { searchMedicines } from './modules/catalogue/search';
import { findProduct } from './modules/catalogue/product';
const url = process.argv[2];
const database = await openDatabase(url ? { url } : { dataDir: process.argv[3] ?? 'memory://' });
const qs = process.argv.slice(4).length ? process.argv.slice(4) : ['doliprane 1000', 'paracetamol', 'ibuprofene', '3400930000000', 'dolipprane', 'amoxicilline acide clavulanique', 'levothyrox 75', 'spasfon', 'ventoline', 'xanax', '5 %', '100%', 'a_b', 'kardegic 75', 'smecta', 'augmentin', 'ibuprofen 400', 'paracetamol codeine', '3400930', 'omeprazole 20'];
for (const q of qs) {
  const t = performance.now();
  const r = await searchMedicines(database.db, { filter: q, limit: 5 });
  const ms = performance.now() - t;
  console.log(`${q.padEnd(34)} ${ms.toFixed(1).padStart(7)}ms  ${r.items.map((i) => i.name.slice(0, 40)).join(' | ')}`);
}
const p = await findProduct(database.db, 'doliprane 1000 mg, comprimé');
console.log(p.id, p.name, p.price, p.requiresPrescription, p.presentations.length, p.conditions);
await database.close();
