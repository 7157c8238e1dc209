import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importCatalogue } from './import';
import type { ImportReport } from './import-report';

/*
 * The real BDPM export, from ../shared/data/bdpm beside the project (CI has it; BDPM_DIR may point elsewhere).
 * The files are read where they are, never copied into the project. Figures below are those of the export
 * described in that folder's README.
 */
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const BDPM_DIR = process.env.BDPM_DIR ?? resolve(repoRoot, '../shared/data/bdpm');
const available = existsSync(resolve(BDPM_DIR, 'CIS_bdpm.txt'));
if (!available) console.warn(`real-data.test.ts: ${BDPM_DIR} not found, the real-data import test does not run here`);

const IMPORT_TIMEOUT = 180_000;

describe.runIf(available)('importing the real BDPM export', () => {
  let t: TestApp;
  let first: ImportReport;
  beforeAll(async () => {
    t = await createTestApp();
  }, IMPORT_TIMEOUT);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const search = async (filter: string) => (await get(`/api/medicine?filter=${encodeURIComponent(filter)}&limit=5`)).json().items;
  const file = (report: ImportReport, name: string) => report.files.find((f) => f.file === name)!;

  it(
    'imports every file with the expected counts, rejecting only rows of CIS codes the list no longer has',
    async () => {
      first = await importCatalogue(t.database.db, BDPM_DIR);
      const figures = Object.fromEntries(first.files.map((f) => [f.file, [f.encoding, f.read, f.inserted, f.rejected]]));
      expect(figures).toEqual({
        'CIS_bdpm.txt': ['windows-1252', 15848, 15848, 0],
        'CIS_CIP_bdpm.txt': ['utf-8', 20899, 20895, 4],
        'CIS_COMPO_bdpm.txt': ['windows-1252', 32340, 28596, 3744],
        'CIS_CPD_bdpm.txt': ['windows-1252', 24767, 21819, 2948],
        'CIS_GENER_bdpm.txt': ['windows-1252', 10009, 7764, 2245],
      });
      for (const f of first.files) {
        expect(Object.keys(f.rejections).filter((r) => r !== 'unknown CIS (not in CIS_bdpm.txt)'), f.file).toEqual([]);
      }
      expect(file(first, 'CIS_COMPO_bdpm.txt').lineEndings).toBe('crlf');
      expect(file(first, 'CIS_CIP_bdpm.txt').notes['prices with a comma as thousands separator (e.g. 1,466,29)']).toBeGreaterThan(0);
      expect(file(first, 'CIS_CIP_bdpm.txt').notes['reimbursement rates written with a space (65 %)']).toBeGreaterThan(0);
      console.log(`real BDPM import on ${t.engine}: ${first.durationMs} ms`);
    },
    IMPORT_TIMEOUT,
  );

  it('finds known medicines, with requiresPrescription right for a prescription-only and an over-the-counter one', async () => {
    const doliprane = await search('doliprane 1000');
    expect(doliprane[0]).toMatchObject({ id: '60234100', name: 'DOLIPRANE 1000 mg, comprimé', requiresPrescription: false, marketed: true });
    expect(doliprane[0].substances.map((s: { name: string }) => s.name)).toContain('PARACÉTAMOL');
    const xanax = await search('xanax 0,25');
    expect(xanax[0]).toMatchObject({ id: '69847791', name: 'XANAX 0,25 mg, comprimé sécable', requiresPrescription: true });
    const skenan = (await get('/api/products/product?name=61227030')).json();
    expect(skenan).toMatchObject({ requiresPrescription: true });
    expect(skenan.conditions).toContain('stupéfiants');
    for (const filter of ['paracetamol', 'ibuprofene', 'dolipprane']) {
      const items = await search(filter);
      expect(items.length, filter).toBe(5);
    }
    expect((await search('ibuprofene'))[0].name).toMatch(/^IBUPROFENE /);
    expect((await search('3400930301043'))[0].id).toBe('60039171');
  });

  it('lists the other medicines of each generic group on the detail, brands first', async () => {
    const eupantol = (await get('/api/products/product?name=67232155')).json();
    const group = eupantol.genericGroups.find((g: { id: number }) => g.id === 711);
    expect(group).toMatchObject({ type: 0 });
    const members: { cis: string; name: string; type: number }[] = group.members;
    expect(members.length).toBeGreaterThan(5);
    expect(members.map((m) => m.cis)).not.toContain('67232155');
    expect(members.find((m) => m.cis === '65220275')).toMatchObject({ name: 'INIPOMP 20 mg, comprimé gastro-résistant', type: 0 });
    expect(members.some((m) => m.type === 1 && /PANTOPRAZOLE/.test(m.name))).toBe(true);
    const types = members.map((m) => m.type);
    expect(types).toEqual([...types].sort((x, y) => x - y));
  });

  it('stores the dirty prices as cents and decodes Windows-1252 punctuation', async () => {
    const expensive = (await get('/api/products/product?name=60025054')).json();
    expect(expensive.presentations.find((p: { cip13: string }) => p.cip13 === '3400927849800')).toMatchObject({ price: 146629, reimbursementRate: 30 });
    const consent = (await get('/api/products/product?name=60076860')).json();
    expect(consent.conditions).toContain('prescription nécessitant préalablement le recueil de l’accord de soins du patient');
  });

  it(
    'is idempotent: importing the same export again changes nothing',
    async () => {
      const second = await importCatalogue(t.database.db, BDPM_DIR);
      for (const f of second.files) {
        expect([f.file, f.inserted, f.updated, f.removed], f.file).toEqual([f.file, 0, 0, 0]);
        expect(f.unchanged).toBe(file(first, f.file).inserted);
      }
      console.log(`real BDPM re-import on ${t.engine}: ${second.durationMs} ms`);
    },
    IMPORT_TIMEOUT,
  );
});
