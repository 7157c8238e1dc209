import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHOP_SLUG } from '@pharmacy/shared/shop/constants';
import { pharmacyStaff, shopProducts } from '../../db/schema';
import { CIS, createWorld, type World } from '../orders/test-world';
import { send } from './testing/requests';
import { addShopPacks, aProduct, PACKS, paraBody } from './testing/world';

/* Issue 15, the shop's API: what staff put on sale, what anyone sees, and the prescription rule everywhere. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
  await addShopPacks(w.t.database.db);
});
afterAll(async () => w?.t.close());

const shop = async (query = '') => {
  const res = await send(w, undefined, 'GET', `/api/shop/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; slug: string; name: string; priceCents: number; pharmacy: { id: string } }[]; nextCursor: string | null };
};

describe('putting products on sale', () => {
  it('a parapharmacy item: 21 % VAT by default, a readable slug, its colours, shown to anyone with its pharmacy', async () => {
    const p = await aProduct(w, w.staff, { name: 'Crème solaire SPF 50', category: 'skin', colors: ['50 ml', '200 ml'] });
    expect(p).toMatchObject({ kind: 'parapharmacy', cip13: null, vatRate: 21, colors: ['50 ml', '200 ml'], visible: true, pharmacy: { id: w.pharmacyA, name: 'Pharmacie du Sablon', postalCode: '1000' } });
    expect(p.slug).toMatch(SHOP_SLUG);
    expect(p.slug.startsWith('creme-solaire-spf-50-')).toBe(true);
    const detail = await send(w, undefined, 'GET', `/api/shop/products/${p.slug}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id: p.id, description: p.description, colors: ['50 ml', '200 ml'], pharmacy: { city: 'Bruxelles' } });
  });

  it('a medicine without prescription: its catalogue name and 6 % VAT by default, linked to its pack', async () => {
    const p = await aProduct(w, w.staff, { kind: 'medicine', cip13: PACKS.paracetamol, name: undefined, category: 'pain', colors: [], priceCents: 299 });
    expect(p).toMatchObject({ kind: 'medicine', cip13: PACKS.paracetamol, vatRate: 6, name: 'PARACÉTAMOL TEST 500 mg, comprimé', medicine: { cis: CIS.paracetamol, officialPriceCents: 250 } });
    // One product per pack and pharmacy.
    const again = await send(w, w.staff, 'POST', '/api/shop/products', paraBody({ kind: 'medicine', cip13: PACKS.paracetamol, name: undefined }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().fields).toEqual({ cip13: 'validation.duplicate' });
  });

  it('refuses a prescription-only medicine on create, naming the rule', async () => {
    const res = await send(w, w.staff, 'POST', '/api/shop/products', paraBody({ kind: 'medicine', cip13: PACKS.amoxicillin, name: undefined }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_ONLY', fields: { cip13: 'validation.needsPrescription' } });
    expect(res.json().message).toMatch(/prescription-only/);
    const unknown = await send(w, w.staff, 'POST', '/api/shop/products', paraBody({ kind: 'medicine', cip13: '3400939999999', name: undefined }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ cip13: 'validation.unknownMedicine' });
  });

  it('refuses a prescription-only medicine when an update changes the CIP13; a CIP13 on parapharmacy is refused', async () => {
    const p = await aProduct(w, w.staff, { kind: 'medicine', cip13: PACKS.ibuprofen, name: undefined, priceCents: 450 });
    const res = await send(w, w.staff, 'PATCH', `/api/shop/products/${p.id}`, { cip13: PACKS.amoxicillin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('PRESCRIPTION_ONLY');
    const after = await send(w, w.staff, 'GET', `/api/shop/manage/by-slug/${p.slug}`);
    expect(after.json().cip13).toBe(PACKS.ibuprofen);
    const para = await aProduct(w, w.staff);
    expect((await send(w, w.staff, 'PATCH', `/api/shop/products/${para.id}`, { cip13: PACKS.paracetamol })).statusCode).toBe(400);
  });

  it('a prescription-only row that got in anyway is never shown: not listed, no page, no SPEC product', async () => {
    const p = await aProduct(w, w.staff, { name: 'Sneaky', category: 'pain' });
    // As if the catalogue had changed its conditions after the product was listed.
    await w.t.database.db.update(shopProducts).set({ kind: 'medicine', cip13: PACKS.amoxicillin }).where(eq(shopProducts.id, p.id));
    expect((await shop('?q=sneaky')).items).toEqual([]);
    expect((await shop('?category=pain&limit=100')).items.map((i) => i.id)).not.toContain(p.id);
    expect((await send(w, undefined, 'GET', `/api/shop/products/${p.slug}`)).statusCode).toBe(404);
    expect((await send(w, undefined, 'GET', `/api/products/product?name=${p.slug}`)).statusCode).toBe(404);
    // Its pharmacy can still hide it and fix its text: the pack already on sale is not checked again on every edit
    // (choosing a prescription-only pack is, in the test above).
    const hide = await send(w, w.staff, 'PATCH', `/api/shop/products/${p.id}`, { visible: false, description: 'Retiré de la vente' });
    expect(hide.statusCode, hide.body).toBe(200);
  });

  it('edits what it is told, and keeps the slug so links stay valid', async () => {
    const p = await aProduct(w, w.staff);
    const res = await send(w, w.staff, 'PATCH', `/api/shop/products/${p.id}`, { name: 'Gourde renommée', priceCents: 2490, visible: false, colors: ['Vert'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: p.slug, name: 'Gourde renommée', priceCents: 2490, visible: false, colors: ['Vert'] });
    expect((await send(w, undefined, 'GET', `/api/shop/products/${p.slug}`)).statusCode).toBe(404);
  });

  it('asks which pharmacy when the staff member works for several', async () => {
    await w.t.database.db.insert(pharmacyStaff).values({ pharmacyId: w.pharmacyB, userId: w.staff.uid });
    try {
      const res = await send(w, w.staff, 'POST', '/api/shop/products', paraBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ pharmacyId: 'validation.required' });
      expect((await aProduct(w, w.staff, { pharmacyId: w.pharmacyB })).pharmacy.id).toBe(w.pharmacyB);
    } finally {
      await w.t.database.db.delete(pharmacyStaff).where(eq(pharmacyStaff.userId, w.staff.uid));
      await w.t.database.db.insert(pharmacyStaff).values({ pharmacyId: w.pharmacyA, userId: w.staff.uid });
    }
  });

  it('answers 400 with field keys on bad input, never a 500', async () => {
    const res = await send(w, w.staff, 'POST', '/api/shop/products', { kind: 'parapharmacy', priceCents: -1, category: 'nope', colors: ['a', 'A'] });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('the public shop', () => {
  let sun: string;
  let ghent: string;
  beforeAll(async () => {
    sun = (await aProduct(w, w.staff, { name: 'Lait après-soleil', brand: 'Avène', category: 'skin', priceCents: 1450, quantity: 0 })).id;
    ghent = (await aProduct(w, w.otherStaff, { name: 'Shampooing doux', brand: 'Klorane', category: 'hygiene', priceCents: 890 })).id;
    await aProduct(w, w.staff, { name: 'Brosse à dents cachée', category: 'hygiene', visible: false });
  });

  it('forgives accents, case and typos', async () => {
    expect((await shop('?q=APRES%20SOLEIL')).items.map((i) => i.id)).toContain(sun);
    expect((await shop('?q=avene')).items.map((i) => i.id)).toContain(sun);
    expect((await shop('?q=shampoing')).items.map((i) => i.id)).toEqual([ghent]);
    expect((await shop('?q=klorame')).items.map((i) => i.id)).toEqual([ghent]);
    expect((await shop('?q=paracetamoll')).items.map((i) => i.name)).toEqual(['PARACÉTAMOL TEST 500 mg, comprimé']);
    expect((await shop('?q=ibuprofene')).items.map((i) => i.name)).toEqual(['IBUPROFÈNE TEST 400 mg, comprimé']);
    expect((await shop('?q=cachee')).items).toEqual([]);
  });

  it('filters by category, price range, stock and a pharmacy near a postcode', async () => {
    const hygiene = (await shop('?category=hygiene')).items;
    expect(hygiene.map((i) => i.name)).toEqual(['Shampooing doux']);
    const cheap = (await shop('?maxPrice=900&limit=100')).items;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((i) => i.priceCents <= 900)).toBe(true);
    expect((await shop('?minPrice=1400&maxPrice=1500')).items.map((i) => i.id)).toEqual([sun]);
    expect((await shop('?inStock=true&limit=100')).items.map((i) => i.id)).not.toContain(sun);
    expect((await shop('?inStock=false&limit=100')).items.map((i) => i.id)).toContain(sun);
    // A (1000 Brussels, delivers to 1050) and B (9000 Ghent).
    const near1050 = (await shop('?postcode=1050&limit=100')).items;
    expect(near1050.every((i) => i.pharmacy.id === w.pharmacyA)).toBe(true);
    const near9050 = (await shop('?postcode=9050&limit=100')).items;
    expect(near9050.map((i) => i.id)).toContain(ghent);
    expect(near9050.every((i) => i.pharmacy.id === w.pharmacyB)).toBe(true);
    expect((await send(w, undefined, 'GET', '/api/shop/products?postcode=abc')).statusCode).toBe(400);
  });

  it('sorts by price both ways and walks every page once with the cursor', async () => {
    const all = (await shop('?sort=price&limit=100')).items;
    const prices = all.map((i) => i.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await shop('?sort=-price&limit=100')).items.map((i) => i.priceCents);
    expect(down).toEqual([...prices].sort((a, b) => b - a));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await shop(`?sort=price&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((i) => i.id));
    const other = await shop('?sort=name&limit=1');
    expect((await send(w, undefined, 'GET', `/api/shop/products?sort=price&cursor=${other.nextCursor}`)).statusCode).toBe(400);
  });
});

describe('GET /api/products/product?name= (SPEC §7)', () => {
  it('answers a SPEC Product for a shop slug', async () => {
    const p = await aProduct(w, w.staff, { colors: ['S', 'M', 'L'], priceCents: 1200, quantity: 7 });
    const res = await send(w, undefined, 'GET', `/api/products/product?name=${p.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, price: 1200, quantity: 7, colors: ['S', 'M', 'L'], name: p.name, slug: p.slug, pharmacy: { id: w.pharmacyA } });
  });

  it('keeps answering for catalogue medicines, by name and by CIS', async () => {
    const byName = await send(w, undefined, 'GET', `/api/products/product?name=${encodeURIComponent('PARACÉTAMOL TEST 500 mg, comprimé')}`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ id: CIS.paracetamol, requiresPrescription: false });
    expect((await send(w, undefined, 'GET', `/api/products/product?name=${CIS.amoxicillin}`)).json()).toMatchObject({ id: CIS.amoxicillin, requiresPrescription: true });
    expect((await send(w, undefined, 'GET', '/api/products/product?name=no-such-thing-abcdef')).statusCode).toBe(404);
  });

  it('a hidden product is not answered', async () => {
    const p = await aProduct(w, w.staff, { visible: false });
    expect((await send(w, undefined, 'GET', `/api/products/product?name=${p.slug}`)).statusCode).toBe(404);
  });
});
