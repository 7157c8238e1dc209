import { sql, type SQL } from 'drizzle-orm';
import type { MedicineList, MedicineListQuery } from '@pharmacy/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { availableAtSql, presentationsJson, rowsOf, substancesJson, toProduct, type ProductRow } from './product-sql';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  escapeLike,
  isFuzzyWord,
  parseFilter,
  type SearchCursor,
  type SearchTerms,
} from './search-terms';

/*
 * Ranked search. Each filter word must match a word of the medicine (name or substance). Words of 3+ characters
 * "drive": they are looked up in the vocabulary, then in the word index: the same word (quality 3), a word it
 * starts (2.5), a word containing it (2), or, for 4+ letters, one of the 3 nearest words by trigram similarity
 * >= 0.3 when nothing matches directly, i.e. a typo (2 × similarity). Shorter words only narrow the medicines found
 * that way (a word starting with them); a filter of only 1–2-letter words matches the start of the name. When
 * symbols are involved and nothing is longer, a 2-character word drives as a prefix and a single character as an
 * exact word. A match in the name counts fully, in a substance half. Bonuses:
 * the name starts with the first driving word (+2), the medicine is marketed (+1.5). Ties go by name then CIS.
 * Scores are integers so the keyset cursor (score, name, CIS) compares exactly. Filter words with symbols
 * ("100%", "0,5") must also appear as written (LIKE, escaped).
 */

const norm = (value: string) => sql`catalogue_normalize(${value})`;
const likeEscaped = (column: SQL, pattern: string) => sql`${column} LIKE ${norm(pattern)} ESCAPE '\\'`;
const FUZZY_NEIGHBOURS = 3;
// pg_trgm's own default: a swapped pair of letters ("dolitset") is already down at 0.38.
const FUZZY_MIN_SIMILARITY = 0.3;
const inNameWeight = (alias: string) => sql.raw(`CASE WHEN ${alias}.in_name THEN 1 ELSE 0.5 END`);

/**
 * The vocabulary words that match one driving word, with their quality. The nearest-word (typo) lookup only runs
 * when nothing matches directly: a one-time filter, so correctly spelt words skip the costlier KNN scan.
 */
function wordCandidates(index: number, word: string, mode: 'contains' | 'prefix' | 'exact'): SQL {
  const escaped = escapeLike(word);
  const match =
    mode === 'exact'
      ? sql`w.word = ${norm(word)}`
      : likeEscaped(sql`w.word`, mode === 'prefix' ? `${escaped}%` : `%${escaped}%`);
  const direct = sql`
    SELECT ${index}::int AS term, w.word,
      CASE WHEN w.word = ${norm(word)} THEN 3 WHEN ${likeEscaped(sql`w.word`, `${escaped}%`)} THEN 2.5 ELSE 2 END AS quality
    FROM catalogue_words w WHERE ${match}`;
  if (mode !== 'contains' || !isFuzzyWord(word)) return direct;
  return sql`${direct}
    UNION ALL
    SELECT ${index}::int, k.word, 2 * similarity(k.word, ${norm(word)})
    FROM (SELECT w.word FROM catalogue_words w ORDER BY w.word <-> ${norm(word)} LIMIT ${FUZZY_NEIGHBOURS}) k
    WHERE similarity(k.word, ${norm(word)}) >= ${FUZZY_MIN_SIMILARITY}
      AND NOT EXISTS (SELECT 1 FROM catalogue_words w WHERE ${match})`;
}

/** A short word checked on one medicine's own words (the cis index): its best quality, or null. */
function narrowingWord(word: string, alias: string): SQL {
  return sql`CROSS JOIN LATERAL (
      SELECT max(CASE WHEN f.word = ${norm(word)} THEN 3 ELSE 2.5 END * ${inNameWeight('f')}) AS q
      FROM medicine_words f WHERE f.cis = m.cis AND ${likeEscaped(sql`f.word`, `${escapeLike(word)}%`)}
    ) ${sql.raw(alias)}`;
}

