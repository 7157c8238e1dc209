import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The medicine catalogue, loaded from the BDPM export (modules/catalogue/import.ts) or the demo list.
 * `catalogue_normalize(text)` (lower + immutable unaccent) is created by migration 0002; the generated search
 * columns use it, and search queries apply the same function to the filter, so both sides agree.
 * Rows that leave the export are marked `withdrawn_at` rather than deleted: stock and, later, orders point at them.
 *
 * Search goes through the generated word arrays (`search_words`, GIN) and a vocabulary (`catalogue_words`, all
 * distinct words, kept by the importer) whose trigram GiST index finds partial words and typos. Trigram operators
 * straight on `search_text` were tried first: PostgreSQL's planner underestimates their cost and picks sequential
 * scans (250–600 ms per query), and a trigram GIN on the text tripled the import time on PGlite.
 */

/** One row per medicine (CIS_bdpm.txt). */
export const medicines = pgTable(
  'medicines',
  {
    cis: text('cis').primaryKey(),
    name: text('name').notNull(),
    form: text('form').notNull(),
    routes: text('routes').array().notNull(),
    authorisationStatus: text('authorisation_status').notNull(),
    procedure: text('procedure').notNull(),
    marketingStatus: text('marketing_status').notNull(),
    marketed: boolean('marketed').notNull(),
    authorisationDate: date('authorisation_date', { mode: 'string' }),
    warningStatus: text('warning_status'),
    euNumber: text('eu_number'),
    holders: text('holders').notNull(),
    enhancedMonitoring: boolean('enhanced_monitoring').notNull(),
    /** Derived from the conditions: `liste I`, `liste II` or `stupéfiants`. */
    requiresPrescription: boolean('requires_prescription').notNull(),
    /** The substance names, space-separated, so the search column can include them. */
    substancesText: text('substances_text').notNull(),
    nameSearch: text('name_search').generatedAlwaysAs(sql`catalogue_normalize(name)`),
    searchText: text('search_text').generatedAlwaysAs(sql`catalogue_normalize(name || ' ' || substances_text)`),
    /** The words of the name, then of name + substances, split on anything not a letter or digit. */
    nameWords: text('name_words')
      .array()
      .generatedAlwaysAs(sql`array_remove(regexp_split_to_array(catalogue_normalize(name), '[^[:alnum:]]+'), '')`),
    searchWords: text('search_words')
      .array()
      .generatedAlwaysAs(
        sql`array_remove(regexp_split_to_array(catalogue_normalize(name || ' ' || substances_text), '[^[:alnum:]]+'), '')`,
      ),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // fastupdate off: with the default pending list, every search scanned ~15k pending entries (12 ms instead of
    // 0.1 ms) and the planner, seeing that cost, preferred a sequential scan. Writes only happen at import.
    index('medicines_search_words_idx').using('gin', t.searchWords).with({ fastupdate: false }),
    // Exact names (GET /api/products/product) and name starts ("do"): pattern ops serve both.
    index('medicines_name_search_idx').on(t.nameSearch.op('text_pattern_ops')),
    // The unfiltered list: marketed first, then by name (keyset order).
    index('medicines_browse_idx')
      .on(t.marketed.desc(), sql`(name COLLATE "C")`, t.cis)
      .where(sql`withdrawn_at IS NULL`),
    index('medicines_cis_pattern_idx').on(t.cis.op('text_pattern_ops')),
  ],
);

/** One row per pack (CIS_CIP_bdpm.txt). Prices in euro cents. */
export const medicinePresentations = pgTable(
  'medicine_presentations',
  {
    cip13: text('cip13').primaryKey(),
    cis: text('cis')
      .notNull()
      .references(() => medicines.cis, { onDelete: 'cascade' }),
    cip7: text('cip7'),
    label: text('label').notNull(),
    status: text('status').notNull(),
    marketingStatus: text('marketing_status').notNull(),
    marketed: boolean('marketed').notNull(),
    declarationDate: date('declaration_date', { mode: 'string' }),
    hospitalApproved: boolean('hospital_approved'),
    reimbursementRate: smallint('reimbursement_rate'),
    priceCents: integer('price_cents'),
    priceWithFeeCents: integer('price_with_fee_cents'),
    dispensingFeeCents: integer('dispensing_fee_cents'),
    reimbursementNotes: text('reimbursement_notes'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medicine_presentations_cis_idx').on(t.cis),
    index('medicine_presentations_cip13_pattern_idx').on(t.cip13.op('text_pattern_ops')),
    index('medicine_presentations_cip7_pattern_idx').on(t.cip7.op('text_pattern_ops')),
    check('medicine_presentations_rate_check', sql`${t.reimbursementRate} BETWEEN 0 AND 100`),
    check(
      'medicine_presentations_prices_check',
      sql`${t.priceCents} >= 0 AND ${t.priceWithFeeCents} >= 0 AND ${t.dispensingFeeCents} >= 0`,
    ),
  ],
);

/** Active substances and their strengths (CIS_COMPO_bdpm.txt). */
export const medicineSubstances = pgTable(
  'medicine_substances',
  {
    cis: text('cis')
      .notNull()
      .references(() => medicines.cis, { onDelete: 'cascade' }),
    element: text('element').notNull(),
    substanceCode: text('substance_code').notNull(),
    substanceName: text('substance_name').notNull(),
    strength: text('strength'),
    strengthReference: text('strength_reference'),
    /** SA: active substance; FT: therapeutic fraction. */
    nature: text('nature').notNull(),
    linkNumber: integer('link_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cis, t.element, t.substanceCode, t.linkNumber] })],
);

/** Prescription and dispensing conditions (CIS_CPD_bdpm.txt). */
export const medicineConditions = pgTable(
  'medicine_conditions',
  {
    cis: text('cis')
      .notNull()
      .references(() => medicines.cis, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cis, t.condition] })],
);

/** Generic groups (CIS_GENER_bdpm.txt). */
export const genericGroups = pgTable('generic_groups', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});

export const genericGroupMembers = pgTable(
  'generic_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => genericGroups.id, { onDelete: 'cascade' }),
    cis: text('cis')
      .notNull()
      .references(() => medicines.cis, { onDelete: 'cascade' }),
    /** 0 brand, 1 generic, 2 complementary, 4 substitutable. */
    type: smallint('type').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.cis] }), index('generic_group_members_cis_idx').on(t.cis)],
);

/** Every distinct word of `medicines.search_words`; the GiST index answers substring (LIKE) and nearest-word (<->) lookups. */
export const catalogueWords = pgTable('catalogue_words', { word: text('word').primaryKey() }, (t) => [
  index('catalogue_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);
