import { sql, type SQL } from 'drizzle-orm';
import type { MedicineList, MedicineListQuery } from '@pharmacy/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor, keysetAfter, pageOf, type SortKey } from '../../lib/keyset-cursor';
import { availableAtSql, presentationsJson, rowsOf, substancesJson, toProduct, type ProductRow } from './product-sql';
import { escapeLike, isFuzzyWord, parseFilter, termsHash, type SearchTerms } from './search-terms';

/** Keyset position: the last row's score, name and CIS. */
interface SearchCursor {
  score: number;
  name: string;
  cis: string;
}

/** The ranked hits' page order: score down, then name (byte order, as on both engines) and CIS. */
const HIT_KEYS: SortKey[] = [
  { expr: sql`h.score`, desc: true, type: 'int' },
  { expr: sql`h.name COLLATE "C"`, desc: false },
  { expr: sql`h.cis`, desc: false },
];

/** The unfiltered list's order (the browse index): marketed first (its score is 1), then name and CIS. */
const BROWSE_KEYS: SortKey[] = [
  { expr: sql`m.marketed`, desc: true, type: 'bool' },
  { expr: sql`m.name COLLATE "C"`, desc: false },
  { expr: sql`m.cis`, desc: false },
];

/*
 * Ranked search, in two steps.
 * (1) Each filter word of 3+ characters is looked up in the vocabulary: the same word (quality 3), a word it
 *     starts (2.5), a word containing it (2), the best 32 of those; or, for 4+ letters and only when nothing
 *     matches directly, one of the 3 nearest words by trigram similarity >= 0.3, i.e. a typo (2 × similarity).
 * (2) Medicines whose `search_words` (name and substances) hold one match of every word, through the GIN index.
 *     The words go into step 2 as constants on purpose: from a subquery, the planner cannot estimate the GIN scan
 *     and picks a sequential scan (30–80 ms instead of under 1).
 * Shorter filter words narrow what the long ones found (a word starting with them). A filter that is one 1–2-letter
 * word matches the start of the name; with no word of 3+ characters, 2 characters match word starts and 1
 * character a whole word ("vitamine b", "mg/ml", "5 %"). Filter words with symbols ("100%", "0,5") must also
 * appear as written (LIKE, escaped: % and _ are literal).
 * Score: a match in the name counts fully, in a substance half; +2 when the name starts with a match of the first
 * word, +1.5 when marketed. Ties go by name then CIS. Integer scores keep the keyset cursor (score, name, CIS) exact.
 */

const norm = (value: string) => sql`catalogue_normalize(${value})`;
const likeEscaped = (column: SQL, pattern: string) => sql`${column} LIKE ${norm(pattern)} ESCAPE '\\'`;
const FUZZY_NEIGHBOURS = 3;
const MAX_WORDS_PER_TERM = 32;
// pg_trgm's own default: a swapped pair of letters ("dolitset") is already down at 0.38.
const FUZZY_MIN_SIMILARITY = 0.3;
const inName = (word: SQL) => sql`CASE WHEN ${word} = ANY(m.name_words) THEN 1 ELSE 0.5 END`;

interface WordMatch {
  term: number;
  word: string;
  quality: number;
}

/**
 * The vocabulary words that match one driving word, with their quality. The nearest-word (typo) lookup only runs
 * when nothing matches directly: a one-time filter, so correctly spelt words skip the costlier KNN scan.
 */
function wordCandidates(index: number, word: string, mode: 'contains' | 'prefix' | 'exact'): SQL {
  const escaped = escapeLike(word);
  const match =
    mode === 'exact'
      ? sql`w.word = ${norm(word)}`
      : likeEscaped(sql`w.word`, mode === 'contains' ? `%${escaped}%` : `${escaped}%`);
  // The best matches only: a fragment such as "ine" is inside hundreds of words, and every one of them costs at
  // scoring time. Exact, then starting, then containing; shorter words first.
  const direct = sql`(
    SELECT ${index}::int AS term, w.word,
      (CASE WHEN w.word = ${norm(word)} THEN 3 WHEN ${likeEscaped(sql`w.word`, `${escaped}%`)} THEN 2.5 ELSE 2 END)::float8 AS quality
    FROM catalogue_words w WHERE ${match}
    ORDER BY quality DESC, length(w.word), w.word
    LIMIT ${MAX_WORDS_PER_TERM})`;
  if (mode !== 'contains' || !isFuzzyWord(word)) return direct;
  return sql`${direct}
    UNION ALL
    SELECT ${index}::int, k.word, (2 * similarity(k.word, ${norm(word)}))::float8
    FROM (SELECT w.word FROM catalogue_words w ORDER BY w.word <-> ${norm(word)} LIMIT ${FUZZY_NEIGHBOURS}) k
    WHERE similarity(k.word, ${norm(word)}) >= ${FUZZY_MIN_SIMILARITY}
      AND NOT EXISTS (SELECT 1 FROM catalogue_words w WHERE ${match})`;
}

