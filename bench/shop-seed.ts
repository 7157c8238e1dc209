/**
 * The products of the shop bench (issue 15), written in bulk: parapharmacy items of every pharmacy, as
 * commands/write-product.ts would leave them:
 * - the slug is the name's slug (at most 50 characters), `-`, and the first 6 hex digits of the id (SHOP_SLUG);
 * - search_text is catalogue_normalize(name, brand and '' joined by spaces), the database's own normalisation;
 * - VAT 21 % (SHOP_DEFAULT_VAT), prices in cents VAT included, most products visible, some out of stock.
 * Names come from word lists (product, quality, size) so the trigram search has real words to find; the choices are
 * fixed by the row number, so two runs write the same products (but for the ids and slugs).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { slugify } from '@pharmacy/shared/slug';
import { SHOP_CATEGORIES, SHOP_DEFAULT_VAT } from '@pharmacy/shared/shop/constants';

type Category = (typeof SHOP_CATEGORIES)[number];

export interface ShopSeedPlan {
  pharmacyIds: string[];
  perPharmacy: number;
}

export interface ShopSeedReport {
  ms: number;
  rows: number;
  visible: number;
  inStock: number;
  byCategory: Record<string, number>;
  /** Slugs of visible products, spread over the pharmacies: the product pages the load cycles over. */
  slugs: string[];
}

/** Each category's products: what a Belgian pharmacy's shelves hold. */
const PRODUCTS: Record<Category, string[]> = {
  pain: ['Patch chauffant', 'Gel arnica', 'Baume du tigre', 'Coussin thermique', 'Gel froid apaisant'],
  'cold-flu': ['Spray nasal eau de mer', 'Pastilles gorge miel', 'Inhalateur eucalyptus', 'Sirop toux sèche', 'Mouchoirs baume'],
  digestion: ['Charbon végétal', 'Probiotiques flore intestinale', 'Tisane digestive', 'Fibres de psyllium', 'Pastilles menthe poivrée'],
  skin: ['Crème hydratante', 'Crème solaire', 'Lait corps', 'Sérum anti-âge', 'Baume lèvres', 'Eau micellaire', 'Crème mains'],
  baby: ['Liniment oléo-calcaire', 'Crème change', 'Lait de toilette bébé', 'Sérum physiologique', 'Biberon anti-colique'],
  hygiene: ['Shampoing doux', 'Gel douche surgras', 'Dentifrice sensibilité', 'Déodorant minéral', 'Savon de Marseille'],
  vitamins: ['Vitamine D3', 'Magnésium marin', 'Vitamine C effervescente', 'Zinc sélénium', 'Oméga 3 huile de poisson'],
  'first-aid': ['Pansements assortis', 'Compresses stériles', 'Désinfectant chlorhexidine', 'Bande élastique', 'Sparadrap tissé'],
  devices: ['Thermomètre digital', 'Tensiomètre poignet', 'Oxymètre de pouls', 'Pilulier hebdomadaire', 'Inhalateur chambre'],
  other: ['Bouchons d’oreille', 'Lunettes loupe', 'Bas de contention', 'Répulsif moustiques', 'Trousse de voyage'],
};
const QUALITIES = ['peau sensible', 'sans parfum', 'bio', 'intense', 'fraîcheur', 'réparateur', 'nourrissant', 'enfant', 'famille', 'extra doux'];
const SIZES = ['50 ml', '100 ml', '200 ml', '400 ml', '30 gélules', '60 comprimés', 'lot de 2', 'format voyage'];
const BRANDS = ['Avène', 'La Roche-Posay', 'Vichy', 'Bioderma', 'Nuxe', 'Uriage', 'Mustela', 'Eucerin', 'Weleda', 'Omron', 'Hansaplast', 'Arkopharma'];
const COLORS = [[], [], [], ['blanc', 'bleu'], ['S', 'M', 'L']];

