/** At most this many words of `q` count. */
export const MAX_SEARCH_WORDS = 8;

/** The words of `q`, as typed (the database normalises them: lower case, no accents). */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Typos are forgiven in words of letters of 4+ characters only: an e-mail or a number must match as typed
 * ("@example.be" is in everyone's), and a shorter word has too few letters to tell one name from another.
 */
export const isTypoTolerant = (word: string) => word.length >= 4 && /^\p{L}+$/u.test(word);

/** Whether `a` and `b` are at most one typo apart: one letter replaced, added or dropped, or two neighbours swapped. */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    return restA.slice(1) === restB.slice(1) || (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}
