import { readBdpmSource } from '/work/main/apps/server/src/modules/catalogue/bdpm-source';
import { parseBdpm } from '/work/main/apps/server/src/modules/catalogue/import';
for (let i = 0; i < 3; i++) {
let t = Date.now();
const f = await readBdpmSource('/work/shared/data/bdpm');
console.log('read', Date.now() - t); t = Date.now();
const p = parseBdpm(f);
console.log('parse', Date.now() - t); t = Date.now();
const j = JSON.stringify(p.data.medicines); console.log('json', Date.now() - t, j.length);
}
