import { sql, type SQL } from 'drizzle-orm';
import { shopProducts } from '../../../db/schema';
import { escapeLike } from '../../catalogue/search-terms';

/*
 * The shop's search, tolerant of accents, case and typos like the catalogue's, but on one short text per product
 * (name, brand, catalogue name) so a trigram GIN index on it is enough: each word must appear in the text (LIKE,
 * wildcards taken literally) or, from 3 letters, be close to one of its words (pg_trgm `<%`, word similarity of at
 * least 0.6, the extension's default: "dolipranne", "creme solair" and "shampoing" find their products).
 */

const MAX_WORDS = 8;

export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

export function searchConditions(q: string | undefined): SQL[] {
  return searchWords(q).map((word) => {
    const contains = sql`${shopProducts.searchText} LIKE '%' || catalogue_normalize(${escapeLike(word)}) || '%'`;
    return word.length >= 3 ? sql`(${contains} OR catalogue_normalize(${word}) <% ${shopProducts.searchText})` : contains;
  });
}

/** 0–1000: how well the whole query matches (integer, so the keyset cursor carries it exactly). */
export function relevanceOf(q: string | undefined): SQL<number> {
  const words = searchWords(q);
  // A cast, not a bare 0: ORDER BY 0 would name a select-list position.
  if (words.length === 0) return sql<number>`0::int`;
  return sql<number>`round(1000 * word_similarity(catalogue_normalize(${words.join(' ')}), ${shopProducts.searchText}))::int`;
}
