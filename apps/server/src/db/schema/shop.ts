import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHOP_CATEGORIES, SHOP_KINDS } from '@pharmacy/shared/shop/constants';
import { checkIn } from './check-in';
import { medicinePresentations } from './catalogue';
import { pharmacies } from './pharmacies';

/*
 * The shop (issue 15): what a pharmacy puts on sale online. A product is either a catalogue medicine without
 * prescription (`cip13`) or a parapharmacy item of the pharmacy's own. Prices are integer cents, VAT included.
 *
 * Stock and price live here, for medicines too, rather than in `pharmacy_stock`: one row holds everything the shop
 * sells, so the stock check (`quantity >= 0`) guards every adjustment in one UPDATE, and the shop's filters and sorts
 * (price, in stock) are one table's indexes. `pharmacy_stock` stays what the order form reads ("available at").
 * No column names a person: who changed a product is in the audit log, not here.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid('id').primaryKey(),
    pharmacyId: text('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    /** The readable address (/product/{slug}): the name's slug, `-`, the first 6 hex digits of the id. */
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: SHOP_KINDS }).notNull(),
    /** The catalogue pack, for a medicine; a withdrawn presentation keeps its row, so no cascade. */
    cip13: text('cip13').references(() => medicinePresentations.cip13),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    category: text('category', { enum: SHOP_CATEGORIES }).notNull(),
    description: text('description').notNull().default(''),
    /** Image names of the images module (`<uuid>.webp`), first one shown in lists. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SPEC §3 Product `colors`: the variants (colours, sizes). */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    quantity: integer('quantity').notNull().default(0),
    visible: boolean('visible').notNull().default(false),
    /** catalogue_normalize(name, brand, and for a medicine the catalogue name), written by the commands. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    checkIn('shop_products_kind_check', t.kind, SHOP_KINDS),
    checkIn('shop_products_category_check', t.category, SHOP_CATEGORIES),
    check('shop_products_quantity_check', sql`${t.quantity} >= 0`),
    check('shop_products_price_check', sql`${t.priceCents} >= 0`),
    check('shop_products_vat_check', sql`${t.vatRate} IN (0, 6, 12, 21)`),
    // A medicine names its pack; parapharmacy never does.
    check('shop_products_cip13_check', sql`(${t.kind} = 'medicine') = (${t.cip13} IS NOT NULL)`),
    // One product per pack and pharmacy: its stock is then one row.
    uniqueIndex('shop_products_pharmacy_cip13_unique').on(t.pharmacyId, t.cip13).where(sql`cip13 IS NOT NULL`),
    index('shop_products_pharmacy_name_idx').on(t.pharmacyId, sql`(name COLLATE "C")`, t.id),
    // The public shop's browse order and its price sorts, visible rows only.
    index('shop_products_public_name_idx').on(sql`(name COLLATE "C")`, t.id).where(sql`visible`),
    index('shop_products_public_price_idx').on(t.priceCents, t.id).where(sql`visible`),
    index('shop_products_cip13_idx').on(t.cip13),
    index('shop_products_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
