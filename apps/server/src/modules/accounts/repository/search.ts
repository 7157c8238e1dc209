import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { rowsOf } from '../../catalogue/product-sql';
import { isTypoTolerant, searchWords, withinOneTypo } from './search-words';

/*
 * The people search (`q`), in two steps like the medicine search (modules/catalogue/search.ts).
 * (1) Each word of 4+ letters looks up the name and city words one typo away from it ("peaters" → "peeters"): the
 *     vocabulary of those words (person_words, kept by triggers) gives the nearest ones by trigram distance, and each
 *     candidate is then checked exactly (search-words.ts).
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

/**
 * For each typed word, the name and city words one typo away from it, normalised; the word itself excluded. One
 * query for all of them: the nearest vocabulary words by trigram distance (person_words' GiST index), then the exact check.
 */
async function typoNeighbours(db: Db, typed: string[]): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ original: string; typed: string; word: string }>(
    await db.execute(sql`
      SELECT t.original, t.typed, k.word
      FROM (SELECT o AS original, catalogue_normalize(o) AS typed FROM unnest(${sql`ARRAY[${sql.join(typed.map((w) => sql`${w}`), sql`, `)}]::text[]`}) AS o) t
      CROSS JOIN LATERAL (
        SELECT w.word FROM person_words w
        WHERE abs(length(w.word) - length(t.typed)) <= 1
        ORDER BY w.word <-> t.typed LIMIT ${MAX_CANDIDATES}
      ) k`),
  );
  const neighbours = new Map<string, string[]>(typed.map((word) => [word, []]));
  for (const row of rows) {
    if (row.word !== row.typed && withinOneTypo(row.typed, row.word)) neighbours.get(row.original)!.push(row.word);
  }
  for (const [word, list] of neighbours) neighbours.set(word, list.sort().slice(0, MAX_NEIGHBOURS));
  return neighbours;
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
  const neighbours = tolerant.length > 0 ? await typoNeighbours(db, tolerant) : new Map<string, string[]>();
  const where = words.map((word) => {
    const alternatives = [contains(word), ...(neighbours.get(word) ?? []).map((n) => sql`${users.searchText} LIKE ${`%${escapeLike(n)}%`}`)];
    return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` OR `)})`;
  });
  return { where, score: sql<number>`(${sql.join(words.map(wordScore), sql` + `)})::int` };
}
