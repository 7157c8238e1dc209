import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { rowsOf } from '../../catalogue/product-sql';
import { isTypoTolerant, searchWords, typoSimilarityFloor, withinOneTypo } from './search-words';

/*
 * The people search (`q`), in two steps like the medicine search (modules/catalogue/search.ts).
 * (1) Each word of 4+ letters looks up the name and city words one typo away from it ("peaters" → "peeters"): the
 *     trigram index on search_text finds candidates at a similarity lowered for this query to what one typo can
 *     leave (search-words.ts), and each candidate word is then checked exactly.
 * (2) Every word of `q` must be in the name, e-mail or city (accents and case ignored, LIKE wildcards literal), or one
 *     of its typo neighbours must be: each is a LIKE the same trigram index answers, the neighbours as constants.
 * Rank per word: 3 a whole word, 2 the start of a word, 1 inside a word, 0 only through a typo; summed.
 */

/** Candidate name words read per typed word, before the exact check. */
const MAX_CANDIDATES = 200;
/** Typo neighbours kept per typed word. */
const MAX_NEIGHBOURS = 32;

const norm = (text: string) => sql`catalogue_normalize(${text})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const contains = (word: string) => sql`${users.searchText} LIKE '%' || ${norm(escapeLike(word))} || '%'`;

/** The name and city words (4+ characters) one typo away from `word`, normalised; `word` itself excluded. */
async function typoNeighbours(tx: Db, word: string): Promise<string[]> {
  // Local to the transaction: other queries keep pg_trgm's default.
  await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarityFloor(word.length))}, true)`);
  const rows = rowsOf<{ typed: string; word: string }>(
    await tx.execute(sql`
      SELECT DISTINCT ${norm(word)} AS typed, v.word
      FROM users u CROSS JOIN LATERAL regexp_split_to_table(catalogue_normalize(u.display_name || ' ' || u.city), '[^[:alnum:]]+') AS v(word)
      WHERE u.search_text %> ${norm(word)} AND length(v.word) >= 4 AND abs(length(v.word) - length(${norm(word)})) <= 1
      LIMIT ${MAX_CANDIDATES}`),
  );
  return rows
    .filter((r) => r.word !== r.typed && withinOneTypo(r.typed, r.word))
    .map((r) => r.word)
    .sort()
    .slice(0, MAX_NEIGHBOURS);
}

function wordScore(word: string): SQL {
  const words = sql`regexp_split_to_array(${users.searchText}, '[^[:alnum:]]+')`;
  return sql`CASE WHEN ${norm(word)} = ANY(${words}) THEN 3
    WHEN EXISTS (SELECT 1 FROM unnest(${words}) AS x(word) WHERE starts_with(x.word, ${norm(word)})) THEN 2
    WHEN strpos(${users.searchText}, ${norm(word)}) > 0 THEN 1 ELSE 0 END`;
}

export interface PeopleSearch {
  /** One condition per word of `q`. */
  where: SQL[];
  /** The rank (an int, higher first), or null without `q`. */
  score: SQL<number> | null;
}

export async function peopleSearch(db: Db, q: string | undefined): Promise<PeopleSearch> {
  const words = searchWords(q);
  if (words.length === 0) return { where: [], score: null };
  const tolerant = words.filter(isTypoTolerant);
  const neighbours = new Map<string, string[]>();
  if (tolerant.length > 0) {
    await db.transaction(async (tx) => {
      for (const word of tolerant) neighbours.set(word, await typoNeighbours(tx, word));
    });
  }
  const where = words.map((word) => {
    const alternatives = [contains(word), ...(neighbours.get(word) ?? []).map((n) => sql`${users.searchText} LIKE ${`%${escapeLike(n)}%`}`)];
    return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` OR `)})`;
  });
  return { where, score: sql<number>`(${sql.join(words.map(wordScore), sql` + `)})::int` };
}
