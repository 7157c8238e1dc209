import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importCatalogue } from './import';
import { writeFixtureDir } from './test-fixtures';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = writeFixtureDir();
  await importCatalogue(t.database.db, dir);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/medicine/figures', () => {
  it('counts the imported catalogue, for anyone: marketed, with and without prescription, the forms', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/medicine/figures' });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    // The fixture: six valid medicines, one not marketed (VASETEST); two gélules among the five marketed.
    expect(figures).toMatchObject({ total: 6, marketed: 5, otherForms: 0 });
    expect(figures.forms[0]).toEqual({ form: 'gélule', count: 2 });
    expect(figures.forms.map((f: { count: number }) => f.count).reduce((a: number, b: number) => a + b, 0)).toBe(5);

    // With or without prescription, as the search marks each marketed medicine.
    const search = await t.app.inject({ method: 'GET', url: '/api/medicine?filter=test&limit=50' });
    const items = (search.json().items as { id: string; requiresPrescription: boolean }[]).filter((i) => i.id !== '60000006');
    expect(items).toHaveLength(5);
    const prescription = items.filter((i) => i.requiresPrescription).length;
    expect(prescription).toBeGreaterThan(0);
    expect(figures.withPrescription).toBe(prescription);
    expect(figures.withoutPrescription).toBe(5 - prescription);
  });
});
