import { createServer, type Server } from 'node:http';
import { readFileSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { medicineConditions, medicinePresentations, medicines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importCatalogue } from './import';
import type { ImportReport } from './import-report';
import { CatalogueSourceError } from './bdpm-source';
import {
  FIXTURE_CONDITIONS,
  FIXTURE_MEDICINES,
  FIXTURE_PRESENTATIONS,
  fixtureFiles,
  writeFixtureDir,
} from './test-fixtures';

let t: TestApp;
const dirs: string[] = [];
const fixtureDir = (files = fixtureFiles()) => {
  const dir = writeFixtureDir(files);
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const counts = (report: ImportReport) =>
  Object.fromEntries(report.files.map((f) => [f.file, [f.read, f.inserted, f.updated, f.unchanged, f.removed, f.rejected]]));

/** Everything an import can change, to compare before and after. */
async function snapshot() {
  const db = t.database.db;
  return {
    medicines: await db.select({ cis: medicines.cis, name: medicines.name, rx: medicines.requiresPrescription, withdrawn: medicines.withdrawnAt }).from(medicines).orderBy(asc(medicines.cis)),
    presentations: await db.select({ cip13: medicinePresentations.cip13, price: medicinePresentations.priceCents, withdrawn: medicinePresentations.withdrawnAt }).from(medicinePresentations).orderBy(asc(medicinePresentations.cip13)),
    conditions: await db.select().from(medicineConditions).orderBy(asc(medicineConditions.cis), asc(medicineConditions.condition)),
    vocabulary: (await db.execute(sql`SELECT string_agg(word, ' ' ORDER BY word) AS w FROM catalogue_words`) as unknown as { rows: { w: string }[] }).rows[0].w,
  };
}

const search = async (filter: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/medicine?filter=${encodeURIComponent(filter)}` })).json().items.map((i: { id: string }) => i.id);

/** The export of a later day: one price changed, one medicine added, one gone, one condition gone. */
function changedExport() {
  return fixtureFiles({
    'CIS_bdpm.txt': [
      ...FIXTURE_MEDICINES.filter((r) => r[0] !== '60000006'),
      ['60000007', 'NOUVOTEST 5 mg, comprimé', 'comprimé', 'orale', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '01/01/2025', '', '', ' LABO TEST', 'Non'],
    ],
    'CIS_CIP_bdpm.txt': FIXTURE_PRESENTATIONS.filter((r) => r[0] !== '60000006').map((r) =>
      r[6] === '3400930000011' ? [...r.slice(0, 9), '2,05', '3,07', ...r.slice(11)] : r,
    ),
    'CIS_CPD_bdpm.txt': FIXTURE_CONDITIONS.filter((r) => !(r[0] === '60000004' && r[1] === 'liste II')),
  });
}

describe('importing the BDPM export', () => {
  it('imports the hand-made files and reports read / inserted / rejected per file', async () => {
    const report = await importCatalogue(t.database.db, fixtureDir());
    //                     read ins upd same rem rej
    expect(counts(report)).toEqual({
      'CIS_bdpm.txt': [8, 6, 0, 0, 0, 2],
      'CIS_CIP_bdpm.txt': [8, 6, 0, 0, 0, 2],
      'CIS_COMPO_bdpm.txt': [8, 7, 0, 0, 0, 1],
      'CIS_CPD_bdpm.txt': [7, 6, 0, 0, 0, 1],
      'CIS_GENER_bdpm.txt': [3, 2, 0, 0, 0, 1],
    });
    expect(report.files[0]).toMatchObject({ encoding: 'windows-1252', lineEndings: 'crlf' });
    expect(report.files[1]).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(report.files[1].rejections['unknown CIS (not in CIS_bdpm.txt)'].examples).toEqual(['line 7: 69999999']);
    const [price] = await t.database.db.select({ p: medicinePresentations.priceCents }).from(medicinePresentations).where(eq(medicinePresentations.cip13, '3400930000059'));
    expect(price.p).toBe(146629);
    expect(await search('chertest')).toEqual(['60000005']);
  });

  it('is idempotent: a second run of the same files changes nothing', async () => {
    const before = await snapshot();
    const report = await importCatalogue(t.database.db, fixtureDir());
    for (const f of report.files) expect([f.file, f.inserted, f.updated, f.removed]).toEqual([f.file, 0, 0, 0]);
    expect(counts(report)['CIS_bdpm.txt']).toEqual([8, 0, 0, 6, 0, 2]);
    expect(report.files.find((f) => f.file === 'CIS_GENER_bdpm.txt')?.notes['generic groups inserted']).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('updates what changed, withdraws what left the export, and brings it back when it returns', async () => {
    const report = await importCatalogue(t.database.db, fixtureDir(changedExport()));
    expect(counts(report)).toMatchObject({
      // 60000007 new, 60000004 lost its "liste II" (so requiresPrescription changed), 60000006 gone.
      'CIS_bdpm.txt': [8, 1, 1, 4, 1, 2],
      'CIS_CIP_bdpm.txt': [7, 0, 1, 4, 1, 2],
      'CIS_COMPO_bdpm.txt': [8, 0, 0, 6, 1, 2],
      'CIS_CPD_bdpm.txt': [6, 0, 0, 5, 1, 1],
    });
    const [ephedrine] = await t.database.db.select({ rx: medicines.requiresPrescription }).from(medicines).where(eq(medicines.cis, '60000004'));
    expect(ephedrine.rx).toBe(false);
    expect(await search('vasetest')).toEqual([]);
    expect(await search('nouvotest')).toEqual(['60000007']);
    const gone = await t.app.inject({ method: 'GET', url: '/api/products/product?name=60000006' });
    expect(gone.statusCode).toBe(404);

    const back = await importCatalogue(t.database.db, fixtureDir());
    expect(counts(back)['CIS_bdpm.txt']).toEqual([8, 0, 2, 4, 1, 2]);
    expect(await search('vasetest')).toEqual(['60000006']);
    expect(await search('nouvotest')).toEqual([]);
  });

  it('is atomic: a failure half-way leaves the previous catalogue intact and usable', async () => {
    const before = await snapshot();
    await expect(
      importCatalogue(t.database.db, fixtureDir(changedExport()), {
        onStep: (step) => {
          if (step === 'conditions') throw new Error('disk on fire');
        },
      }),
    ).rejects.toThrow('disk on fire');
    expect(await snapshot()).toEqual(before);
    expect(await search('dolitest')).toEqual(['60000001']);
    const product = await t.app.inject({ method: 'GET', url: '/api/products/product?name=60000001' });
    expect(product.json().presentations[0].price).toBe(195);
  });

  it('refuses a folder that lacks a file, and changes nothing', async () => {
    const before = await snapshot();
    const dir = fixtureDir();
    unlinkSync(join(dir, 'CIS_CPD_bdpm.txt'));
    await expect(importCatalogue(t.database.db, dir)).rejects.toThrow(CatalogueSourceError);
    await expect(importCatalogue(t.database.db, dir)).rejects.toThrow(/lacks CIS_CPD_bdpm\.txt/);
    expect(await snapshot()).toEqual(before);
  });

  it('serialises two imports started together', async () => {
    const [a, b] = await Promise.all([
      importCatalogue(t.database.db, fixtureDir(changedExport())),
      importCatalogue(t.database.db, fixtureDir(changedExport())),
    ]);
    const changed = [a, b].map((r) => r.files[0].inserted + r.files[0].updated + r.files[0].removed).sort();
    expect(changed).toEqual([0, 3]);
    await importCatalogue(t.database.db, fixtureDir());
  });

  describe('from a URL', () => {
    let server: Server;
    let base: string;
    let dir: string;
    beforeAll(async () => {
      dir = fixtureDir();
      server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const name = url.searchParams.get('fichier') ?? decodeURIComponent(url.pathname.split('/').pop() ?? '');
        try {
          res.end(readFileSync(join(dir, name)));
        } catch {
          res.statusCode = 404;
          res.end('not found');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bdpm/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('downloads the five files and imports them like a folder', async () => {
      const report = await importCatalogue(t.database.db, base);
      expect(counts(report)['CIS_bdpm.txt']).toEqual([8, 0, 0, 6, 0, 2]);
      const templated = await importCatalogue(t.database.db, `${base}files/{file}`);
      expect(templated.files[1].unchanged).toBe(6);
      const query = await importCatalogue(t.database.db, `${base}telechargement.php?fichier=`);
      expect(query.files[2].unchanged).toBe(7);
    });

    it('fails clearly on a missing file and changes nothing', async () => {
      const before = await snapshot();
      unlinkSync(join(dir, 'CIS_GENER_bdpm.txt'));
      await expect(importCatalogue(t.database.db, base)).rejects.toThrow(/CIS_GENER_bdpm\.txt: HTTP 404/);
      expect(await snapshot()).toEqual(before);
    });
  });
});
