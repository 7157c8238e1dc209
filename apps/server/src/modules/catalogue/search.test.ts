import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoCatalogue } from '../../seed/catalogue-demo';
import { seedDemo } from '../../seed/demo';
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

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/medicine?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; name: string; price: number | null; requiresPrescription: boolean }[]; nextCursor: string | null };
};
const ids = async (filter: string) => (await list(`filter=${encodeURIComponent(filter)}`)).items.map((i) => i.id);

describe('GET /api/medicine (search)', () => {
  it.each([
    ['the exact name', 'dolitest', ['60000001']],
    ['any case', 'DOLITEST 1000', ['60000001']],
    ['a partial word', 'dolit', ['60000001']],
    ['a typo', 'dolipest', ['60000001']],
    ['two swapped letters', 'dolitset', ['60000001']],
    ['a substance, without its accent', 'paracetamol', ['60000001']],
    ['a substance with a typo', 'amoxicilin', ['60000002']],
    ['a name with an accent and an apostrophe, typed without', 'ephedrine', ['60000004']],
    ['a CIP13', '3400930000042', ['60000003']],
    ['the start of a CIP13', '340093000004', ['60000003']],
    ['a CIP7', '3000005', ['60000005']],
    ['a CIS', '60000002', ['60000002']],
    ['a code nobody has', '3400930000000', []],
    ['two words that are never together', 'dolitest morphine', []],
  ])('finds by %s (%s)', async (_label, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it('searches % and _ literally, not as wildcards', async () => {
    expect(await ids('%')).toEqual(['60000006']);
    expect(await ids('100 %')).toEqual(['60000006']);
    expect(await ids('_')).toEqual([]);
    expect(await ids('dolitest_1000')).toEqual([]);
    expect(await ids('a%b')).toEqual([]);
  });

  it('ranks names before substances and marketed medicines first', async () => {
    // "morphi" starts MORPHITEST's name and is in its substance; "test" is in every name: marketed ones first.
    expect(await ids('morphi')).toEqual(['60000003']);
    const all = await ids('test');
    expect(all).toHaveLength(6);
    expect(all[all.length - 1]).toBe('60000006');
  });

  it('answers medicines as products: lowest marketed price in cents, prescription flag, substances, presentations', async () => {
    const { items } = await list('filter=dolitest');
    expect(items[0]).toEqual({
      id: '60000001',
      name: 'DOLITEST 1000 mg, comprimé',
      form: 'comprimé',
      price: 195,
      requiresPrescription: false,
      marketed: true,
      availableAt: 0,
      substances: [{ code: '02202', name: 'PARACÉTAMOL', strength: '1000 mg', strengthReference: 'un comprimé', nature: 'SA' }],
      presentations: [
        { cip13: '3400930000011', cip7: '3000001', label: 'plaquette(s) de 8 comprimé(s)', marketed: true, price: 195, reimbursementRate: 65 },
        { cip13: '3400930000028', cip7: '3000002', label: 'plaquette(s) de 16 comprimé(s)', marketed: true, price: 310, reimbursementRate: 65 },
      ],
    });
    const morphine = (await list('filter=morphitest')).items[0];
    expect(morphine).toMatchObject({ requiresPrescription: true, price: 751858 });
  });

  it('pages with a keyset cursor, without repeating or skipping, with and without a filter', async () => {
    for (const filter of ['', 'test']) {
      const full = (await list(`filter=${filter}&limit=50`)).items.map((i) => i.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`filter=${filter}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(full);
      expect(full).toHaveLength(6);
    }
    // Without a filter: marketed first, then by name.
    expect((await list('limit=50')).items.map((i) => i.name.split(' ')[0])).toEqual(['AMOXITEST', 'CHERTEST', 'DOLITEST', 'L’ÉPHÉDRINE', 'MORPHITEST', 'VASETEST']);
  });

  it('answers 400 for a filter over 200 characters, a bad limit, or a cursor of another filter', async () => {
    const long = await get(`/api/medicine?filter=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION', fields: { filter: 'validation.tooLong' } });
    expect((await get(`/api/medicine?filter=${'a'.repeat(200)}`)).statusCode).toBe(200);
    for (const limit of ['0', '51', 'x', '1.5']) {
      expect((await get(`/api/medicine?limit=${limit}`)).statusCode, limit).toBe(400);
    }
    const page = await list('filter=test&limit=2');
    const other = await get(`/api/medicine?filter=dolitest&cursor=${page.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fields: { cursor: 'validation.cursor' } });
    expect((await get('/api/medicine?filter=test&cursor=garbage')).statusCode).toBe(400);
  });
});

describe('GET /api/products/product', () => {
  it('returns one medicine by exact name (any case, any accents) or by CIS, with its details', async () => {
    const byName = await get(`/api/products/product?name=${encodeURIComponent('dolitest 1000 MG, COMPRIME')}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ id: '60000001', price: 195, genericGroups: [{ id: 1, type: 0 }] });
    const amoxi = (await get('/api/products/product?name=60000002')).json();
    expect(amoxi).toMatchObject({
      id: '60000002',
      requiresPrescription: true,
      conditions: ['liste I'],
      price: null,
      holders: 'LABO TEST',
      authorisationDate: '2005-07-07',
      routes: ['orale'],
    });
    expect(amoxi.presentations[0]).toMatchObject({ cip13: '3400930000035', offers: [], reimbursementRate: null });
    const ephedrine = (await get('/api/products/product?name=60000004')).json();
    expect(ephedrine.conditions).toEqual(['liste II', 'prescription nécessitant préalablement le recueil de l’accord de soins du patient']);
  });

  it('answers 404 for an unknown name and 400 without one', async () => {
    const missing = await get('/api/products/product?name=nothing%20like%20this');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/api/products/product')).statusCode).toBe(400);
    expect((await get('/api/products/product?name=%20')).statusCode).toBe(400);
  });
});

describe('the demo catalogue (SEED_DEMO)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('fills an empty catalogue once, with a demo pharmacy employing the demo pharmacist', async () => {
    await seedDemo(demo.database.db);
    expect(await seedDemoCatalogue(demo.database.db)).toEqual({ medicines: 18, pharmacy: 'Pharmacie de démonstration' });
    expect(await seedDemoCatalogue(demo.database.db)).toBeNull();
    const search = (filter: string) => demo.app.inject({ method: 'GET', url: `/api/medicine?filter=${encodeURIComponent(filter)}` });
    const paracetamol = (await search('paracetamol')).json().items;
    expect(paracetamol.map((i: { name: string }) => i.name)).toEqual([
      'PARACETAMOL DEMO 1000 mg, comprimé effervescent',
      'PARACETAMOL DEMO 500 mg, comprimé',
    ]);
    expect(paracetamol.every((i: { requiresPrescription: boolean }) => !i.requiresPrescription)).toBe(true);
    expect((await search('morphine')).json().items[0]).toMatchObject({ requiresPrescription: true });
    const pharmacies = (await demo.app.inject({ method: 'GET', url: '/api/pharmacies' })).json().items;
    expect(pharmacies).toHaveLength(1);
    const product = (await demo.app.inject({ method: 'GET', url: '/api/products/product?name=90000001' })).json();
    expect(product.availableAt).toBe(1);
    expect(product.presentations[0].offers[0]).toMatchObject({ pharmacyName: 'Pharmacie de démonstration', price: 195 });
  });
});

// The same imported fixture, in a few numbers (the gallery's charts).
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