function textQuery(terms: { words: string[]; literals: string[] }, after: SearchCursor | null, limit: number): SQL {
  const literals = terms.literals.map((l) => sql` AND ${likeEscaped(sql`m.search_text`, `%${escapeLike(l)}%`)}`);
  const marketed = sql`CASE WHEN m.marketed THEN 1.5 ELSE 0 END`;
  if (terms.words.length === 0) {
    // Only symbols ("%"): the trigram index on the search text serves the LIKE.
    return pagedQuery(
      sql`hits AS (
        SELECT m.cis, m.name, round(1000 * (${marketed}))::int AS score
        FROM medicines m WHERE m.withdrawn_at IS NULL${sql.join(literals)}
      )`,
      after,
      limit,
    );
  }
  if (terms.literals.length === 0 && terms.words.every((w) => w.length <= 2)) {
    // One or two letters: someone typing the start of a name. Word lookups would touch most of the catalogue.
    const start = `${escapeLike(terms.words.join(' '))}%`;
    return pagedQuery(
      sql`hits AS (
        SELECT m.cis, m.name, round(1000 * (${marketed}))::int AS score
        FROM medicines m WHERE m.withdrawn_at IS NULL AND ${likeEscaped(sql`m.name_search`, start)}
      )`,
      after,
      limit,
    );
  }
  let drivers = terms.words.filter((w) => w.length >= 3);
  let mode: 'contains' | 'prefix' | 'exact' = 'contains';
  if (drivers.length === 0) {
    drivers = terms.words.filter((w) => w.length === 2);
    mode = 'prefix';
  }
  if (drivers.length === 0) {
    drivers = terms.words;
    mode = 'exact';
  }
  const narrowing = terms.words.filter((w) => !drivers.includes(w));
  const aliases = narrowing.map((_, i) => `n${i}`);
  return pagedQuery(
    sql`words AS (${sql.join(drivers.map((w, i) => wordCandidates(i, w, mode)), sql` UNION ALL `)}),
      best AS (
        SELECT mw.cis, wd.term, max(wd.quality * ${inNameWeight('mw')}) AS q, bool_or(mw.name_start) AS starts
        FROM words wd JOIN medicine_words mw ON mw.word = wd.word
        GROUP BY mw.cis, wd.term
      ),
      matched AS (
        SELECT b.cis, sum(b.q) AS q, bool_or(b.starts AND b.term = 0) AS starts
        FROM best b GROUP BY b.cis HAVING count(*) = ${drivers.length}
      ),
      hits AS (
        SELECT m.cis, m.name, round(1000 * (x.q ${sql.join(aliases.map((a) => sql.raw(` + ${a}.q`)))}
          + CASE WHEN x.starts THEN 2 ELSE 0 END + ${marketed}))::int AS score
        FROM matched x JOIN medicines m ON m.cis = x.cis
        ${sql.join(narrowing.map((w, i) => narrowingWord(w, aliases[i])), sql` `)}
        WHERE m.withdrawn_at IS NULL${sql.join(aliases.map((a) => sql.raw(` AND ${a}.q IS NOT NULL`)))}${sql.join(literals)}
      )`,
    after,
    limit,
  );
}

function codeQuery(code: string, after: SearchCursor | null, limit: number): SQL {
  const prefix = `${escapeLike(code)}%`;
  // An exact code first, then marketed medicines.
  const hits = sql`hits AS (
      SELECT m.cis, m.name, (CASE WHEN m.cis = ${code} OR EXISTS (
          SELECT 1 FROM medicine_presentations p WHERE p.cis = m.cis AND (p.cip13 = ${code} OR p.cip7 = ${code}))
        THEN 3000 ELSE 0 END + CASE WHEN m.marketed THEN 1500 ELSE 0 END) AS score
      FROM medicines m
      WHERE m.withdrawn_at IS NULL AND (m.cis LIKE ${prefix} OR m.cis IN (
        SELECT p.cis FROM medicine_presentations p WHERE p.cip13 LIKE ${prefix} OR p.cip7 LIKE ${prefix}))
    )`;
  return pagedQuery(hits, after, limit);
}

const productColumns = sql`m.cis, m.name, m.form, m.marketed, m.requires_prescription,
  ${substancesJson} AS substances, ${presentationsJson} AS presentations, ${availableAtSql} AS available_at`;

/** No filter: marketed first, then by name, straight from the browse index. */
function browseQuery(after: SearchCursor | null, limit: number): SQL {
  const marketed = after ? after.score > 0 : true;
  const keyset = after
    ? sql`AND ((m.marketed = ${marketed} AND (m.name COLLATE "C" > ${after.name} OR (m.name = ${after.name} AND m.cis > ${after.cis})))
             OR (${marketed} AND NOT m.marketed))`
    : sql``;
  return sql`
    SELECT ${productColumns}, CASE WHEN m.marketed THEN 1 ELSE 0 END AS score
    FROM medicines m
    WHERE m.withdrawn_at IS NULL ${keyset}
    ORDER BY m.marketed DESC NULLS LAST, m.name COLLATE "C", m.cis
    LIMIT ${limit}`;
}

/** `hits` (cis, name, score) → one page in score order, with the product columns. */
function pagedQuery(hits: SQL, after: SearchCursor | null, limit: number): SQL {
  const keyset = after
    ? sql`WHERE h.score < ${after.score}
          OR (h.score = ${after.score} AND (h.name COLLATE "C" > ${after.name} OR (h.name = ${after.name} AND h.cis > ${after.cis})))`
    : sql``;
  return sql`
    WITH ${hits}, page AS (
      SELECT h.cis, h.score FROM hits h ${keyset}
      ORDER BY h.score DESC, h.name COLLATE "C", h.cis
      LIMIT ${limit}
    )
    SELECT ${productColumns}, page.score
    FROM page JOIN medicines m ON m.cis = page.cis
    ORDER BY page.score DESC, m.name COLLATE "C", m.cis`;
}

/** GET /api/medicine: one round trip per page, products with their substances and presentations. */
export async function searchMedicines(db: Db, query: MedicineListQuery): Promise<MedicineList> {
  const terms: SearchTerms = parseFilter(query.filter);
  let after: SearchCursor | null = null;
  if (query.cursor) {
    after = decodeSearchCursor(terms, query.cursor);
    if (!after) throw badRequest('The cursor is not valid for this filter.', { cursor: 'validation.cursor' });
  }
  const limit = query.limit + 1;
  const statement =
    terms.kind === 'all'
      ? browseQuery(after, limit)
      : terms.kind === 'code'
        ? codeQuery(terms.code, after, limit)
        : textQuery(terms, after, limit);
  const rows = rowsOf<ProductRow & { score: number }>(await db.execute(statement));
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toProduct),
    nextCursor: rows.length > query.limit && last ? encodeSearchCursor(terms, { score: last.score, name: last.name, cis: last.cis }) : null,
  };
}