/** Words of 3+ characters match inside vocabulary words; 2 characters the start of one; 1 character a whole word. */
async function resolveWords(db: Db, drivers: string[]): Promise<WordMatch[]> {
  const mode = (w: string) => (w.length >= 3 ? 'contains' : w.length === 2 ? 'prefix' : 'exact');
  return rowsOf<WordMatch>(await db.execute(sql.join(drivers.map((w, i) => wordCandidates(i, w, mode(w))), sql` UNION ALL `)));
}

const textArray = (words: string[]) => sql`ARRAY[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]`;

/** null when a driving word matches nothing: no medicine can match, no second query. */
async function textQuery(db: Db, terms: { words: string[]; literals: string[] }, after: SearchCursor | null, limit: number): Promise<SQL | null> {
  const literals = terms.literals.map((l) => sql` AND ${likeEscaped(sql`m.search_text`, `%${escapeLike(l)}%`)}`);
  const marketed = sql`CASE WHEN m.marketed THEN 1.5 ELSE 0 END`;
  const long = terms.words.filter((w) => w.length >= 3);
  const short = terms.words.filter((w) => w.length < 3);
  if (long.length === 0 && short.length === 1 && literals.length === 0) {
    // One 1–2-letter word alone: someone typing the start of a name.
    return pagedQuery(
      sql`hits AS (
        SELECT m.cis, m.name, round(1000 * (${marketed}))::int AS score
        FROM medicines m WHERE m.withdrawn_at IS NULL AND ${likeEscaped(sql`m.name_search`, `${escapeLike(short[0])}%`)}
      )`,
      after,
      limit,
    );
  }
  if (terms.words.length === 0) {
    // Only symbols ("%"): matched as written.
    return pagedQuery(
      sql`hits AS (
        SELECT m.cis, m.name, round(1000 * (${marketed}))::int AS score
        FROM medicines m WHERE m.withdrawn_at IS NULL${sql.join(literals)}
      )`,
      after,
      limit,
    );
  }
  // Long words drive (the short ones narrow what they find); with none, the short words drive.
  const drivers = long.length > 0 ? long : short;
  const narrowing = long.length > 0 ? short : [];
  const narrowingScores = narrowing.map(
    (w, i) => sql`CROSS JOIN LATERAL (
      SELECT max(CASE WHEN u.word = ${norm(w)} THEN 3 ELSE 2.5 END * ${inName(sql`u.word`)}) AS q
      FROM unnest(m.search_words) AS u(word) WHERE ${likeEscaped(sql`u.word`, `${escapeLike(w)}%`)}) ${sql.raw(`n${i}`)}`,
  );
  const narrowed = sql.raw(narrowing.map((_, i) => ` AND n${i}.q IS NOT NULL`).join(''));
  const narrowingSum = sql.raw(narrowing.map((_, i) => ` + n${i}.q`).join(''));

  const matches = await resolveWords(db, drivers);
  const perTerm = drivers.map((_, i) => matches.filter((m) => m.term === i));
  if (perTerm.some((list) => list.length === 0)) return null;
  const scores = perTerm.map(termScore);
  // One containment per word, OR-ed: the planner turns it into a BitmapOr of cheap GIN lookups. A single `&&` with
  // many words was estimated so that it chose a sequential scan (190 ms for 64 words).
  const found = perTerm.map(
    (list) => sql` AND (${sql.join(list.map((m) => sql`m.search_words @> ARRAY[${m.word}]::text[]`), sql` OR `)})`,
  );
  const firstWords = textArray(perTerm[0].map((m) => m.word));
  return pagedQuery(
    sql`hits AS (
        SELECT m.cis, m.name,
          round(1000 * (${sql.join(scores, sql` + `)}${narrowingSum}
            + CASE WHEN m.name_words[1] = ANY(${firstWords}) THEN 2 ELSE 0 END + ${marketed}))::int AS score
        FROM medicines m ${sql.join(narrowingScores, sql` `)}
        WHERE m.withdrawn_at IS NULL${sql.join(found)}${narrowed}${sql.join(literals)}
      )`,
    after,
    limit,
  );
}