/** Product number `i` (0-based, all pharmacies): its fields but for the id, slug and search text. */
function productOf(i: number) {
  const category = SHOP_CATEGORIES[i % SHOP_CATEGORIES.length]!;
  const names = PRODUCTS[category];
  const name = `${names[Math.floor(i / SHOP_CATEGORIES.length) % names.length]} ${QUALITIES[(i * 7) % QUALITIES.length]} ${SIZES[(i * 3) % SIZES.length]}`;
  const brand = BRANDS[(i * 5) % BRANDS.length]!;
  const priceCents = 199 + ((i * 7919) % 4800);
  // One in seven sold out; one in eleven hidden (a draft not published yet): moduli prime to the categories' 10.
  const quantity = i % 7 === 0 ? 0 : 1 + ((i * 31) % 120);
  return { category, name, brand, priceCents, quantity, visible: i % 11 !== 3, colors: COLORS[i % COLORS.length]! };
}

const INSERT = `
INSERT INTO shop_products (id, pharmacy_id, slug, kind, cip13, name, brand, category, description, colors, price_cents, vat_rate,
  quantity, visible, search_text, created_at, updated_at)
SELECT r.id, r.pharmacy_id, r.slug, 'parapharmacy', NULL, r.name, r.brand, r.category, r.description,
  CASE WHEN r.colors = '' THEN '{}'::text[] ELSE string_to_array(r.colors, ',') END, r.price_cents, ${SHOP_DEFAULT_VAT},
  r.quantity, r.visible, catalogue_normalize(r.name || ' ' || r.brand || ' '), r.created_at, r.created_at
FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[],
  $11::boolean[], $12::timestamptz[]) AS r(id, pharmacy_id, slug, name, brand, category, description, colors, price_cents, quantity,
  visible, created_at)`;

const BATCH = 5_000;

/** Seeds in one transaction (batches of 5,000 rows through unnest), then VACUUM ANALYZE. */
export async function seedShop(client: pg.Client, plan: ShopSeedPlan): Promise<ShopSeedReport> {
  const started = performance.now();
  const now = Date.now();
  const total = plan.pharmacyIds.length * plan.perPharmacy;
  const slugs: string[] = [];
  let rows = 0;
  await client.query('BEGIN');
  try {
    for (let from = 0; from < total; from += BATCH) {
      const columns: unknown[][] = Array.from({ length: 12 }, () => []);
      for (let i = from; i < Math.min(total, from + BATCH); i++) {
        const p = productOf(i);
        const id = randomUUID();
        const slug = `${slugify(p.name).slice(0, 50).replace(/-+$/, '')}-${id.slice(0, 6)}`;
        // Pharmacy by row so each one gets every category; created over the last year, a minute apart at most.
        const values = [id, plan.pharmacyIds[i % plan.pharmacyIds.length], slug, p.name, p.brand, p.category,
          `${p.name}, ${p.brand}. Produit de parapharmacie.`, p.colors.join(','), p.priceCents, p.quantity, p.visible,
          new Date(now - ((i * 1583) % 365) * 86_400_000 - (i % 1440) * 60_000).toISOString()];
        values.forEach((v, c) => columns[c]!.push(v));
        if (p.visible && p.quantity > 0 && i % 97 === 0) slugs.push(slug);
      }
      rows += (await client.query(INSERT, columns)).rowCount ?? 0;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
  await client.query('VACUUM ANALYZE shop_products, pharmacies');
  const ms = Math.round(performance.now() - started);
  const counted = await client.query<{ category: string; n: number; visible: number; in_stock: number }>(
    `SELECT category, count(*)::int AS n, count(*) FILTER (WHERE visible)::int AS visible, count(*) FILTER (WHERE quantity > 0)::int AS in_stock
     FROM shop_products GROUP BY category ORDER BY category`,
  );
  return {
    ms,
    rows,
    visible: counted.rows.reduce((s, r) => s + r.visible, 0),
    inStock: counted.rows.reduce((s, r) => s + r.in_stock, 0),
    byCategory: Object.fromEntries(counted.rows.map((r) => [r.category, r.n])),
    slugs,
  };
}
