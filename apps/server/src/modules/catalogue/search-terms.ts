import { createHash } from 'node:crypto';

/**
 * Turning a filter into search terms. The database applies `catalogue_normalize` (lower + unaccent) again to each
 * term, so what is done here only has to split the filter the same way the text is compared.
 */

export type SearchTerms =
  | { kind: 'all' }
  /** Digits only, 6 to 13 of them: a CIP13, CIP7 or CIS code, or the start of one. */
  | { kind: 'code'; code: string }
  /**
   * `words`: letter/digit runs, each must match a word of the medicine (looked up in the word index);
   * `literals`: filter words holding other characters ("100%", "0,5", "a_b"), matched as they are in the text.
   */
  | { kind: 'text'; words: string[]; literals: string[] };

const MAX_WORDS = 8;
const MAX_LITERALS = 4;
// Punctuation trimmed from the ends of a filter word ("doliprane," → "doliprane"); % and _ are kept, literally.
const EDGE_PUNCTUATION = /^[\s.,;:!?()[\]{}"'«»“”‘’/\\+*-]+|[\s.,;:!?()[\]{}"'«»“”‘’/\\+*-]+$/g;
/** How the importer splits the search text into words (SQL: '[^[:alnum:]]+'). */
export const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

export function normalizeFilter(filter: string): string {
  return filter
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .trim();
}

/**
 * A filter word is also matched as written when it holds a symbol (%, _, +, …) or a decimal number ("0,5"):
 * ordinary joiners ("amoxicilline/acide", "l'usage", "doliprane,1000") only separate words.
 */
function isLiteral(token: string): boolean {
  return /[^\p{L}\p{N},.'’/-]/u.test(token) || /\d[.,]\d/.test(token);
}

export function parseFilter(filter: string | undefined): SearchTerms {
  const normalized = normalizeFilter(filter ?? '');
  const compact = normalized.replace(/[\s.-]/g, '');
  if (/^\d{6,13}$/.test(compact)) return { kind: 'code', code: compact };
  const words: string[] = [];
  const literals: string[] = [];
  for (const raw of normalized.split(/\s+/)) {
    const token = raw.replace(EDGE_PUNCTUATION, '');
    if (!token) continue;
    for (const word of token.split(WORD_SEPARATOR)) if (word && !words.includes(word)) words.push(word);
    if (isLiteral(token) && !literals.includes(token)) literals.push(token);
  }
  if (words.length === 0 && literals.length === 0) return { kind: 'all' };
  return { kind: 'text', words: words.slice(0, MAX_WORDS), literals: literals.slice(0, MAX_LITERALS) };
}

/** `%`, `_` and the escape character itself lose their LIKE meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Typo tolerance (nearest words by trigrams) only helps words with letters, long enough to have a few trigrams. */
export function isFuzzyWord(word: string): boolean {
  return word.length >= 4 && /\p{L}/u.test(word);
}


/** What a search cursor is made for: a cursor of another filter is refused rather than paging the wrong list. */
export function termsHash(terms: SearchTerms): string {
  return createHash('sha256').update(JSON.stringify(terms)).digest('base64url').slice(0, 10);
}