/**
 * One driving word's score for a medicine: the best quality among its matches, halved when only a substance
 * has it. Matches are grouped by quality into constant arrays so the check is a few array overlaps per row.
 */
function termScore(list: WordMatch[]): SQL {
  const tiers = new Map<number, string[]>();
  for (const m of list) tiers.set(m.quality, [...(tiers.get(m.quality) ?? []), m.word]);
  const ordered = [...tiers].sort((a, b) => b[0] - a[0]);
  const when = (column: string, weight: number) =>
    ordered.map(([quality, words]) => sql`WHEN ${sql.raw(column)} && ${textArray(words)} THEN ${quality * weight}::float8 `);
  return sql`(CASE ${sql.join([...when('m.name_words', 1), ...when('m.search_words', 0.5)])}ELSE 0 END)`;
}

function codeQuery(code: string, after: SearchCursor | null, limit: number): SQL {
  const prefix = `${escapeLike(code)}%`;
  // An exact code first, then marketed medicines.
  const hits = sql`hits AS (
      SELECT m.cis, m.name, (CASE WHEN m.cis = ${code} OR EXISTS (
          SELECT 1 FROM medicine_presentations p WHERE p.cis = m.cis AND (p.cip13 = ${code} OR p.cip7 = ${code}))
        THEN 3000 ELSE 0 END + CASE WHEN m.marketed THEN 1500 ELSE 0 END) AS score
      FROM medicines m
      WHERE m.withdrawn_at IS NULL AND m.cis IN (
        SELECT c.cis FROM medicines c WHERE c.cis LIKE ${prefix}
        UNION
        SELECT p.cis FROM medicine_presentations p WHERE p.cip13 LIKE ${prefix} OR p.cip7 LIKE ${prefix})
    )`;
  return pagedQuery(hits, after, limit);
}

const productColumns = sql`m.cis, m.name, m.form, m.marketed, m.requires_prescription,
  ${substancesJson} AS substances, ${presentationsJson} AS presentations, ${availableAtSql} AS available_at`;

/** No filter: marketed first, then by name, straight from the browse index. */
function browseQuery(after: SearchCursor | null, limit: number): SQL {
  const keyset = after ? sql`AND ${keysetAfter(BROWSE_KEYS, [after.score > 0, after.name, after.cis])}` : sql``;
  return sql`
    SELECT ${productColumns}, CASE WHEN m.marketed THEN 1 ELSE 0 END AS score
    FROM medicines m
    WHERE m.withdrawn_at IS NULL ${keyset}
    ORDER BY m.marketed DESC NULLS LAST, m.name COLLATE "C", m.cis
    LIMIT ${limit}`;
}

/** `hits` (cis, name, score) → one page in score order, with the product columns. */
function pagedQuery(hits: SQL, after: SearchCursor | null, limit: number): SQL {
  const keyset = after ? sql`WHERE ${keysetAfter(HIT_KEYS, [after.score, after.name, after.cis])}` : sql``;
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

/** GET /api/medicine: one or two round trips per page, products with their substances and presentations. */
export async function searchMedicines(db: Db, query: MedicineListQuery): Promise<MedicineList> {
  const terms: SearchTerms = parseFilter(query.filter);
  // The cursor carries a hash of the terms it was made for: a cursor of another filter is a 400.
  const madeFor = termsHash(terms);
  let after: SearchCursor | null = null;
  if (query.cursor) {
    const [score, name, cis] = decodeCursor(query.cursor, madeFor, HIT_KEYS) as [number, string, string];
    after = { score, name, cis };
  }
  const limit = query.limit + 1;
  const statement =
    terms.kind === 'all'
      ? browseQuery(after, limit)
      : terms.kind === 'code'
        ? codeQuery(terms.code, after, limit)
        : await textQuery(db, terms, after, limit);
  const rows = statement ? rowsOf<ProductRow & { score: number }>(await db.execute(statement)) : [];
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeCursor(madeFor, [last.score, last.name, last.cis]));
  return { items: page.map(toProduct), nextCursor };
}
